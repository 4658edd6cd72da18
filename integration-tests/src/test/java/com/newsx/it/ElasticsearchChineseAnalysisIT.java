package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.HealthStatus;
import co.elastic.clients.elasticsearch._types.Refresh;
import co.elastic.clients.elasticsearch._types.query_dsl.Operator;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.indices.analyze.AnalyzeToken;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * The real local Elasticsearch, with the index template from conf/, segments Chinese words: a query for
 * 北京 finds 我爱北京天安门, and 京天 - two characters that stand side by side but form no word - does not,
 * which would match under per-character or bigram analysis.
 */
class ElasticsearchChineseAnalysisIT {
    private static final String INDEX = "news-articles-it-" + UUID.randomUUID();
    private static ElasticsearchClient es;

    @BeforeAll
    static void connect() throws IOException {
        es = Services.elasticsearch();
        HealthStatus health = es.cluster().health(h -> h.waitForStatus(HealthStatus.Yellow).timeout(t -> t.time("30s"))).status();
        assertNotEquals(HealthStatus.Red, health, "cluster health");
    }

    @AfterAll
    static void cleanUp() throws IOException {
        if (es != null) {
            es.indices().delete(d -> d.index(INDEX).ignoreUnavailable(true));
            es._transport().close();
        }
    }

    @Test
    void templateGivesSmartcnAnalysisAndMatchFindsChineseWords() throws IOException {
        es.indices().create(c -> c.index(INDEX));
        // The index got its mapping from conf/elasticsearch/news-articles.template.json.
        var mapping = es.indices().getMapping(m -> m.index(INDEX)).get(INDEX).mappings();
        assertEquals("smartcn", mapping.properties().get("title").text().analyzer());
        assertEquals("keyword", mapping.properties().get("url")._kind().jsonValue());

        List<String> tokens = es.indices().analyze(a -> a.index(INDEX).field("title").text("我爱北京天安门"))
                .tokens().stream().map(AnalyzeToken::token).toList();
        assertEquals(List.of("我", "爱", "北京", "天安门"), tokens);

        es.index(i -> i.index(INDEX).id("https://news.example.cn/a/1.html").refresh(Refresh.True)
                .document(Map.of("url", "https://news.example.cn/a/1.html", "title", "我爱北京天安门",
                        "body", "天安门上太阳升。", "publish_time", "2019-09-07T13:43:00+08:00")));

        assertEquals(1, hits("title", "北京"));
        assertEquals(1, hits("title", "天安门"));
        assertEquals(0, hits("title", "京天"), "smartcn makes words, so a cross-word character pair must not match");
        // The cjk subfield indexes bigrams, so the same pair does match there: the analyzers really differ.
        assertEquals(1, hits("title.cjk", "京天"));
        // Bodies are indexed as CJK bigrams (smartcn on whole bodies cost the crawl most of its indexing CPU).
        assertEquals("cjk", mapping.properties().get("body").text().analyzer());
        assertEquals(1, hits("body", "太阳"));
        // ... without positions (a fifth of a body's indexing): bin/search matches words, never phrases, and its
        // highlighter finds them by analysing the body again
        assertEquals("freqs", mapping.properties().get("body").text().indexOptions().jsonValue());
        SearchResponse<Map> lit = es.search(s -> s.index(INDEX)
                .query(q -> q.match(m -> m.field("body").query("太阳升").operator(Operator.And)))
                .highlight(h -> h.fields("body", f -> f.fragmentSize(80).numberOfFragments(1))), Map.class);
        assertEquals(List.of("天安门上<em>太阳升</em>。"), lit.hits().hits().get(0).highlight().get("body"));
    }

    private static long hits(String field, String text) throws IOException {
        SearchResponse<Map> r = es.search(s -> s.index(INDEX)
                .query(q -> q.match(m -> m.field(field).query(text).operator(Operator.And))), Map.class);
        return r.hits().total().value();
    }
}
