package com.newsx.topology.fetch;

import com.newsx.topology.net.CrawlScope;
import com.newsx.topology.net.UrlNormaliser;

/**
 * Whether a redirect's target is followed. A redirect costs no depth (the target is the same page moved), so the
 * chain is bounded by its own count instead: each target carries the hops that led to it, and the hop past
 * {@code fetch.max-redirects} is not followed, whatever the depth. A seed's target becomes the seed (scope follows
 * the host the seed lands on: example.com to www.example.com must not leave a host-scoped crawl with nothing to
 * follow); any other target is judged by the scope like a link.
 */
public final class RedirectPolicy {
    /** Follow {@code target} at {@code depth} from {@code seed} after {@code redirects} hops, or not, because {@code why}. */
    public record Decision(boolean follow, String target, int depth, String seed, int redirects, String why) {
        static Decision stop(String why) {
            return new Decision(false, null, 0, null, 0, why);
        }
    }

    private final CrawlScope scope;
    private final int maxRedirects;
    private final UrlNormaliser normaliser;

    public RedirectPolicy(CrawlScope scope, int maxRedirects, UrlNormaliser normaliser) {
        this.normaliser = normaliser;
        this.scope = scope;
        this.maxRedirects = maxRedirects;
    }

    /** For a page {@code url} at {@code depth} from {@code seed}, reached after {@code redirects} hops. */
    public Decision decide(String url, int depth, String seed, int redirects, String target) {
        int hops = redirects + 1;
        if (hops > maxRedirects) {
            return Decision.stop("not followed: " + hops + " redirects in a row, the limit is " + maxRedirects
                    + " (fetch.max-redirects)");
        }
        if (depth == 0 && isSeed(url, seed)) {
            return new Decision(true, target, 0, target, hops, null);
        }
        boolean inScope;
        try {
            inScope = scope.follows(seed, target, depth);
        } catch (RuntimeException e) {
            inScope = false;
        }
        if (!inScope) {
            return Decision.stop("not followed: the target is out of the crawl's scope");
        }
        return new Decision(true, target, depth, seed, hops, null);
    }

    /** The URL is its seed (a seed as typed may be spelt otherwise than the normalised URL fetched). */
    private boolean isSeed(String url, String seed) {
        return url.equals(seed) || normaliser.normalise(seed).map(url::equals).orElse(false);
    }
}
