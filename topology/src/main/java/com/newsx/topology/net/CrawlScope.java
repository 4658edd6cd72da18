package com.newsx.topology.net;

import com.newsx.extractor.links.UrlHost;
import crawlercommons.domains.EffectiveTldFinder;

import java.util.Locale;
import java.util.function.Predicate;

/**
 * Which outlinks a crawl follows: those on the seed's host, or its registered domain (news.example.com.cn
 * and www.example.com.cn share example.com.cn), up to a maximum depth. Seeds themselves are always in scope.
 */
public final class CrawlScope {
    public enum Mode { HOST, DOMAIN, NONE }

    private final Mode mode;
    private final int maxDepth;

    public CrawlScope(Mode mode, int maxDepth) {
        this.mode = mode;
        this.maxDepth = maxDepth;
    }

    public static CrawlScope parse(String mode, int maxDepth) {
        return new CrawlScope(Mode.valueOf(mode.trim().toUpperCase(Locale.ROOT)), maxDepth);
    }

    /** Whether an outlink found on a page reached from {@code seedUrl}, at {@code depth}, is followed. */
    public boolean follows(String seedUrl, String linkUrl, int depth) {
        return follows(seedUrl, depth).test(linkUrl);
    }

    /**
     * {@link #follows(String, String, int)} for all the outlinks of one page: the seed's host (and registered
     * domain) is read once, not once a link.
     */
    public Predicate<String> follows(String seedUrl, int depth) {
        Predicate<String> hosts = followsHost(seedUrl, depth);
        return link -> hosts.test(host(link));
    }

    /**
     * {@link #follows(String, int)} on the link's host ({@link UrlHost#of}; null for none), for a caller that has
     * read it already.
     */
    public Predicate<String> followsHost(String seedUrl, int depth) {
        if (depth > maxDepth || mode == Mode.NONE) {
            return linkHost -> false;
        }
        String seedHost = host(seedUrl);
        if (seedHost == null) {
            return linkHost -> false;
        }
        if (mode == Mode.HOST) {
            return seedHost::equals;
        }
        String seedDomain = registeredDomain(seedHost);
        return linkHost -> linkHost != null && seedDomain.equals(registeredDomain(linkHost));
    }

    static String registeredDomain(String host) {
        String d = EffectiveTldFinder.getAssignedDomain(host, true, false);
        return d == null ? host : d;
    }

    public static String host(String url) {
        return UrlHost.of(url); // a host with an underscore too
    }
}
