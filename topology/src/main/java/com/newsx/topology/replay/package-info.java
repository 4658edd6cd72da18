/**
 * A replay: WARC response records fed into the topology after the fetch step ({@link
 * com.newsx.topology.replay.WarcSpout}), as the pages the fetch step would have handed on ({@link
 * com.newsx.topology.replay.ReplayFeed}, {@link com.newsx.topology.replay.ReplayTypes}), and their links dropped
 * unless followed ({@link com.newsx.topology.replay.LinkSink}).
 */
package com.newsx.topology.replay;
