package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.GetResponse;
import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.ExtractorSettings;
import com.newsx.topology.doc.ArticleDocument;
import com.newsx.topology.doc.DocumentId;
import com.newsx.topology.doc.RecordDocuments;
import com.newsx.topology.es.BulkIndexer;
import com.newsx.topology.local.IndexFilesCommand;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The demo pages (a GBK Chinese article among them) are extracted and land in the real news-articles index
 * under ids derived from their URLs; indexing them again overwrites rather than duplicates.
 */
class IndexFilesIT {
    private static final String ZH_URL = "http://news.jiangcheng.example/news/2024/0318/101.html";
    private static ElasticsearchClient es;

    @BeforeAll
    static void connect() {
        es = Services.elasticsearch();
    }

    @AfterAll
    static void close() throws IOException {
        es._transport().close();
    }

    @Test
    void demoPagesAreExtractedAndIndexedIdempotently() throws IOException {
        Path manifest = Services.repoRoot().resolve("demo/manifest.jsonl");
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        IndexFilesCommand cmd = new IndexFilesCommand(new PageExtractor(ExtractorSettings.defaults()), new BulkIndexer(es),
                new PrintStream(log, true, StandardCharsets.UTF_8));
        assertEquals(0, cmd.run(manifest), log.toString(StandardCharsets.UTF_8));

        GetResponse<Map> zh = es.get(g -> g.index(ArticleDocument.INDEX).id(DocumentId.of(ZH_URL)), Map.class);
        assertTrue(zh.found(), "the Chinese article is in the index under its URL's id");
        Map<?, ?> doc = zh.source();
        assertEquals("江城新建三座跨江大桥 通勤时间有望缩短一半", doc.get("title"), "GBK page decoded and its headline found");
        String body = (String) doc.get("body");
        assertTrue(body.contains("城东大桥将采用大跨径方案"), body);
        assertFalse(body.contains("责任编辑"), "the editor line is not article text");
        assertFalse(body.contains("ICP备"), "the footer is not article text");

        // The list page went to news-records, one document per record, headline and link named.
        GetResponse<Map> rec = es.get(g -> g.index(RecordDocuments.INDEX)
                .id(DocumentId.ofRecord("http://news.jiangcheng.example/news/", 0, 1)), Map.class);
        assertTrue(rec.found(), "second record of the list page");
        assertEquals("全市中小学开展消防演练", rec.source().get("title"));
        assertEquals("http://news.jiangcheng.example/news/2024/0318/101.html",
                es.get(g -> g.index(RecordDocuments.INDEX).id(DocumentId.ofRecord("http://news.jiangcheng.example/news/", 0, 0)),
                        Map.class).source().get("link"));
        assertFalse(es.get(g -> g.index(ArticleDocument.INDEX).id(DocumentId.of("http://news.jiangcheng.example/news/")),
                Map.class).found(), "a list page is not an article");

        long before = count();
        assertEquals(0, cmd.run(manifest));
        assertEquals(before, count(), "a replay overwrites documents, it does not add new ones");
    }

    private static long count() throws IOException {
        es.indices().refresh(r -> r.index(ArticleDocument.INDEX));
        return es.count(c -> c.index(ArticleDocument.INDEX)).count();
    }
}
