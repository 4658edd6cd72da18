package com.newsx.topology.status;

/**
 * The crawl's memory of URLs already admitted. Kafka cannot refuse a URL it has seen, so every admission asks
 * here; an implementation must make "first time?" atomic across tasks.
 */
public interface SeenSet {
    /**
     * Records the normalised URL as discovered if it was not known.
     *
     * @return true if this call added it (crawl it), false if it was known (drop it)
     * @throws java.io.IOException if the store cannot answer (the caller fails the tuple for a replay)
     */
    boolean addIfAbsent(String normalisedUrl, String host, int depth, String parent) throws java.io.IOException;
}
