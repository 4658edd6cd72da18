package com.newsx.extractor.links;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The host and port of an absolute URL, also for a host name with an underscore ({@code my_blog.example.com}): a
 * valid DNS name that real sites use, but not a valid host name by RFC 952, so {@link URI#getHost()} gives null and
 * {@link URI#getPort()} -1 for it (the authority is then "registry-based"). Here the authority is read instead.
 */
public final class UrlHost {
    private static final Pattern HOST_NAME = Pattern.compile("[A-Za-z0-9._-]+");
    private static final Pattern PORT = Pattern.compile("[0-9]{0,5}");

    private UrlHost() {
    }

    /** The lower-cased host of {@code url} (an IPv6 literal in brackets), or null when it has none. */
    public static String of(String url) {
        URI u = parse(url);
        if (u == null) {
            return null;
        }
        if (u.getHost() != null) {
            return u.getHost().toLowerCase(Locale.ROOT);
        }
        String[] hp = registryHostPort(u);
        return hp == null ? null : hp[0];
    }

    /** The port written in {@code url}, or -1 when none is (or the URL has no host). */
    public static int port(String url) {
        URI u = parse(url);
        if (u == null) {
            return -1;
        }
        if (u.getHost() != null) {
            return u.getPort();
        }
        String[] hp = registryHostPort(u);
        return hp == null || hp[1].isEmpty() ? -1 : Integer.parseInt(hp[1]);
    }

    private static URI parse(String url) {
        if (url == null) {
            return null;
        }
        try {
            return new URI(url.strip());
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /**
     * Host and port ("" when none) of an authority java.net.URI could not read as a server: letters, digits,
     * hyphens, dots and underscores, an optional port; anything else (spaces, a second colon) is no host.
     */
    private static String[] registryHostPort(URI u) {
        String auth = u.getRawAuthority();
        if (auth == null) {
            return null;
        }
        String hostPort = auth.substring(auth.lastIndexOf('@') + 1);
        int colon = hostPort.indexOf(':');
        String host = colon < 0 ? hostPort : hostPort.substring(0, colon);
        String port = colon < 0 ? "" : hostPort.substring(colon + 1);
        if (host.isEmpty() || !HOST_NAME.matcher(host).matches() || host.startsWith(".") || host.startsWith("-")
                || !PORT.matcher(port).matches() || !port.isEmpty() && Integer.parseInt(port) > 65535) {
            return null;
        }
        return new String[]{host.toLowerCase(Locale.ROOT), port};
    }
}
