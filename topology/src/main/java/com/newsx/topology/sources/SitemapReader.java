package com.newsx.topology.sources;

import com.newsx.topology.config.SourceSettings;

import crawlercommons.sitemaps.AbstractSiteMap;
import crawlercommons.sitemaps.SiteMap;
import crawlercommons.sitemaps.SiteMapIndex;
import crawlercommons.sitemaps.SiteMapParser;
import crawlercommons.sitemaps.SiteMapURL;
import crawlercommons.sitemaps.UnknownFormatException;
import crawlercommons.sitemaps.extension.Extension;
import crawlercommons.sitemaps.extension.ExtensionMetadata;
import crawlercommons.sitemaps.extension.NewsAttributes;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a sitemap with crawler-commons' {@link SiteMapParser}: a sitemap index (its child sitemaps), a plain
 * sitemap ({@code lastmod}) or a Google News sitemap ({@code news:publication_date}, {@code news:title}), gzipped
 * or not. In the crawl a .xml.gz arrives inflated (the fetch step inflates it, for a URL fetched as a source, under
 * its byte budget); gzip handed here directly is inflated under the sitemap byte cap first, as the parser does not
 * cap what it inflates;
 * the parser's own "strict" keeps only URLs under the sitemap's folder, which drops most news sitemaps' articles,
 * so it runs lenient and {@link EntryFilter} keeps the sitemap's host only. Thread-safe.
 */
public final class SitemapReader {
    private final SourceSettings settings;
    private final EntryFilter filter;

    public SitemapReader(SourceSettings settings) {
        this.settings = settings;
        this.filter = new EntryFilter(settings);
    }

    /**
     * @param body        the bytes fetched (transfer encoding undone; a .gz sitemap inflated by the fetch step, or not)
     * @param url         the sitemap's URL
     * @param contentType the Content-Type header, or null
     * @param now         epoch ms, for the age cap
     */
    public SourceRead read(byte[] body, String url, String contentType, long now) {
        if (body == null || body.length == 0) {
            return SourceRead.failed("empty sitemap");
        }
        if (body.length > settings.sitemapMaxBytes()) {
            return SourceRead.failed("sitemap too large: " + body.length + " bytes > " + settings.sitemapMaxBytes());
        }
        URL u;
        try {
            u = URI.create(url).toURL();
        } catch (IllegalArgumentException | MalformedURLException e) {
            return SourceRead.failed("bad sitemap URL: " + url);
        }
        byte[] xml = body;
        String type = contentType == null ? "" : contentType;
        if (type.toLowerCase(java.util.Locale.ROOT).contains("gzip") && !CappedGzip.isGzip(body)) {
            type = "application/xml"; // sent as .xml.gz and inflated by the fetch step: the parser must not gunzip it
        }
        if (CappedGzip.isGzip(body)) {
            try {
                xml = CappedGzip.inflate(body, settings.sitemapMaxBytes());
            } catch (IOException e) {
                return SourceRead.failed("gzip sitemap " + (e instanceof CappedGzip.TooLarge ? "" : "broken: ") + e.getMessage());
            }
            type = "application/xml"; // inflated here: the parser must not inflate it again (uncapped)
        }
        AbstractSiteMap map;
        try {
            map = parser().parseSiteMap(type.isEmpty() ? "application/xml" : type, xml, u);
        } catch (UnknownFormatException e) {
            // the parser wraps a broken XML document this way too: say which it is
            if (e.getCause() instanceof org.xml.sax.SAXException sax) {
                return SourceRead.failed("malformed sitemap: " + firstLine(sax.getMessage()));
            }
            return SourceRead.failed("not a sitemap: " + firstLine(e.getMessage()));
        } catch (IOException | RuntimeException e) {
            return SourceRead.failed("malformed sitemap: " + firstLine(String.valueOf(e.getMessage())));
        }
        if (map.isIndex()) {
            return index((SiteMapIndex) map, url);
        }
        List<SourceEntry> found = new ArrayList<>();
        for (SiteMapURL s : ((SiteMap) map).getSiteMapUrls()) {
            found.add(entry(s));
        }
        EntryFilter.Kept kept = filter.keep(found, url, true, now);
        return new SourceRead(SourceRead.Kind.SITEMAP, kept.entries(), List.of(), kept.dropped(), null);
    }

    private SourceRead index(SiteMapIndex index, String url) {
        String host = EntryFilter.host(url);
        String self = withoutFragment(url);
        Set<String> children = new LinkedHashSet<>();
        int offHost = 0;
        int overCap = 0;
        for (AbstractSiteMap child : index.getSitemaps()) {
            String c = withoutFragment(child.getUrl().toString());
            if (host == null || !host.equals(EntryFilter.host(c))) {
                offHost++;
            } else if (c.equals(self)) {
                continue; // an index that lists itself: nothing new there
            } else if (children.size() >= settings.maxEntries()) {
                overCap++;
            } else {
                children.add(c);
            }
        }
        return new SourceRead(SourceRead.Kind.SITEMAP_INDEX, List.of(), List.copyOf(children),
                new SourceRead.Dropped(0, offHost, overCap), null);
    }

    private static SourceEntry entry(SiteMapURL s) {
        long published = -1;
        String title = null;
        ExtensionMetadata[] news = s.getAttributesForExtension(Extension.NEWS);
        if (news != null) {
            for (ExtensionMetadata m : news) {
                if (m instanceof NewsAttributes n) {
                    Date d = n.getPublicationDate();
                    if (d != null && published < 0) {
                        published = d.getTime();
                    }
                    if (title == null) {
                        title = n.getTitle();
                    }
                }
            }
        }
        if (published < 0 && s.getLastModified() != null) {
            published = s.getLastModified().getTime();
        }
        return new SourceEntry(s.getUrl().toString(), published, title);
    }

    /** A fresh parser per read: its settings are few, and a shared one is not documented as thread-safe. */
    private static SiteMapParser parser() {
        SiteMapParser p = new SiteMapParser(false, false);
        p.enableExtension(Extension.NEWS);
        return p;
    }

    /** The Sitemap: lines of a robots.txt that point at the same host (other hosts' sitemaps are not ours to read). */
    public static List<String> robotsSitemaps(List<String> sitemapLines, String robotsUrl) {
        String host = EntryFilter.host(robotsUrl);
        Set<String> out = new LinkedHashSet<>();
        for (String s : sitemapLines) {
            if (host != null && host.equals(EntryFilter.host(s))) {
                out.add(withoutFragment(s.trim()));
            }
        }
        return List.copyOf(out);
    }

    private static String withoutFragment(String url) {
        int hash = url.indexOf('#');
        return hash < 0 ? url : url.substring(0, hash);
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int nl = s.indexOf('\n');
        String l = nl < 0 ? s : s.substring(0, nl);
        return l.length() > 200 ? l.substring(0, 200) + "..." : l;
    }
}
