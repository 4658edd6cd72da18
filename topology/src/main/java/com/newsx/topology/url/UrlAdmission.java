package com.newsx.topology.url;

import com.newsx.topology.fetch.PolitenessKey;
import com.newsx.topology.seed.UrlMessage;
import com.newsx.topology.status.SeenSet;

import java.io.IOException;
import java.net.URI;
import java.util.Optional;

/**
 * Decides whether a URL from the topic enters the crawl: it must parse, normalise to an http(s) URL, point
 * to a public address, and be new to the seen-set. Scope was judged when the link was found.
 */
public final class UrlAdmission {
    private final UrlNormaliser normaliser = new UrlNormaliser();
    private final AddressGuard guard;
    private final SeenSet seen;
    private final PolitenessKey.Mode queueMode;

    /** The outcome: admitted (with its politeness queue key), refused (with reason), or already seen. */
    public sealed interface Decision permits Admitted, Refused, AlreadySeen {
    }

    public record Admitted(UrlMessage message, String host, String queueKey) implements Decision {
    }

    public record Refused(String url, String reason) implements Decision {
    }

    public record AlreadySeen(String url) implements Decision {
    }

    public UrlAdmission(AddressGuard guard, SeenSet seen, PolitenessKey.Mode queueMode) {
        this.guard = guard;
        this.seen = seen;
        this.queueMode = queueMode;
    }

    /** @throws IOException when the seen-set cannot answer: retry later */
    public Decision admit(String rawMessage) throws IOException {
        UrlMessage m;
        try {
            m = UrlMessage.parse(rawMessage);
        } catch (IllegalArgumentException e) {
            return new Refused(rawMessage == null ? "" : rawMessage.strip(), e.getMessage());
        }
        Optional<String> url = normaliser.normalise(m.url());
        if (url.isEmpty()) {
            return new Refused(m.url(), "malformed or not an http(s) URL");
        }
        Optional<String> unsafe = guard.check(url.get());
        if (unsafe.isPresent()) {
            return new Refused(url.get(), unsafe.get());
        }
        String host = URI.create(url.get()).getHost();
        if (!seen.addIfAbsent(url.get(), host, m.depth(), m.parent())) {
            return new AlreadySeen(url.get());
        }
        UrlMessage normalised = new UrlMessage(url.get(), m.depth(), m.seed(), m.parent());
        return new Admitted(normalised, host, PolitenessKey.of(url.get(), queueMode));
    }
}
