package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.GetResponse;
import com.newsx.commands.local.IndexFilesCommand;
import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.doc.DocumentId;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The demo pages (a GBK Chinese article among them) are extracted and land in the time-based indices behind the
 * aliases (a run's own here, beside news-articles, which the template adds) under ids derived from their URLs;
 * indexing them again overwrites rather than duplicates, even a period later: an article stays in its index.
 */
class IndexFilesIT {
    private static final String ZH_URL = "http://news.jiangcheng.example/news/2024/0318/101.html";
    private static final String LIST_URL = "http://news.jiangcheng.example/news/";
    private static final String RUN = UUID.randomUUID().toString().substring(0, 8);
    private static final EsSettings STORE = CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of(
            "es.index.articles", "news-articles-it-files-" + RUN, "es.index.records", "news-records-it-files-" + RUN))).es();
    private static ElasticsearchClient es;

    @BeforeAll
    static void connect() {
        es = Services.elasticsearch();
    }

    @AfterAll
    static void close() throws IOException {
        try {
            Services.deleteIndices(es, STORE.indices().articles(), STORE.indices().records());
        } finally {
            es._transport().close();
        }
    }

    @Test
    void demoPagesAreExtractedAndIndexedIdempotently() throws IOException {
        Path manifest = Services.repoRoot().resolve("demo/manifest.jsonl");
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        IndexFilesCommand cmd = new IndexFilesCommand(new PageExtractor(ExtractorSettings.defaults()), es, STORE,
                new PrintStream(log, true, StandardCharsets.UTF_8));
        Instant now = Instant.now();
        assertEquals(0, cmd.run(manifest, now), log.toString(StandardCharsets.UTF_8));
        String articles = STORE.articles().at(now);
        String records = STORE.records().at(now);
        assertEquals(Set.of(articles), indicesBehind(STORE.indices().articles()), "this period's index, under the alias");
        assertTrue(indicesBehind("news-articles").contains(articles), "and the template's alias");

        GetResponse<Map> zh = es.get(g -> g.index(articles).id(DocumentId.of(ZH_URL)), Map.class);
        assertTrue(zh.found(), "the Chinese article is in the index under its URL's id");
        Map<?, ?> doc = zh.source();
        assertEquals("江城新建三座跨江大桥 通勤时间有望缩短一半", doc.get("title"), "GBK page decoded and its headline found");
        String body = (String) doc.get("body");
        assertTrue(body.contains("城东大桥将采用大跨径方案"), body);
        assertFalse(body.contains("责任编辑"), "the editor line is not article text");
        assertFalse(body.contains("ICP备"), "the footer is not article text");

        // The list page went to news-records, one document per record, headline and link named.
        GetResponse<Map> rec = es.get(g -> g.index(records).id(DocumentId.ofRecord(LIST_URL, 0, 1)), Map.class);
        assertTrue(rec.found(), "second record of the list page");
        assertEquals("全市中小学开展消防演练", rec.source().get("title"));
        assertEquals("http://news.jiangcheng.example/news/2024/0318/101.html",
                es.get(g -> g.index(records).id(DocumentId.ofRecord(LIST_URL, 0, 0)), Map.class).source().get("link"));
        assertFalse(es.get(g -> g.index(articles).id(DocumentId.of(LIST_URL)), Map.class).found(), "a list page is not an article");

        long before = count(STORE.indices().articles());
        assertEquals(0, cmd.run(manifest, now));
        assertEquals(before, count(STORE.indices().articles()), "a replay overwrites documents, it does not add new ones");

        // Forty days on, the articles are overwritten where they are; the list page's records of that visit go to
        // the period of the visit.
        Instant later = now.plus(Duration.ofDays(40));
        assertEquals(0, cmd.run(manifest, later), log.toString(StandardCharsets.UTF_8));
        assertEquals(Set.of(articles), indicesBehind(STORE.indices().articles()), "no new index of articles");
        assertEquals(before, count(STORE.indices().articles()), "no article twice");
        assertEquals(Set.of(records, STORE.records().at(later)), indicesBehind(STORE.indices().records()));
    }

    private static Set<String> indicesBehind(String alias) throws IOException {
        return es.indices().getAlias(a -> a.name(alias)).result().keySet();
    }

    private static long count(String index) throws IOException {
        es.indices().refresh(r -> r.index(index));
        return es.count(c -> c.index(index)).count();
    }
}
