package com.newsx.extractor.article.fields.dates;

import java.util.List;
import java.util.Locale;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * The language a page declares: {@code <html lang>}, else a Content-Language or og:locale meta tag ("de-AT",
 * "fr_FR"); null when it declares none. It decides how the page's month names and numeric dates are read.
 */
public final class PageLanguage {
    private PageLanguage() {
    }

    /** The declared language tag of the page, as written; null when none. */
    public static String tag(Document doc, List<Element> metas) {
        Element html = doc.selectFirst("html");
        String lang = html == null ? "" : html.attr("lang").trim();
        if (lang.isEmpty() && html != null) {
            lang = html.attr("xml:lang").trim();
        }
        for (int i = 0; i < metas.size() && lang.isEmpty(); i++) {
            Element m = metas.get(i);
            String key = (m.hasAttr("http-equiv") ? m.attr("http-equiv") : m.hasAttr("property") ? m.attr("property")
                    : m.attr("name")).toLowerCase(Locale.ROOT);
            if (key.equals("content-language") || key.equals("og:locale") || key.equals("language")) {
                lang = m.attr("content").trim();
            }
        }
        return valid(lang) ? lang : null;
    }

    /** The ISO 639 language of a tag ("de-AT" → "de"), lower case; null for none. */
    public static String language(String tag) {
        if (tag == null || !valid(tag)) {
            return null;
        }
        int cut = 0;
        while (cut < tag.length() && Character.isLetter(tag.charAt(cut))) {
            cut++;
        }
        return tag.substring(0, cut).toLowerCase(Locale.ROOT);
    }

    /** Two or three letters, then perhaps a region: "de", "de-AT", "pt_BR", "fil". */
    private static boolean valid(String tag) {
        return tag.matches("(?i)[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*");
    }
}
