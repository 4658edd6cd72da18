package com.newsx.localweb;

import java.time.LocalDateTime;

/**
 * Renders one kind of news site (its URL scheme and its page markup). Pages link only by root-relative paths
 * to pages the site has, so the web holds no dead links.
 */
interface SiteWriter {
    String listPath(String section, int page);

    String articlePath(String section, int number, LocalDateTime time, String title);

    String home(DemoSite site);

    String list(DemoSite site, DemoSite.Section section, int page);

    String article(DemoSite site, DemoSite.Section section, int index);

    /** A page under the robots.txt-disallowed path (it exists, but a polite crawler never fetches it). */
    String restricted(DemoSite site, String path);

    /** Escapes text for HTML element content and attribute values. */
    static String esc(String s) {
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
