/**
 * {@code bin/crawl}: the crawl topology run in-process (Storm's LocalCluster) with a progress line, until it is idle
 * ({@link com.newsx.commands.crawl.LocalCrawl}).
 */
package com.newsx.commands.crawl;
