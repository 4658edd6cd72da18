package com.newsx.extractor.links;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.HashMap;
import java.util.Map;

/**
 * Resolves link targets against one page's base URL, parsed once. jsoup's per-element {@code absUrl} re-parses
 * the base and runs regular expressions on every call, which made it the costliest step of list pages.
 * Absolute http(s) targets pass through untouched; relative ones go through {@link URI#resolve}. Results are
 * remembered, as a page repeats its targets and both the link list and the record tree resolve them: one
 * resolver per page and thread.
 */
public final class LinkResolver {
    private final URI base;
    private final Map<String, String> resolved = new HashMap<>();

    /** @param baseUrl the page's base URL (its URL, or its {@code <base href>}); null or empty: none */
    public LinkResolver(String baseUrl) {
        this.base = parse(baseUrl);
    }

    /**
     * The absolute URL of a link target, or the target as written when it cannot be resolved (no base,
     * or not a valid URI reference). Empty for an empty target.
     */
    public String resolve(String href) {
        return resolved.computeIfAbsent(href == null ? "" : href, this::resolveOnce);
    }

    private String resolveOnce(String href) {
        String h = href.strip();
        if (h.isEmpty() || h.regionMatches(true, 0, "http://", 0, 7) || h.regionMatches(true, 0, "https://", 0, 8)) {
            return h;
        }
        if (base == null) {
            return h;
        }
        if (h.startsWith("//")) {
            return base.getScheme() + ":" + h;
        }
        if (h.startsWith("?") || h.startsWith("#")) {
            // RFC 3986 keeps the base path for these; java.net.URI (RFC 2396) would drop its last segment.
            String b = base.toString();
            int cut = h.startsWith("?") ? indexOfAny(b, '?', '#') : b.indexOf('#');
            return (cut < 0 ? b : b.substring(0, cut)) + encodeSpaces(h);
        }
        try {
            return base.resolve(encodeSpaces(h)).toString();
        } catch (IllegalArgumentException e) {
            return h;
        }
    }

    private static int indexOfAny(String s, char a, char b) {
        int i = s.indexOf(a);
        int j = s.indexOf(b);
        return i < 0 ? j : j < 0 ? i : Math.min(i, j);
    }

    private static String encodeSpaces(String h) {
        return h.indexOf(' ') < 0 ? h : h.replace(" ", "%20");
    }

    private static URI parse(String url) {
        if (url == null || url.isBlank()) {
            return null;
        }
        try {
            URI u = new URI(encodeSpaces(url.strip()));
            if (!u.isAbsolute() || u.isOpaque()) {
                return null;
            }
            // URI.resolve would glue "x.html" to a base without a path ("http://a.cnx.html").
            return u.getRawPath() == null || u.getRawPath().isEmpty() ? u.resolve("/") : u;
        } catch (URISyntaxException e) {
            return null;
        }
    }
}
