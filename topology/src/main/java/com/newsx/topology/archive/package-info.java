/**
 * The crawl's WARC archive and its replay, in plain classes (no Storm): every fetch's request and response rebuilt
 * as WARC/1.1 records ({@link com.newsx.topology.archive.ExchangeRecords}), one gzip member each, in files named and
 * rotated as CC-NEWS's ({@link com.newsx.topology.archive.WarcFileNaming},
 * {@link com.newsx.topology.archive.RotatingWarcWriter}) that a worker's fetch tasks share
 * ({@link com.newsx.topology.archive.WarcArchive}); and WARC files - this crawl's or Common Crawl's - read back past
 * their broken records ({@link com.newsx.topology.archive.WarcFileReader}) into the pages the fetch step would have
 * handed on ({@link com.newsx.topology.archive.WarcReplayReader}).
 */
package com.newsx.topology.archive;
