package com.newsx.topology.net;

import crawlercommons.filters.basic.BasicURLNormalizer;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;

/**
 * One spelling per page: lower-case scheme and host, default port and fragment dropped, path escapes and
 * dot segments normalised (crawler-commons' BasicURLNormalizer). The result keys the seen-set and the
 * document ids, so a page reached by two spellings is crawled and indexed once.
 */
public final class UrlNormaliser {
    private final BasicURLNormalizer normalizer = new BasicURLNormalizer();

    private static boolean hasHttpHost(String url) {
        try {
            URI u = new URI(url);
            String scheme = u.getScheme();
            return scheme != null && (scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https"))
                    && u.getHost() != null;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /** The normalised URL, or empty when the input is not an absolute http(s) URL. */
    public Optional<String> normalise(String url) {
        if (url == null || url.isBlank()) {
            return Optional.empty();
        }
        String trimmed = url.trim();
        if (!hasHttpHost(trimmed)) {
            return Optional.empty(); // the normaliser would prefix "http://" to anything
        }
        String n = normalizer.filter(trimmed);
        if (n == null || !hasHttpHost(n)) {
            return Optional.empty();
        }
        return Optional.of(n);
    }
}
