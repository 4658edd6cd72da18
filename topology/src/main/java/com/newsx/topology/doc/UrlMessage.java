package com.newsx.topology.doc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;

/**
 * A URL on the "urls" topic: a seed typed by a user ({@code https://...} alone on a line, or
 * {@code {"url": "..."}}) or an outlink the crawl found ({@code {"url","depth","seed","parent"}}).
 *
 * @param url    the URL as written (normalised later)
 * @param depth  links from the seed (0 for a seed)
 * @param seed   the seed this URL was reached from (itself for a seed): scope is judged against it
 * @param parent the page that linked here, or null
 * @param published when a feed or sitemap says the page was published (epoch ms), or -1: a hint
 * @param title     the title a feed or sitemap gives the page, or null: a hint
 * @param redirects the redirect hops that led here (0 for a URL found as a link): a chain ends at fetch.max-redirects
 */
public record UrlMessage(String url, int depth, String seed, String parent, long published, String title,
                         int redirects) {
    private static final ObjectMapper JSON = new ObjectMapper();

    public UrlMessage(String url, int depth, String seed, String parent) {
        this(url, depth, seed, parent, -1, null);
    }

    public UrlMessage(String url, int depth, String seed, String parent, long published, String title) {
        this(url, depth, seed, parent, published, title, 0);
    }

    public static UrlMessage seed(String url) {
        return new UrlMessage(url, 0, url, null);
    }

    /** Whether this is a seed given to the crawl (bin/seed), not a URL the crawl found: no depth, no parent page. */
    public boolean isSeed() {
        return depth == 0 && parent == null && redirects == 0;
    }

    /** Reads a message; a bare line is a seed URL. Throws IllegalArgumentException with the reason. */
    public static UrlMessage parse(String message) {
        if (message == null || message.isBlank()) {
            throw new IllegalArgumentException("empty message");
        }
        String m = message.trim();
        if (!m.startsWith("{")) {
            return seed(m);
        }
        try {
            JsonNode n = JSON.readTree(m);
            String url = n.path("url").asText(null);
            if (url == null || url.isBlank()) {
                throw new IllegalArgumentException("message has no \"url\": " + abbreviate(m));
            }
            long published = -1;
            if (n.hasNonNull("published")) {
                try {
                    published = java.time.Instant.parse(n.get("published").asText()).toEpochMilli();
                } catch (java.time.format.DateTimeParseException e) {
                    // a hint that does not parse is no hint
                }
            }
            return new UrlMessage(url, n.path("depth").asInt(0), n.path("seed").asText(url), n.path("parent").asText(null),
                    published, n.path("title").asText(null), Math.max(0, n.path("redirects").asInt(0)));
        } catch (IOException e) {
            throw new IllegalArgumentException("message is neither a URL nor JSON: " + abbreviate(m), e);
        }
    }

    public String toJson() {
        ObjectNode n = JSON.createObjectNode();
        n.put("url", url).put("depth", depth).put("seed", seed);
        if (parent != null) {
            n.put("parent", parent);
        }
        if (published >= 0) {
            n.put("published", java.time.Instant.ofEpochMilli(published).toString());
        }
        if (title != null) {
            n.put("title", title);
        }
        if (redirects > 0) {
            n.put("redirects", redirects);
        }
        return n.toString();
    }

    /** The same URL with a feed's or sitemap's hints. */
    public UrlMessage withHints(long published, String title) {
        return new UrlMessage(url, depth, seed, parent, published, title, redirects);
    }

    /** The same message for the URL spelt another way (normalised). */
    public UrlMessage withUrl(String spelling) {
        return new UrlMessage(spelling, depth, seed, parent, published, title, redirects);
    }

    /** The message for an outlink of this page. */
    public UrlMessage child(String link) {
        return new UrlMessage(link, depth + 1, seed, url);
    }

    private static String abbreviate(String s) {
        return s.length() <= 120 ? s : s.substring(0, 120) + "...";
    }
}
