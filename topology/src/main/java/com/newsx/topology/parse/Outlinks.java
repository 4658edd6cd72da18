package com.newsx.topology.parse;

import com.newsx.topology.cache.ByteBoundedLru;
import com.newsx.topology.net.CrawlScope;
import com.newsx.topology.net.UrlNormaliser;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/** The links of a page that the crawl follows: absolute, normalised, in scope, each once, at most a cap. */
public final class Outlinks {
    private final CrawlScope scope;
    private final int maxPerPage;
    private final UrlNormaliser normaliser;
    /**
     * Menus, footers and related links repeat on every page of a site: each is normalised once per task, and its host
     * read once (reading it parsed the URL again: a third of this step), remembered in 16 MB at most (bounded by
     * bytes: a hostile page's links can be 8 KB each).
     */
    private final ByteBoundedLru<String, Link> normalised = new ByteBoundedLru<>(16L << 20,
            (href, link) -> ByteBoundedLru.stringBytes(href) + Link.BYTES + ByteBoundedLru.stringBytes(link.url())
                    + ByteBoundedLru.stringBytes(link.host()));

    /** A link normalised ("" for one that is not an http(s) URL) and its host (null for none). */
    private record Link(String url, String host) {
        /** The record object itself. */
        static final long BYTES = 24;
    }

    public Outlinks(CrawlScope scope, int maxPerPage, UrlNormaliser normaliser) {
        this.normaliser = normaliser;
        this.scope = scope;
        this.maxPerPage = maxPerPage;
    }

    /** The normalised URL, or "" for a link that is not an http(s) URL. */
    private String normalise(String href) {
        try {
            return normaliser.normalise(href).orElse("");
        } catch (RuntimeException e) {
            return "";
        }
    }

    private static String hostOf(String url) {
        try {
            return CrawlScope.host(url);
        } catch (RuntimeException e) {
            return null; // as an unreadable link: not followed
        }
    }

    /** The page's absolute links to follow, for a page at {@code depth} reached from {@code seed}. */
    public Set<String> of(List<String> pageLinks, String pageUrl, String seed, int depth) {
        Set<String> links = new LinkedHashSet<>();
        Predicate<String> inScope;
        try {
            inScope = scope.followsHost(seed, depth + 1);
        } catch (RuntimeException e) {
            return links; // a seed whose host cannot be read follows nothing
        }
        for (String href : pageLinks) {
            if (links.size() >= maxPerPage) {
                break;
            }
            Link link = normalised.get(href);
            if (link == null) {
                String url = normalise(href);
                link = new Link(url, url.isEmpty() ? null : hostOf(url));
                normalised.put(href, link);
            }
            String url = link.url();
            try {
                if (!url.isEmpty() && !url.equals(pageUrl) && inScope.test(link.host())) {
                    links.add(url);
                }
            } catch (RuntimeException e) {
                // one unparseable link (ht!tp://...) costs that link, not the page
            }
        }
        return links;
    }
}
