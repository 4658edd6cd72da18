/**
 * The crawl: {@link com.newsx.topology.CrawlTopology} wires the stages into a Storm topology and
 * {@link com.newsx.topology.LocalCrawl} runs it in-process ({@code bin/crawl}). The stages have a package each,
 * in the order the data flows - {@code seed}, {@code url}, {@code fetch}, {@code parse}, {@code extract},
 * {@code index}, {@code status}, {@code outlinks} - and none uses another: what they share lies below them, in
 * {@code storm} (component, stream and field names, groupings, the pulse), {@code net} (URL and host rules),
 * {@code schedule} (when a URL is due again: lease, retry back-off, a source's revisit interval), {@code doc}
 * (messages, fates, documents and their ids), {@code es}, {@code config} and {@code services}
 * (whether Kafka, Elasticsearch and Nimbus answer); {@code metrics} sums the bolts' metrics for the progress line.
 * The commands around the crawl ({@code cluster}, {@code local}, {@code dashboard}) stand on top.
 * PackageLayersTest holds this order.
 */
package com.newsx.topology;
