package com.newsx.localweb;

import java.time.LocalDateTime;
import java.util.List;

/**
 * One generated news site of the demo web: its host, sections of articles, the path its robots.txt forbids, and
 * the paths of its wire story's runs ({@link WireStory}: the original first, then its copies). Only the model;
 * {@link ZhSiteWriter} and {@link EnSiteWriter} turn it into pages.
 */
record DemoSite(String host, String name, boolean chinese, List<Section> sections, String disallowed,
                List<String> restrictedPaths, List<String> wireRuns) {

    /** A section: its list pages show {@code perPage} articles each, newest first. */
    record Section(String slug, String name, List<Article> articles, int perPage) {
        int pages() {
            return (articles.size() + perPage - 1) / perPage;
        }

        /** The articles on list page {@code page} (1-based). */
        List<Article> onPage(int page) {
            return articles.subList((page - 1) * perPage, Math.min(articles.size(), page * perPage));
        }
    }

    /**
     * An article. {@code subheadAt} is the paragraph a subheading goes before (-1: none); {@code declareCharset}
     * says whether a GBK page names its charset (the web has both kinds, so detection gets exercised).
     */
    record Article(String path, String section, String title, LocalDateTime time, String author, String source,
                   String editor, List<String> paragraphs, int subheadAt, String subhead, boolean declareCharset) {
    }

    List<Article> allArticles() {
        return sections.stream().flatMap(s -> s.articles().stream()).toList();
    }

    Section section(String slug) {
        return sections.stream().filter(s -> s.slug().equals(slug)).findFirst().orElseThrow();
    }
}
