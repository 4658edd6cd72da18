package com.newsx.topology.net;

import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.doc.UrlMessage;
import com.newsx.extractor.links.UrlHost;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The checks a URL from the topic passes before the seen-set is asked: it must parse, normalise to an http(s)
 * URL no longer than the limit, have no path of a trap ({@link PathFilter}), and point to a public address. Scope was judged when the link was found.
 * The checks are in two steps so that no thread waits for DNS: {@link #check} does all that needs no lookup; a
 * candidate that names a host to look up ({@link Candidate#lookup}) is judged by {@link #admit} once its
 * {@link NameResolver} answered.
 */
public final class UrlAdmission {
    private final UrlNormaliser normaliser;
    private final AddressGuard guard;
    private final PolitenessKey.Mode queueMode;
    private final int maxLength;
    private final PathFilter paths;

    /** The outcome: a candidate for the seen-set (with its politeness queue key), or refused with a reason. */
    public sealed interface Decision permits Candidate, Refused {
    }

    /** A URL that passed; {@code lookup}: the host whose addresses are still to be judged ({@link #admit}), or null. */
    public record Candidate(UrlMessage message, String queueKey, String lookup) implements Decision {
        public Candidate(UrlMessage message, String queueKey) {
            this(message, queueKey, null);
        }

        public String url() {
            return message.url();
        }
    }

    /** A URL refused, and why; {@code seed}: it was a seed given to the crawl ({@link UrlMessage#isSeed}). */
    public record Refused(String url, String reason, boolean seed) implements Decision {
    }

    public UrlAdmission(AddressGuard guard, PolitenessKey.Mode queueMode, int maxLength) {
        this(guard, queueMode, maxLength, new PathFilter(0, 0, 0));
    }

    public UrlAdmission(AddressGuard guard, PolitenessKey.Mode queueMode, int maxLength, PathFilter paths) {
        this(guard, queueMode, maxLength, paths, new UrlNormaliser(TrackingParams.NONE));
    }

    public UrlAdmission(AddressGuard guard, PolitenessKey.Mode queueMode, int maxLength, PathFilter paths,
                        UrlNormaliser normaliser) {
        this.normaliser = normaliser;
        this.guard = guard;
        this.queueMode = queueMode;
        this.maxLength = maxLength;
        this.paths = paths;
    }

    /** The admission a crawl's settings describe ({@code url.*}, the address guard, {@code fetch.queue-mode}). */
    public static UrlAdmission from(CrawlerSettings settings) {
        return new UrlAdmission(AddressGuard.from(settings), PolitenessKey.mode(settings.fetch().queueMode()),
                settings.url().maxLength(), new PathFilter(settings.url().maxSegmentRepeats(),
                settings.url().maxPathSegments(), settings.url().maxPathLength()), UrlNormaliser.of(settings.url()));
    }

    public Decision check(String rawMessage) {
        UrlMessage m;
        try {
            m = UrlMessage.parse(rawMessage);
        } catch (IllegalArgumentException e) {
            return new Refused(rawMessage == null ? "" : rawMessage.strip(), e.getMessage(), false);
        }
        if (m.url().length() > maxLength) {
            return new Refused(m.url(), "URL too long: " + m.url().length() + " characters, the limit is " + maxLength
                    + " (url.max-length)", m.isSeed());
        }
        Optional<String> url;
        try {
            url = normaliser.normalise(m.url());
        } catch (RuntimeException e) {
            url = Optional.empty();
        }
        if (url.isEmpty()) {
            return new Refused(m.url(), "malformed or not an http(s) URL", m.isSeed());
        }
        if (url.get().length() > maxLength) {
            return new Refused(url.get(), "URL too long: " + url.get().length() + " characters, the limit is " + maxLength
                    + " (url.max-length)", m.isSeed());
        }
        Optional<String> trap = paths.check(url.get());
        if (trap.isPresent()) {
            return new Refused(url.get(), trap.get(), m.isSeed());
        }
        Optional<String> unsafe = guard.checkBeforeLookup(url.get());
        if (unsafe.isPresent()) {
            return new Refused(url.get(), unsafe.get(), m.isSeed());
        }
        String key;
        try {
            // a queue per IP waits for the lookup too: its key until then is the host
            key = PolitenessKey.of(url.get(), queueMode == PolitenessKey.Mode.IP ? PolitenessKey.Mode.HOST : queueMode);
        } catch (RuntimeException e) {
            return new Refused(url.get(), "no host: " + e.getMessage(), m.isSeed());
        }
        boolean lookup = guard.needsLookup(url.get()) || queueMode == PolitenessKey.Mode.IP;
        return new Candidate(m.withUrl(url.get()), key, lookup ? UrlHost.of(url.get()) : null);
    }

    /**
     * The whole admission of a URL the crawl is sent to rather than one it queues (where robots.txt redirects): the
     * checks of {@link #check}, then, for a name to look up, its addresses ({@link #admit}) once {@code names}
     * answered. Empty if it passes, else why not; never completes exceptionally.
     */
    public CompletableFuture<Optional<String>> refusal(String url, NameResolver names) {
        Decision d = check(url);
        if (d instanceof Refused r) {
            return CompletableFuture.completedFuture(Optional.of(r.reason()));
        }
        Candidate c = (Candidate) d;
        if (c.lookup() == null) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return names.resolve(c.lookup()).thenApply(r -> admit(c, r) instanceof Refused refused
                ? Optional.of(refused.reason()) : Optional.<String>empty());
    }

    /**
     * A candidate whose host was looked up: refused if it resolves to an address the guard refuses; else admitted,
     * with its queue key when queues are per IP. A name that did not resolve (unknown, timed out) is admitted as
     * before: DNS may come back, and the fetch step, which resolves again and records a failure as a retry, decides.
     */
    public Decision admit(Candidate c, NameResolver.Resolution r) {
        String host = c.lookup() == null ? UrlHost.of(c.url()) : c.lookup();
        if (r.ok()) {
            Optional<String> unsafe = guard.checkAddresses(host, r.addresses());
            if (unsafe.isPresent()) {
                return new Refused(c.url(), unsafe.get(), c.message().isSeed());
            }
        }
        String key = queueMode == PolitenessKey.Mode.IP && r.ok() && r.addresses().length > 0
                ? r.addresses()[0].getHostAddress() : c.queueKey();
        return new Candidate(c.message(), key, null);
    }

}
