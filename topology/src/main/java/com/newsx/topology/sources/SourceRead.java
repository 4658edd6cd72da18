package com.newsx.topology.sources;

import java.util.List;

/**
 * What reading one sitemap or feed came to: its entries and child sitemaps, or why it could not be read. A
 * failure is a value with a reason, so the crawl records it and goes on.
 *
 * @param kind     what the bytes were, or null when unreadable
 * @param entries  article URLs kept, newest first where dated
 * @param children sitemaps an index points at (same host, not itself)
 * @param dropped  entries left out: too old, off the host, or over the entry cap
 * @param error    why nothing could be read, or null
 */
public record SourceRead(Kind kind, List<SourceEntry> entries, List<String> children, Dropped dropped, String error) {

    public enum Kind { SITEMAP, SITEMAP_INDEX, FEED }

    /** Counts of entries left out, for the status reason and metrics. */
    public record Dropped(int tooOld, int offHost, int overCap) {
        static final Dropped NONE = new Dropped(0, 0, 0);

        public int total() {
            return tooOld + offHost + overCap;
        }
    }

    public static SourceRead failed(String error) {
        return new SourceRead(null, List.of(), List.of(), Dropped.NONE, error);
    }

    public boolean ok() {
        return error == null;
    }

    /** A one-line summary for a status reason. */
    public String summary() {
        if (!ok()) {
            return error;
        }
        String s = kind.name().toLowerCase(java.util.Locale.ROOT) + ": " + entries.size() + " entries";
        if (!children.isEmpty()) {
            s += ", " + children.size() + " sitemaps";
        }
        if (dropped.total() > 0) {
            s += " (dropped " + dropped.tooOld() + " too old, " + dropped.offHost() + " off the host, "
                    + dropped.overCap() + " over the cap)";
        }
        return s;
    }
}
