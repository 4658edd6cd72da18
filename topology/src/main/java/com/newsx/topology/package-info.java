/**
 * The crawl: {@link com.newsx.topology.CrawlTopology} wires the stages into a Storm topology. The stages have a
 * package each, in the order the data flows - {@code frontier}, {@code url}, {@code fetch}, {@code parse},
 * {@code extract}, {@code index}, {@code status}, {@code outlinks}, and a replay's WARC spout in {@code replay} - and
 * none uses another: what they share lies below them, in {@code storm} (component, stream and field names, groupings,
 * the pulse), {@code archive} (the WARC archive written and read), {@code net} (URL and host
 * rules), {@code schedule} (when a URL is due again: lease, retry back-off, a source's revisit interval), {@code es},
 * {@code config}, and at the bottom {@code doc} (messages, fates, documents and their ids) and {@code timeindex};
 * {@code metrics} sums the bolts' metrics for the progress line. PackageLayersTest holds this order. The commands
 * that run the crawl, in-process ({@code bin/crawl}) or on a cluster ({@code bin/submit}), and those around it are
 * in the commands module, which this one does not know.
 */
package com.newsx.topology;
