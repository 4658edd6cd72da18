package com.newsx.topology.url;

import crawlercommons.filters.basic.BasicURLNormalizer;

import java.util.Optional;

/**
 * One spelling per page: lower-case scheme and host, default port and fragment dropped, path escapes and
 * dot segments normalised (crawler-commons' BasicURLNormalizer). The result keys the seen-set and the
 * document ids, so a page reached by two spellings is crawled and indexed once.
 */
public final class UrlNormaliser {
    private final BasicURLNormalizer normalizer = new BasicURLNormalizer();

    /** The normalised URL, or empty when the input is not an absolute http(s) URL. */
    public Optional<String> normalise(String url) {
        if (url == null || url.isBlank()) {
            return Optional.empty();
        }
        String n = normalizer.filter(url.trim());
        if (n == null || !(n.startsWith("http://") || n.startsWith("https://"))) {
            return Optional.empty();
        }
        return Optional.of(n);
    }
}
