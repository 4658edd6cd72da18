package com.newsx.topology.parse;

import com.newsx.topology.url.CrawlScope;
import com.newsx.topology.url.UrlNormaliser;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The links of a page that the crawl follows: absolute, normalised, in scope, each once, at most a cap. */
public final class Outlinks {
    private final CrawlScope scope;
    private final int maxPerPage;
    private final UrlNormaliser normaliser = new UrlNormaliser();

    public Outlinks(CrawlScope scope, int maxPerPage) {
        this.scope = scope;
        this.maxPerPage = maxPerPage;
    }

    /** The page's absolute links to follow, for a page at {@code depth} reached from {@code seed}. */
    public Set<String> of(List<String> pageLinks, String pageUrl, String seed, int depth) {
        Set<String> links = new LinkedHashSet<>();
        for (String href : pageLinks) {
            if (links.size() >= maxPerPage) {
                break;
            }
            try {
                Optional<String> url = normaliser.normalise(href);
                if (url.isPresent() && !url.get().equals(pageUrl) && scope.follows(seed, url.get(), depth + 1)) {
                    links.add(url.get());
                }
            } catch (RuntimeException e) {
                // one unparseable link (ht!tp://...) costs that link, not the page
            }
        }
        return links;
    }
}
