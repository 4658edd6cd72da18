package com.newsx.topology.sources;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where the page path meets a source: a fetched body that is a feed or sitemap (by its first element) is read
 * here instead of being cleaned and extracted, and its entries and child sitemaps become the links to follow.
 * A URL fetched as a source ({@link SourceUrls#byUrl}) whose answer is neither a source nor HTML is a clear error;
 * HTML at such a URL is a page like any other (the URL rule is a guess). Thread-safe.
 */
public final class SourcePages {
    private final SitemapReader sitemaps;
    private final FeedReader feeds;

    public SourcePages(SourceSettings settings) {
        this.sitemaps = new SitemapReader(settings);
        this.feeds = new FeedReader(settings);
    }

    /** The source read from a fetched body, or null when the body is a page for the usual path. */
    public SourceRead read(String url, String contentType, byte[] body, long now) {
        SourceUrls.Kind kind = SourceUrls.byContent(body);
        if (kind == null) {
            boolean html = FeedReader.looksLikeHtml(body)
                    || contentType != null && contentType.toLowerCase(Locale.ROOT).contains("html");
            if (SourceUrls.byUrl(url) != null && !html) {
                return SourceRead.failed("not a feed or sitemap: " + (contentType == null ? "no Content-Type" : contentType));
            }
            return null;
        }
        return kind == SourceUrls.Kind.SITEMAP ? sitemaps.read(body, url, contentType, now)
                : feeds.read(body, url, contentType, now);
    }

    /** The URLs a read source leads to: child sitemaps first (few, and they lead to the rest), then entries. */
    public static List<String> links(SourceRead read) {
        List<String> out = new ArrayList<>(read.children().size() + read.entries().size());
        out.addAll(read.children());
        for (SourceEntry e : read.entries()) {
            out.add(e.url());
        }
        return out;
    }
}
