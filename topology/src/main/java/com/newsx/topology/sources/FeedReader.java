package com.newsx.topology.sources;

import com.newsx.topology.config.SourceSettings;

import com.rometools.rome.feed.synd.SyndEntry;
import com.rometools.rome.feed.synd.SyndFeed;
import com.rometools.rome.feed.synd.SyndLink;
import com.rometools.rome.io.FeedException;
import com.rometools.rome.io.SyndFeedInput;
import com.rometools.rome.io.XmlReader;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Locale;

/**
 * Reads an RSS (0.9x, 1.0, 2.0) or Atom feed with Rome, which tells the formats apart by their root element:
 * each entry's link (relative links resolved against the feed), its published date (else its updated date) and
 * its title. A page of HTML where a feed was expected (a moved feed, a consent wall) is a clear error, not an
 * empty feed. DOCTYPEs are refused (Rome's default), so no external entity is ever read. Thread-safe.
 */
public final class FeedReader {
    private static final int SNIFF = 1024;

    private final SourceSettings settings;
    private final EntryFilter filter;

    public FeedReader(SourceSettings settings) {
        this.settings = settings;
        this.filter = new EntryFilter(settings);
    }

    /**
     * @param body        the bytes fetched (transfer encoding undone)
     * @param url         the feed's URL: relative entry links resolve against it
     * @param contentType the Content-Type header, or null (its charset is used when the XML declares none)
     * @param now         epoch ms, for the age cap
     */
    public SourceRead read(byte[] body, String url, String contentType, long now) {
        if (body == null || body.length == 0) {
            return SourceRead.failed("empty feed");
        }
        if (body.length > settings.feedMaxBytes()) {
            return SourceRead.failed("feed too large: " + body.length + " bytes > " + settings.feedMaxBytes());
        }
        if (looksLikeHtml(body)) {
            return SourceRead.failed("not a feed: an HTML page" + (contentType == null ? "" : " (" + contentType + ")"));
        }
        SyndFeed feed;
        try (XmlReader xml = new XmlReader(new ByteArrayInputStream(body), contentType, true)) {
            SyndFeedInput input = new SyndFeedInput();
            input.setAllowDoctypes(false);
            feed = input.build(xml);
        } catch (FeedException | IOException | RuntimeException e) {
            return SourceRead.failed("not a feed: " + oneLine(e.getMessage()));
        }
        List<SourceEntry> found = new ArrayList<>();
        for (SyndEntry e : feed.getEntries()) {
            String link = link(e, url);
            if (link != null) {
                found.add(new SourceEntry(link, time(e), e.getTitle()));
            }
        }
        EntryFilter.Kept kept = filter.keep(found, url, false, now);
        return new SourceRead(SourceRead.Kind.FEED, kept.entries(), List.of(), kept.dropped(), null);
    }

    /** The entry's page: its link (Atom: the alternate link), else an id that is a URL (RSS guid isPermaLink). */
    private static String link(SyndEntry e, String feedUrl) {
        String href = e.getLink();
        if (href == null && e.getLinks() != null) {
            for (SyndLink l : e.getLinks()) {
                if (l.getHref() != null && (l.getRel() == null || l.getRel().equals("alternate"))) {
                    href = l.getHref();
                    break;
                }
            }
        }
        if (href == null && e.getUri() != null && e.getUri().startsWith("http")) {
            href = e.getUri();
        }
        if (href == null || href.isBlank()) {
            return null;
        }
        try {
            URI resolved = URI.create(feedUrl).resolve(href.trim());
            String scheme = resolved.getScheme();
            return scheme != null && (scheme.equals("http") || scheme.equals("https")) ? resolved.toString() : null;
        } catch (IllegalArgumentException bad) {
            return null;
        }
    }

    private static long time(SyndEntry e) {
        Date d = e.getPublishedDate() != null ? e.getPublishedDate() : e.getUpdatedDate();
        return d == null ? -1 : d.getTime();
    }

    /** The first markup after a BOM, whitespace and comments is an HTML doctype or html element. */
    static boolean looksLikeHtml(byte[] body) {
        String head = new String(body, 0, Math.min(body.length, SNIFF), StandardCharsets.ISO_8859_1)
                .toLowerCase(Locale.ROOT);
        int i = 0;
        while (i < head.length()) {
            char c = head.charAt(i);
            if (Character.isWhitespace(c) || c == '\u00ef' || c == '\u00bb' || c == '\u00bf') {
                i++; // whitespace, or the UTF-8 BOM's bytes read as Latin-1
            } else if (head.startsWith("<!--", i)) {
                int end = head.indexOf("-->", i);
                if (end < 0) {
                    return false;
                }
                i = end + 3;
            } else {
                return head.startsWith("<!doctype html", i) || head.startsWith("<html", i);
            }
        }
        return false;
    }

    private static String oneLine(String s) {
        if (s == null) {
            return "unreadable";
        }
        String l = s.replace('\n', ' ').strip();
        return l.length() > 200 ? l.substring(0, 200) + "..." : l;
    }
}
