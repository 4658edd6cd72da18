package com.newsx.topology.sources;

import com.newsx.topology.config.SourceSettings;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Where the page path meets a source: a fetched body that is a feed or sitemap (by its first element) is read
 * here instead of being cleaned and extracted, and its entries and child sitemaps become the links to follow.
 * A URL fetched as a source ({@link SourceUrls#byUrl}) whose answer is neither a source nor HTML is a clear error;
 * HTML at such a URL is a page like any other (the URL rule is a guess), unless the server declared a feed or XML type
 * for it or the URL names an XML file (feed.xml, sitemap.xml): then it is a broken source. Thread-safe.
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
        if (body != null && SourceUrls.isGzip(body)) {
            // still gzip after the fetch: at a URL not known as a source (not inflated, by rule), or gzip in gzip
            return SourceRead.failed("gzip bytes " + (SourceUrls.byUrl(url) == null
                    ? "at a URL not known as a sitemap or feed: not inflated" : "inside gzip: not inflated again"));
        }
        SourceUrls.Kind kind = SourceUrls.byContent(body);
        if (kind == null) {
            String type = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
            boolean html = FeedReader.looksLikeHtml(body) || type.contains("html");
            boolean declaredFeed = type.contains("rss") || type.contains("atom") || type.contains("xml") && !type.contains("html");
            if (html && declaredFeed) {
                // the server calls it a feed and sends a page: a broken feed, not an article to extract
                return SourceRead.failed("not a feed: an HTML page (" + contentType + ")");
            }
            if (html && SourceUrls.namedAsXmlFile(url)) {
                // feed.xml or sitemap.xml answering a page: the site's error page in the source's place, a failure
                // of the source (it backs off and is visited again), not an article
                return SourceRead.failed("not a feed or sitemap: an HTML page" + (contentType == null ? "" : " (" + contentType + ")"));
            }
            if (SourceUrls.byUrl(url) != null && !html) {
                return SourceRead.failed("not a feed or sitemap: " + (contentType == null ? "no Content-Type" : contentType));
            }
            return null;
        }
        return kind == SourceUrls.Kind.SITEMAP ? sitemaps.read(body, url, contentType, now)
                : feeds.read(body, url, contentType, now);
    }

    /** The links a source leads to, and beside each its hints (date, title) or null. */
    public record Links(String[] urls, String[] hints) {
    }

    /**
     * The links a read source leads to: child sitemaps first (few, and they lead to the rest), then entries, each
     * as {@code follow} makes it (normalised, in scope: at most one URL; none drops it), once.
     */
    public static Links links(SourceRead read, Function<String, Set<String>> follow) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String child : read.children()) {
            for (String u : follow.apply(child)) {
                out.putIfAbsent(u, null);
            }
        }
        for (SourceEntry e : read.entries()) {
            for (String u : follow.apply(e.url())) {
                out.putIfAbsent(u, SourceHints.of(e));
            }
        }
        return new Links(out.keySet().toArray(new String[0]), out.values().toArray(new String[0]));
    }
}
