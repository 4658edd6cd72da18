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
     * Menus, footers and related links repeat on every page of a site: each is normalised once per task, remembered
     * in 16 MB at most (bounded by bytes: a hostile page's links can be 8 KB each).
     */
    private final ByteBoundedLru<String, String> normalised = ByteBoundedLru.ofStrings(16L << 20);

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

    /** The page's absolute links to follow, for a page at {@code depth} reached from {@code seed}. */
    public Set<String> of(List<String> pageLinks, String pageUrl, String seed, int depth) {
        Set<String> links = new LinkedHashSet<>();
        Predicate<String> inScope;
        try {
            inScope = scope.follows(seed, depth + 1);
        } catch (RuntimeException e) {
            return links; // a seed whose host cannot be read follows nothing
        }
        for (String href : pageLinks) {
            if (links.size() >= maxPerPage) {
                break;
            }
            String url = normalised.get(href);
            if (url == null) {
                url = normalise(href);
                normalised.put(href, url);
            }
            try {
                if (!url.isEmpty() && !url.equals(pageUrl) && inScope.test(url)) {
                    links.add(url);
                }
            } catch (RuntimeException e) {
                // one unparseable link (ht!tp://...) costs that link, not the page
            }
        }
        return links;
    }
}
