package com.newsx.extractor.page;

import java.net.URI;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The URL feature of page typing: a bare host or index page is a home page, search/tag/category/page-number
 * paths are lists, paths with a dated or numbered document name are articles.
 */
final class UrlHints {
    private static final Pattern LIST = Pattern.compile(
            "(/|[?&])(search|s|q|query|tag|tags|category|categories|list|archive|archives|topics?|section|page)"
                    + "([/=?&._-]|$)|[?&](q|query|keyword|keywords|wd|kw|page|p)=");
    private static final Pattern ARTICLE = Pattern.compile(
            "(/|-|_)(19|20)\\d{2}[/-]?\\d{2}[/-]?\\d{2}|/\\d{5,}|[a-z0-9]+(-[a-z0-9]+){3,}|"
                    + "\\d{4,}\\.(s?html?|php|aspx?)$|/(article|story|news|doc|detail|content|post|p)/");
    private static final Pattern INDEX = Pattern.compile("/(index|default|home)\\.[a-z]+$");

    private UrlHints() {
    }

    static PageFeatures.UrlKind kind(String url) {
        if (url == null || url.isBlank()) {
            return PageFeatures.UrlKind.NONE;
        }
        String path;
        String query;
        try {
            URI u = new URI(url.trim());
            path = u.getRawPath() == null ? "" : u.getRawPath().toLowerCase(Locale.ROOT);
            query = u.getRawQuery() == null ? "" : u.getRawQuery().toLowerCase(Locale.ROOT);
        } catch (Exception e) {
            return PageFeatures.UrlKind.NONE;
        }
        String full = query.isEmpty() ? path : path + "?" + query;
        if (LIST.matcher(full).find()) {
            return PageFeatures.UrlKind.LIST;
        }
        if (ARTICLE.matcher(path).find()) {
            return PageFeatures.UrlKind.ARTICLE;
        }
        if ((path.isEmpty() || path.equals("/") || INDEX.matcher(path).find()) && query.isEmpty()) {
            return PageFeatures.UrlKind.HOME;
        }
        return PageFeatures.UrlKind.NONE;
    }
}
