package com.newsx.topology.net;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Query parameters that say how a reader came to a page, not which page it is: campaign tags ({@code utm_*}) and
 * the click ids of ad, social and mail platforms ({@code url.drop-params}). Once they are gone, a feed's link
 * ({@code ?utm_source=rss}) and a home page's link to the same article are one URL, so one fetch and one document.
 * Names match in any case, a name ending in {@code *} is a prefix; every other parameter keeps its place.
 */
public final class TrackingParams {
    /** Nothing dropped. */
    public static final TrackingParams NONE = new TrackingParams(Set.of(), List.of());

    private final Set<String> names;
    private final List<String> prefixes;

    private TrackingParams(Set<String> names, List<String> prefixes) {
        this.names = names;
        this.prefixes = prefixes;
    }

    /** The names to drop, as {@code url.drop-params} lists them ({@code utm_*} is a prefix). */
    public static TrackingParams of(List<String> list) {
        Set<String> names = new HashSet<>();
        List<String> prefixes = new ArrayList<>();
        for (String entry : list) {
            String e = entry.strip().toLowerCase(Locale.ROOT);
            if (e.endsWith("*")) {
                if (e.length() > 1) { // a bare "*" would drop every parameter: refused rather than obeyed
                    prefixes.add(e.substring(0, e.length() - 1));
                }
            } else if (!e.isEmpty()) {
                names.add(e);
            }
        }
        return names.isEmpty() && prefixes.isEmpty() ? NONE : new TrackingParams(Set.copyOf(names), List.copyOf(prefixes));
    }

    /** Whether a parameter of this name is dropped (its name as it appears in the query, escapes and all). */
    public boolean drops(String rawName) {
        if (names.isEmpty() && prefixes.isEmpty()) {
            return false;
        }
        String name = decode(rawName).toLowerCase(Locale.ROOT);
        if (names.contains(name)) {
            return true;
        }
        for (String p : prefixes) {
            if (name.startsWith(p)) {
                return true;
            }
        }
        return false;
    }

    /** The URL without the dropped parameters (and without "?" if none is left); the very string if none is there. */
    public String strip(String url) {
        int q = url.indexOf('?');
        if (q < 0 || this == NONE) {
            return url;
        }
        int hash = url.indexOf('#', q);
        String query = hash < 0 ? url.substring(q + 1) : url.substring(q + 1, hash);
        String fragment = hash < 0 ? "" : url.substring(hash);
        StringBuilder kept = new StringBuilder(query.length());
        boolean dropped = false;
        for (String pair : query.split("&", -1)) {
            int eq = pair.indexOf('=');
            if (!pair.isEmpty() && drops(eq < 0 ? pair : pair.substring(0, eq))) {
                dropped = true;
                continue;
            }
            if (!kept.isEmpty() || !pair.isEmpty()) {
                kept.append(kept.isEmpty() ? "" : "&").append(pair);
            }
        }
        if (!dropped) {
            return url;
        }
        return url.substring(0, q) + (kept.isEmpty() ? "" : "?" + kept) + fragment;
    }

    private static String decode(String name) {
        if (name.indexOf('%') < 0 && name.indexOf('+') < 0) {
            return name;
        }
        try {
            return URLDecoder.decode(name, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return name; // a broken escape names no tracking parameter
        }
    }
}
