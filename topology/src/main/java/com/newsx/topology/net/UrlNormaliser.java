package com.newsx.topology.net;

import com.newsx.extractor.links.UrlHost;
import com.newsx.topology.config.UrlSettings;
import crawlercommons.filters.basic.BasicURLNormalizer;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;

/**
 * One spelling per page: lower-case scheme and host, an internationalised host in its ASCII (punycode) form, default
 * port and fragment dropped, path escapes and dot segments normalised (crawler-commons' BasicURLNormalizer), tracking
 * parameters dropped ({@link TrackingParams}). The result keys the seen-set and the document ids, so a page reached
 * by two spellings is crawled and indexed once. Every step that normalises must drop the same parameters, so the
 * crawl's own settings build it ({@link #of}).
 */
public final class UrlNormaliser {
    private final BasicURLNormalizer normalizer = new BasicURLNormalizer();
    private final TrackingParams tracking;

    public UrlNormaliser(TrackingParams tracking) {
        this.tracking = tracking;
    }

    /** The normaliser of a crawl: its {@code url.drop-params}. */
    public static UrlNormaliser of(UrlSettings settings) {
        return new UrlNormaliser(TrackingParams.of(settings.dropParams()));
    }

    private static boolean hasHttpHost(String url) {
        try {
            URI u = new URI(url);
            String scheme = u.getScheme();
            // a host with an underscore (my_blog.example.com) is one, though java.net.URI reads none
            return scheme != null && (scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https"))
                    && UrlHost.of(url) != null;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /**
     * The URL with a non-ASCII host written in punycode (java.net.URI has no host for "例子.测试", so every later
     * step would see none); the URL unchanged when its host is ASCII or cannot be converted.
     */
    static String asciiHost(String url) {
        int start = url.indexOf("://");
        if (start < 0) {
            return url;
        }
        start += 3;
        int end = start;
        while (end < url.length() && "/?#".indexOf(url.charAt(end)) < 0) {
            end++;
        }
        String authority = url.substring(start, end);
        int at = authority.lastIndexOf('@');
        String hostPort = authority.substring(at + 1);
        if (hostPort.chars().allMatch(c -> c < 0x80) || hostPort.startsWith("[")) {
            return url;
        }
        int colon = hostPort.lastIndexOf(':');
        String host = colon < 0 ? hostPort : hostPort.substring(0, colon);
        String port = colon < 0 ? "" : hostPort.substring(colon);
        try {
            String ascii = java.net.IDN.toASCII(host, java.net.IDN.ALLOW_UNASSIGNED);
            return url.substring(0, start) + authority.substring(0, at + 1) + ascii + port + url.substring(end);
        } catch (IllegalArgumentException e) {
            return url; // not a valid internationalised name: the checks below refuse it
        }
    }

    /** The normalised URL, or empty when the input is not an absolute http(s) URL. */
    public Optional<String> normalise(String url) {
        if (url == null || url.isBlank()) {
            return Optional.empty();
        }
        String trimmed = asciiHost(url.trim());
        if (!hasHttpHost(trimmed)) {
            return Optional.empty(); // the normaliser would prefix "http://" to anything
        }
        String n = normalizer.filter(trimmed);
        if (n == null || !hasHttpHost(n)) {
            return Optional.empty();
        }
        return Optional.of(tracking.strip(n));
    }
}
