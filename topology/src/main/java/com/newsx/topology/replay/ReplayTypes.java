package com.newsx.topology.replay;

import com.newsx.topology.archive.ReplayedPage;
import com.newsx.topology.sources.SourceUrls;

import java.util.Locale;

/**
 * Which replayed answers go on, as the fetch step would have handed them on: pages of HTML (or plain text, or no
 * Content-Type), as the fetcher takes them; and feeds and sitemaps, by URL, content or type, only when the replay
 * follows links (all they lead to is links). Images and the like are not pages.
 */
public final class ReplayTypes {
    private ReplayTypes() {
    }

    public static boolean handedOn(ReplayedPage p, boolean follow) {
        String type = p.contentType() == null ? null : p.contentType().toLowerCase(Locale.ROOT);
        if (SourceUrls.byUrl(p.url()) != null || SourceUrls.byContent(p.body()) != null || type != null && feedType(type)) {
            return follow;
        }
        return type == null || type.startsWith("text/html") || type.startsWith("application/xhtml")
                || type.startsWith("text/plain");
    }

    /** The types the fetcher takes as feeds whatever the URL (and XML, which only a source's URL gets taken as). */
    private static boolean feedType(String type) {
        return type.startsWith("application/rss+xml") || type.startsWith("application/atom+xml")
                || type.startsWith("application/rdf+xml") || type.contains("xml") && !type.contains("html");
    }
}
