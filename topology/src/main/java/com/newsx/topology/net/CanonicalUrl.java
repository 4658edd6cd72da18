package com.newsx.topology.net;

import java.net.URI;
import java.util.Optional;

/**
 * Which URL a page's {@code <link rel="canonical">} makes its article's, if any: the canonical normalised as every
 * URL is, when it is an http(s) URL of the page's own registered domain (www.example.com and m.example.com are one
 * site). Then a feed's link, a home page's link and an AMP or print copy of one story end as one document.
 * <p>
 * A canonical on another site is ignored: syndication partners point their copies' canonicals at the original, and
 * a copy is the copies step's to link ({@code duplicate_of}), not a reason to index one site's page under another
 * site's URL (nor a way for any site to overwrite another's document). A canonical naming the site's root for a page
 * that is not the root is ignored too: a misconfigured template that names the home page on every article would
 * otherwise fold all of them into one document.
 */
public final class CanonicalUrl {
    private final UrlNormaliser normaliser;

    public CanonicalUrl(UrlNormaliser normaliser) {
        this.normaliser = normaliser;
    }

    /**
     * The canonical URL to index the page under ({@code pageUrl} itself when the page names itself), or empty.
     *
     * @param pageUrl the page's normalised URL
     * @param href    the absolute URL its canonical link names, or null
     */
    public Optional<String> of(String pageUrl, String href) {
        if (href == null || href.isBlank()) {
            return Optional.empty();
        }
        Optional<String> canonical;
        try {
            canonical = normaliser.normalise(href);
        } catch (RuntimeException e) {
            return Optional.empty();
        }
        if (canonical.isEmpty() || canonical.get().equals(pageUrl)) {
            return canonical;
        }
        String pageHost = CrawlScope.host(pageUrl);
        String host = CrawlScope.host(canonical.get());
        if (pageHost == null || host == null
                || !CrawlScope.registeredDomain(pageHost).equals(CrawlScope.registeredDomain(host))) {
            return Optional.empty();
        }
        if (isRoot(canonical.get()) && !isRoot(pageUrl)) {
            return Optional.empty();
        }
        return canonical;
    }

    private static boolean isRoot(String url) {
        try {
            URI u = URI.create(url);
            String path = u.getRawPath();
            return (path == null || path.isEmpty() || path.equals("/")) && u.getRawQuery() == null;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
