package com.newsx.extractor.article.fields;

import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * Where a page names its site: a link to a home page ({@code <a href="/">The Riverton Gazette</a>}) and the logo
 * image in one ({@code <a href="/"><img src="logo.gif" alt="The Riverton Gazette"></a>}). Old table layouts name the
 * site only there: no og:site_name, no class that says "logo".
 */
final class HomeLinks {
    /** A home page's address: the root of a site, or its index document, relative or absolute. */
    private static final Pattern HOME = Pattern.compile(
            "(?i)(?:(?:https?:)?//[^/?#]+)?/?(?:index\\.(?:s?html?|php|aspx?|jsp))?");
    /** Levels above an image where a link home makes it a logo. */
    private static final int LOGO_LINK_LEVELS = 3;

    private HomeLinks() {
    }

    /** Whether the href leads to a home page; "#" and "" (this page) do not. */
    static boolean isHome(String href) {
        String h = href.trim();
        if (h.isEmpty() || h.length() > 80 || h.charAt(0) == '#') {
            return false;
        }
        return HOME.matcher(h).matches();
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
