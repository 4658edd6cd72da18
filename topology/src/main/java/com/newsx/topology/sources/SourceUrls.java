package com.newsx.topology.sources;

import java.net.URI;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The plain rules that tell a source (feed, sitemap) from a page: by its URL before fetching (so the fetcher
 * takes its XML instead of refusing it as not HTML), and by what came back after (so the parse step reads it as
 * a source, not as an article). A URL the rule misses is fetched as a page; its XML is then refused as before.
 */
public final class SourceUrls {
    /** A query asking for a feed (?feed=rss2, ?format=atom), compiled once: every fetched URL is read. */
    private static final Pattern FEED_QUERY = Pattern.compile("(.*&)?(feed|format)=(rss|rss2|atom|feed)(&.*)?");
    public enum Kind { FEED, SITEMAP }

    private static final Set<String> FEED_SEGMENTS = Set.of("feed", "feeds", "rss", "atom", "rss2", "index.rss");
    private static final String[] FEED_ENDINGS = {".rss", ".atom", ".rdf", "rss.xml", "atom.xml", "feed.xml"};
    private static final String[] XML_FILE_ENDINGS = {".xml", ".xml.gz", ".gz", ".rss", ".atom", ".rdf"};
    private static final int SNIFF = 2048;

    private SourceUrls() {
    }

    /** Whether the bytes begin with gzip's magic number. */
    public static boolean isGzip(byte[] body) {
        return CappedGzip.isGzip(body);
    }

    /** What a URL looks like it is: a sitemap (named so, .xml, .xml.gz), a feed (/feed, /rss, .rss, ?feed=), or null. */
    public static Kind byUrl(String url) {
        String path;
        String query;
        try {
            URI u = URI.create(url.trim());
            path = u.getRawPath() == null ? "" : u.getRawPath().toLowerCase(Locale.ROOT);
            query = u.getRawQuery() == null ? "" : u.getRawQuery().toLowerCase(Locale.ROOT);
        } catch (IllegalArgumentException e) {
            return null;
        }
        String last = path.substring(path.lastIndexOf('/') + 1);
        if (last.contains("sitemap") && (last.endsWith(".xml") || last.endsWith(".xml.gz") || last.endsWith(".gz"))) {
            return Kind.SITEMAP;
        }
        for (String e : FEED_ENDINGS) {
            if (last.endsWith(e)) {
                return Kind.FEED;
            }
        }
        for (String segment : path.split("/")) {
            if (FEED_SEGMENTS.contains(segment)) {
                return Kind.FEED;
            }
        }
        if (FEED_QUERY.matcher(query).matches()) {
            return Kind.FEED;
        }
        return null;
    }

    /**
     * Whether a URL names its feed or sitemap as an XML file (feed.xml, sitemap.xml.gz, news.rss): HTML there is a
     * broken source - an error or maintenance page - not a page to extract. A source named by a path segment or a
     * query (/feed, /rss/, ?format=atom) may be a page that lists feeds, so that rule stays with the content.
     */
    public static boolean namedAsXmlFile(String url) {
        if (byUrl(url) == null) {
            return false;
        }
        String path = URI.create(url.trim()).getRawPath();
        String last = path == null ? "" : path.substring(path.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
        for (String e : XML_FILE_ENDINGS) {
            if (last.endsWith(e)) {
                return true;
            }
        }
        return false;
    }

    /**
     * What a fetched body is: a sitemap (a urlset or sitemapindex root), a feed (rss, RDF or Atom root), or null
     * for a page. Decided by the body's first element, not its Content-Type (servers send feeds as text/html and
     * pages as text/xml). gzip bytes are none of these: the fetch step inflates a .xml.gz only at a URL it fetched
     * as a source (under its byte budget and the source's cap), so gzip that reaches here was not to be inflated.
     */
    public static Kind byContent(byte[] body) {
        if (body == null || body.length == 0 || isGzip(body)) {
            return null;
        }
        String head = new String(body, 0, Math.min(body.length, SNIFF), java.nio.charset.StandardCharsets.ISO_8859_1)
                .toLowerCase(Locale.ROOT);
        int i = 0;
        while (i < head.length()) {
            int lt = head.indexOf('<', i);
            if (lt < 0 || lt + 1 >= head.length()) {
                return null;
            }
            char c = head.charAt(lt + 1);
            if (c == '?' || c == '!') {
                int end = head.startsWith("<!--", lt) ? head.indexOf("-->", lt) : head.indexOf('>', lt);
                if (end < 0) {
                    return null;
                }
                i = end + 1;
                continue;
            }
            String rest = head.substring(lt + 1);
            if (rest.startsWith("urlset") || rest.startsWith("sitemapindex")) {
                return Kind.SITEMAP;
            }
            if (rest.startsWith("rss") || rest.startsWith("feed") || rest.startsWith("rdf:rdf")) {
                return Kind.FEED;
            }
            return null; // the first element is something else: html, or XML of another kind
        }
        return null;
    }
}
