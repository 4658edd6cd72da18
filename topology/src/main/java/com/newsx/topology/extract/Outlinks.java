package com.newsx.topology.extract;

import com.newsx.topology.url.CrawlScope;
import com.newsx.topology.url.UrlNormaliser;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

import java.util.LinkedHashSet;
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

    /** Links of {@code doc} (parsed with its URL as base), for a page at {@code depth} reached from {@code seed}. */
    public Set<String> of(Document doc, String pageUrl, String seed, int depth) {
        Set<String> links = new LinkedHashSet<>();
        for (Element a : doc.select("a[href]")) {
            if (links.size() >= maxPerPage) {
                break;
            }
            if (a.attr("rel").contains("nofollow")) {
                continue;
            }
            Optional<String> url = normaliser.normalise(a.absUrl("href"));
            if (url.isPresent() && !url.get().equals(pageUrl) && scope.follows(seed, url.get(), depth + 1)) {
                links.add(url.get());
            }
        }
        return links;
    }
}
