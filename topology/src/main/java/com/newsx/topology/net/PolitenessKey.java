package com.newsx.topology.net;

import com.newsx.extractor.links.UrlHost;
import crawlercommons.domains.EffectiveTldFinder;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;

/** The politeness queue a URL belongs to: its host, its registered domain, or its server's IP address. */
public final class PolitenessKey {
    public enum Mode { HOST, DOMAIN, IP }

    private PolitenessKey() {
    }

    public static Mode mode(String setting) {
        return Mode.valueOf(setting.trim().toUpperCase(Locale.ROOT));
    }

    public static String of(String url, Mode mode) {
        String host = UrlHost.of(url);
        if (host == null) {
            throw new IllegalArgumentException("no host in " + url);
        }
        return switch (mode) {
            case HOST -> host;
            case DOMAIN -> {
                String d = EffectiveTldFinder.getAssignedDomain(host, true, false);
                yield d == null ? host : d;
            }
            case IP -> {
                try {
                    yield InetAddress.getByName(host).getHostAddress();
                } catch (UnknownHostException e) {
                    yield host; // unresolvable here (e.g. behind a proxy): fall back to the host
                }
            }
        };
    }
}
