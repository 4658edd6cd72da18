package com.newsx.topology.net;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Host names the crawler resolves itself ({@code fetch.resolve}: {@code *.bench=127.0.0.1,news.example=10.0.0.5}),
 * so that tests, benches and demos reach a local web under real-looking names without /etc/hosts or a proxy. An
 * operator who maps a name has vouched for its address: the private-address guard lets it through. An entry may end
 * in {@code @ms} ({@code *.slow.test=127.0.0.1@10000}): the name then resolves only after that long, as behind a
 * slow name server.
 */
public final class HostOverrides {
    private record Rule(String suffix, boolean wildcard, InetAddress address, long delayMs) {
        boolean matches(String host) {
            return wildcard ? host.endsWith(suffix) : host.equals(suffix);
        }
    }

    private final List<Rule> rules = new ArrayList<>();

    /** Parses the setting; an empty string maps nothing. */
    public static HostOverrides parse(String setting) {
        HostOverrides o = new HostOverrides();
        for (String part : setting.split(",")) {
            String p = part.trim();
            if (p.isEmpty()) {
                continue;
            }
            int eq = p.indexOf('=');
            if (eq < 1) {
                throw new IllegalArgumentException("fetch.resolve entries are pattern=address, got '" + p + "'");
            }
            String pattern = p.substring(0, eq).trim().toLowerCase(Locale.ROOT);
            String addr = p.substring(eq + 1).trim();
            long delay = 0;
            int at = addr.indexOf('@');
            if (at >= 0) {
                try {
                    delay = Long.parseLong(addr.substring(at + 1).trim());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("fetch.resolve: a delay is @milliseconds, got '" + p + "'");
                }
                addr = addr.substring(0, at).trim();
            }
            InetAddress a;
            try {
                if (!addr.matches("[0-9.]+|[0-9a-fA-F:]+")) {
                    throw new UnknownHostException(addr);
                }
                a = InetAddress.getByName(addr); // a literal: no lookup happens
            } catch (UnknownHostException e) {
                throw new IllegalArgumentException("fetch.resolve needs an IP address literal, got '" + addr + "'");
            }
            boolean wildcard = pattern.startsWith("*.");
            o.rules.add(new Rule(wildcard ? pattern.substring(1) : pattern, wildcard, a, Math.max(0, delay)));
        }
        return o;
    }

    public Optional<InetAddress> lookup(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        for (Rule r : rules) {
            if (r.matches(h)) {
                return Optional.of(r.address());
            }
        }
        return Optional.empty();
    }

    /**
     * How long the name server takes to answer for a mapped name (an entry's {@code @ms}: a slow name server for tests
     * and benches); 0 for an unmapped name or an entry without a delay.
     */
    public long delayMs(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        for (Rule r : rules) {
            if (r.matches(h)) {
                return r.delayMs();
            }
        }
        return 0;
    }

    public boolean isEmpty() {
        return rules.isEmpty();
    }
}
