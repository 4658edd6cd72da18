package com.newsx.topology.archive;

/**
 * What the archive keeps of one fetch: its URL, the exchange, and the body as the crawl kept it.
 *
 * @param url      the URL fetched (the records' WARC-Target-URI)
 * @param exchange the request and response heads
 * @param payload  the body, decoded from its Content-Encoding, as the crawl handed it on; null when the crawl kept
 *                 none (an error's body, a redirect's, a type it does not read, one over its size cap)
 * @param overCap  the body was not kept because it was over the fetcher's size cap
 */
public record Capture(String url, Exchange exchange, byte[] payload, boolean overCap) {
}
