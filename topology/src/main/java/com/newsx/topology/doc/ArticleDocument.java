package com.newsx.topology.doc;

import com.newsx.extractor.links.UrlHost;
import com.newsx.extractor.result.Article;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The news-articles document of one extracted article, in the field names of the index template. Its id is the
 * canonical URL's when the page names one the crawl takes ({@link #id}), else its own URL's; {@code url} is the URL
 * fetched.
 */
public final class ArticleDocument {
    public static final String INDEX = "news-articles";

    private ArticleDocument() {
    }

    public static Map<String, Object> of(String normalisedUrl, Article a, String pageType, Instant fetchTime) {
        return of(normalisedUrl, null, a, pageType, fetchTime);
    }

    /** The id of the article of the page at {@code normalisedUrl}: its canonical URL's, if it has one (else null). */
    public static String id(String normalisedUrl, String canonicalUrl) {
        return DocumentId.of(canonicalUrl != null ? canonicalUrl : normalisedUrl);
    }

    /**
     * The document of the page at {@code normalisedUrl} whose canonical URL is {@code canonicalUrl} (null: none
     * named, or one not taken).
     */
    public static Map<String, Object> of(String normalisedUrl, String canonicalUrl, Article a, String pageType,
                                         Instant fetchTime) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("url", normalisedUrl);
        d.put("host", UrlHost.of(normalisedUrl));
        putIfPresent(d, "canonical_url", canonicalUrl);
        putIfPresent(d, "lang", a.lang());
        putIfPresent(d, "title", a.title());
        putIfPresent(d, "body", a.body());
        putIfPresent(d, "author", a.author());
        putIfPresent(d, "source", a.source());
        putIfPresent(d, "publish_time", a.publishTime());
        d.put("fetch_time", fetchTime.toString());
        // when it went to the index: publication to searchable, for a news crawl's freshness
        d.put("indexed_time", Instant.now().toString());
        putIfPresent(d, "page_type", pageType);
        putIfPresent(d, "algorithm", a.algorithm());
        putIfPresent(d, "algorithm_reason", a.reason());
        // Each article its own story until the copies step finds it a copy (it rewrites this): collapsing on a
        // missing story_id would lump every story-less article into one group.
        d.put("story_id", id(normalisedUrl, canonicalUrl));
        // a revisit compares it to tell a changed article from one fetched again unchanged
        d.put("content_hash", contentHash(a.title(), a.body()));
        // last, once lang is in: title and body again for the stemming analyzer of the article's language
        LanguageFields.add(d);
        return d;
    }

    /** The fingerprint of what a reader sees of an article: its title and body text, white space aside. */
    public static String contentHash(String title, String body) {
        return ContentHash.of(title, body);
    }

    private static void putIfPresent(Map<String, Object> d, String key, String value) {
        if (value != null && !value.isBlank()) {
            d.put(key, value);
        }
    }
}
