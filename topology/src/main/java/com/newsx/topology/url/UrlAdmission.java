package com.newsx.topology.url;

import com.newsx.topology.doc.UrlMessage;
import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.PolitenessKey;
import com.newsx.topology.net.TrackingParams;
import com.newsx.topology.net.UrlNormaliser;

import java.util.Optional;

/**
 * The checks a URL from the topic passes before the seen-set is asked: it must parse, normalise to an http(s)
 * URL no longer than the limit, have no path of a trap ({@link PathFilter}), and point to a public address. Scope was judged when the link was found.
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

    public record Candidate(UrlMessage message, String queueKey) implements Decision {
        public String url() {
            return message.url();
        }
    }

    public record Refused(String url, String reason) implements Decision {
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

    public Decision check(String rawMessage) {
        UrlMessage m;
        try {
            m = UrlMessage.parse(rawMessage);
        } catch (IllegalArgumentException e) {
            return new Refused(rawMessage == null ? "" : rawMessage.strip(), e.getMessage());
        }
        if (m.url().length() > maxLength) {
            return new Refused(m.url(), "URL too long: " + m.url().length() + " characters, the limit is " + maxLength);
        }
        Optional<String> url;
        try {
            url = normaliser.normalise(m.url());
        } catch (RuntimeException e) {
            url = Optional.empty();
        }
        if (url.isEmpty()) {
            return new Refused(m.url(), "malformed or not an http(s) URL");
        }
        if (url.get().length() > maxLength) {
            return new Refused(url.get(), "URL too long: " + url.get().length() + " characters, the limit is " + maxLength);
        }
        Optional<String> trap = paths.check(url.get());
        if (trap.isPresent()) {
            return new Refused(url.get(), trap.get());
        }
        Optional<String> unsafe = guard.check(url.get());
        if (unsafe.isPresent()) {
            return new Refused(url.get(), unsafe.get());
        }
        String key;
        try {
            key = PolitenessKey.of(url.get(), queueMode);
        } catch (RuntimeException e) {
            return new Refused(url.get(), "no host: " + e.getMessage());
        }
        return new Candidate(m.withUrl(url.get()), key);
    }

}
