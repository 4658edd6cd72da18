/**
 * {@code bin/crawl}: the crawl topology run in-process (Storm's LocalCluster) with a progress line, until it is idle
 * ({@link com.newsx.commands.crawl.LocalCrawl}); {@code bin/replay}: WARC files fed through the same topology after
 * the fetch step, the same way, until every page is done ({@link com.newsx.commands.crawl.LocalReplay}).
 */
package com.newsx.commands.crawl;
