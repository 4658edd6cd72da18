package com.newsx.topology.doc;

import com.newsx.extractor.links.UrlHost;
import com.newsx.extractor.Article;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** The news-articles document of one extracted article, in the field names of the index template. */
public final class ArticleDocument {
    public static final String INDEX = "news-articles";

    private ArticleDocument() {
    }

    public static Map<String, Object> of(String normalisedUrl, Article a, String pageType, Instant fetchTime) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("url", normalisedUrl);
        d.put("host", UrlHost.of(normalisedUrl));
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
        d.put("story_id", DocumentId.of(normalisedUrl));
        return d;
    }

    private static void putIfPresent(Map<String, Object> d, String key, String value) {
        if (value != null && !value.isBlank()) {
            d.put(key, value);
        }
    }
}
