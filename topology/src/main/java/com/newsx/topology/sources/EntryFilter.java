package com.newsx.topology.sources;

import com.newsx.extractor.links.UrlHost;
import com.newsx.topology.config.SourceSettings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What sitemaps and feeds share after parsing: for sitemaps, same host only (a sitemap speaks for its own host; a
 * feed is often served from another host of the site, so its links are left to the crawl's scope), entries
 * older than the maximum age dropped (undated ones kept: nothing says they are old), one entry per URL, and the
 * newest kept when there are more than the cap (a news source lists its latest first, but not always).
 */
final class EntryFilter {
    private static final int MAX_TITLE = 1000;

    private final SourceSettings settings;

    EntryFilter(SourceSettings settings) {
        this.settings = settings;
    }

    record Kept(List<SourceEntry> entries, SourceRead.Dropped dropped) {
    }

    Kept keep(List<SourceEntry> found, String sourceUrl, boolean sameHostOnly, long now) {
        String host = host(sourceUrl);
        long oldest = now - settings.maxAgeMs();
        int tooOld = 0;
        int offHost = 0;
        Map<String, SourceEntry> byUrl = new LinkedHashMap<>();
        for (SourceEntry e : found) {
            String entryHost = host(e.url());
            if (entryHost == null || sameHostOnly && !entryHost.equals(host)) {
                offHost++;
            } else if (e.dated() && e.published() < oldest) {
                tooOld++;
            } else {
                byUrl.merge(e.url(), trimmed(e), (a, b) -> a.published() >= b.published() ? a : b);
            }
        }
        List<SourceEntry> kept = new ArrayList<>(byUrl.values());
        // newest first; undated after the dated, in the source's order (the sort is stable)
        kept.sort(Comparator.comparingLong(SourceEntry::published).reversed());
        int overCap = Math.max(0, kept.size() - settings.maxEntries());
        if (overCap > 0) {
            kept = new ArrayList<>(kept.subList(0, settings.maxEntries()));
        }
        return new Kept(List.copyOf(kept), new SourceRead.Dropped(tooOld, offHost, overCap));
    }

    private static SourceEntry trimmed(SourceEntry e) {
        String t = e.title() == null ? null : e.title().strip().replaceAll("\\s+", " ");
        if (t != null && t.isEmpty()) {
            t = null;
        } else if (t != null && t.length() > MAX_TITLE) {
            t = t.substring(0, MAX_TITLE);
        }
        return new SourceEntry(e.url(), e.published(), t);
    }

    /** The lower-cased host of a URL, or null if it has none; the scheme may differ (http and https alike). */
    static String host(String url) {
        return UrlHost.of(url);
    }
}
