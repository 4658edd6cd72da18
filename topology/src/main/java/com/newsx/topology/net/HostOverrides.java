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
 * operator who maps a name has vouched for its address: the private-address guard lets it through.
 */
public final class HostOverrides {
    private record Rule(String suffix, boolean wildcard, InetAddress address) {
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
            o.rules.add(new Rule(wildcard ? pattern.substring(1) : pattern, wildcard, a));
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

    public boolean isEmpty() {
        return rules.isEmpty();
    }
}
