package com.newsx.extractor.article.fields;

import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * Where a page names its site: a link to a home page ({@code <a href="/">The Riverton Gazette</a>}) and the logo
 * image in one ({@code <a href="/"><img src="logo.gif" alt="The Riverton Gazette"></a>}). Old table layouts name the
 * site only there: no og:site_name, no class that says "logo".
 */
final class HomeLinks {
    /** A site's index document, the rest of a home page's address after its root. */
    private static final Pattern HOME_DOCUMENT = Pattern.compile("(?i)index\\.(?:s?html?|php|aspx?|jsp)");
    /** Longer hrefs lead to a page, not a home (an absolute home address is short). */
    private static final int MAX_HREF = 80;
    /** Levels above an image where a link home makes it a logo. */
    private static final int LOGO_LINK_LEVELS = 3;

    private HomeLinks() {
    }

    /**
     * Whether the href leads to a home page: {@code [[http[s]:]//host][/][index.html]} and nothing more; "#" and ""
     * (this page) do not. Read without a regex or a copy, since every link of the page asks and most hrefs fail at
     * their first characters.
     */
    static boolean isHome(String href) {
        int n = href.length();
        int from = 0;
        while (from < n && href.charAt(from) <= ' ') {
            from++;
        }
        while (n > from && href.charAt(n - 1) <= ' ') {
            n--;
        }
        if (from == n || n - from > MAX_HREF || href.charAt(from) == '#') {
            return false;
        }
        int at = from;
        if (href.regionMatches(true, at, "https:", 0, 6)) {
            at += 6;
        } else if (href.regionMatches(true, at, "http:", 0, 5)) {
            at += 5;
        }
        if (href.startsWith("//", at)) {
            int host = at + 2;
            at = host;
            while (at < n && "/?#".indexOf(href.charAt(at)) < 0) {
                at++;
            }
            if (at == host) {
                return false; // no host
            }
        } else if (at > from) {
            return false; // a scheme without "//"
        }
        if (at < n && href.charAt(at) == '/') {
            at++;
        }
        return at == n || href.regionMatches(true, at, "index.", 0, 6)
                && HOME_DOCUMENT.matcher(href.substring(at, n)).matches();
    }

    /**
     * Whether the image is a logo: a link home wraps it. (Not its source, class or id: themes write the article's title
     * into the alt of an image they call "footer-logo".)
     */
    static boolean isLogo(Element img) {
        Element x = img.parent();
        for (int i = 0; i < LOGO_LINK_LEVELS && x != null; i++, x = x.parent()) {
            if (x.nameIs("a")) {
                return isHome(x.attr("href"));
            }
        }
        return false;
    }
}
