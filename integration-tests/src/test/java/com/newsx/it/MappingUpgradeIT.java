package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.BulkResponse;
import co.elastic.clients.elasticsearch.core.bulk.BulkResponseItem;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.localweb.LocalWeb;
import com.newsx.topology.CrawlMappings;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.UrlSettings;
import com.newsx.topology.es.EsFailure;
import com.newsx.topology.es.IndexTemplate;
import com.newsx.topology.net.UrlNormaliser;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A crawl started on indices made from older templates (a cluster where the templates' mappings were not put on
 * them), on the real services. crawl-status lacks {@code article_index} and this month's articles index lacks
 * {@code content_hash}, both strict, as the templates had them before those fields came: the article's document is
 * refused, and that is an outage of the index, not the page's fate - nothing becomes final in error, the write waits.
 * Then the crawl's start-up step ({@link CrawlMappings}: what bin/crawl and bin/submit run) puts the templates'
 * mappings on the indices, and the waiting page is indexed with both fields. Elasticsearch's own refusals back the
 * classification: an unknown field is the index's trouble, a date that does not parse the document's.
 */
class MappingUpgradeIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final LocalWeb WEB = LocalWeb.onFreePort();
    private static final String ARTICLE = normalised(WEB.at("http://upgrade.example/news/story.html"));

    private static String normalised(String url) {
        return UrlNormaliser.of(UrlSettings.from(CrawlerConfig.defaults())).normalise(url).orElseThrow();
    }

    private static IndexTemplate template(String name) {
        return IndexTemplate.bundled().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
    }

    /**
     * Puts the template {@code name} as it was before {@code field} came, for {@code pattern} only and above the
     * current template's priority (Elasticsearch applies the highest alone), so that no other index is affected.
     */
    private static void putOlder(ElasticsearchClient es, String itName, String name, String pattern, String field)
            throws IOException {
        ObjectNode t = (ObjectNode) JSON.readTree(template(name).json());
        t.putArray("index_patterns").add(pattern);
        t.put("priority", 500);
        ObjectNode properties = (ObjectNode) t.get("template").get("mappings").get("properties");
        assertNotNull(properties.remove(field), name + " maps " + field);
        String json = JSON.writeValueAsString(t);
        es.indices().putIndexTemplate(p -> p.name(itName).withJson(new StringReader(json)));
    }

    private static Map<String, ?> properties(ElasticsearchClient es, String index) throws IOException {
        return es.indices().getMapping(g -> g.index(index)).result().get(index).mappings().properties();
    }

    @Test
    void aCrawlOnIndicesFromOlderTemplatesWaitsNothingFinalThenTheUpgradeLetsItsDocumentsIn() throws Exception {
        String en = Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"));
        try (LocalWeb web = WEB) {
            web.html(ARTICLE, en.replace("Harbour city opens its first all-electric ferry line", "A story after the upgrade"));
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.mode", "host", "scope.max-depth", "0", "fetch.default-delay-ms", "100"))) {
                String olderStatus = "it-older-status-" + crawl.run;
                String olderArticles = "it-older-articles-" + crawl.run;
                // the index of the month the article enters the crawl (a test run across a month's end would miss it)
                String articleIndex = crawl.settings.es().articles().at(Instant.now());
                try {
                    putOlder(crawl.es, olderStatus, "crawl-status", crawl.status, "article_index");
                    putOlder(crawl.es, olderArticles, "news-articles", crawl.articles + "-*", "content_hash");
                    crawl.es.indices().create(c -> c.index(crawl.status));
                    crawl.es.indices().create(c -> c.index(articleIndex).aliases(crawl.articles, a -> a));
                    assertFalse(properties(crawl.es, crawl.status).containsKey("article_index"), "made from the older template");
                    assertFalse(properties(crawl.es, articleIndex).containsKey("content_hash"));

                    crawl.start(); // as a crawl started without the upgrade step (CrawlHarness runs none)
                    crawl.seed(List.of(ARTICLE));
                    assertTrue(CrawlHarness.waitFor(() -> web.hits(ARTICLE) >= 1, 120), "fetched: " + crawl.statusDoc(ARTICLE));
                    // Refused as the document's fault, the page would be final in error within a second; as the index's
                    // outage its write is retried and held (es.bulk.retries: about 15 s), then the page replayed.
                    long watchUntil = System.currentTimeMillis() + 12_000;
                    while (System.currentTimeMillis() < watchUntil) {
                        Map<?, ?> s = crawl.statusDoc(ARTICLE);
                        assertTrue(s == null || !Boolean.TRUE.equals(s.get("final")), "not final while the index is behind: " + s);
                        Thread.sleep(500);
                    }
                    assertEquals(0, crawl.count(crawl.articles), "nothing stored: the index refuses the field");
                    assertFalse(properties(crawl.es, articleIndex).containsKey("content_hash"), "no one upgraded it yet");

                    List<String> said = new ArrayList<>();
                    List<String> problems = CrawlMappings.upgrade(crawl.settings, said::add);
                    assertEquals(List.of(), problems);
                    assertTrue(said.stream().anyMatch(l -> l.contains(crawl.status) && l.contains("article_index")), said.toString());
                    assertTrue(said.stream().anyMatch(l -> l.contains(articleIndex) && l.contains("content_hash")), said.toString());
                    assertTrue(properties(crawl.es, crawl.status).containsKey("article_index"));
                    assertTrue(properties(crawl.es, articleIndex).containsKey("content_hash"));

                    assertTrue(CrawlHarness.waitFor(() -> "indexed".equals(crawl.statusOf(ARTICLE)), 120),
                            "indexed once the mappings are up to date: " + crawl.statusDoc(ARTICLE));
                    Map<?, ?> article = crawl.article(ARTICLE);
                    assertEquals("A story after the upgrade", article.get("title"));
                    assertTrue(article.get("content_hash") instanceof String h && !h.isEmpty(), article.toString());
                    assertEquals(articleIndex, crawl.statusDoc(ARTICLE).get("article_index"));
                    assertEquals(List.of(), CrawlMappings.upgrade(crawl.settings, said::add), "a second start finds nothing");
                } finally {
                    crawl.es.indices().deleteIndexTemplate(d -> d.name(olderStatus, olderArticles));
                }
            }
        }
    }

    @Test
    void elasticsearchRefusesAnUnknownFieldAsTheIndexsTroubleAndABadDateAsTheDocuments() throws Exception {
        ElasticsearchClient es = Services.elasticsearch();
        String index = "news-articles-it-" + UUID.randomUUID().toString().substring(0, 8) + "-2026.11";
        try {
            es.indices().create(c -> c.index(index)); // the news-articles template's strict mapping
            BulkResponse r = es.bulk(b -> b
                    .operations(o -> o.index(i -> i.index(index).id("unknown").document(Map.of("url", "u", "no_such_field", 1))))
                    .operations(o -> o.index(i -> i.index(index).id("bad-date").document(Map.of("url", "u", "publish_time", "yesterday"))))
                    .operations(o -> o.update(u -> u.index(index).id("upsert").action(a -> a.doc(Map.of("no_such_field", 1))
                            .upsert(Map.of("url", "u", "no_such_field", 1))))));
            List<BulkResponseItem> items = r.items();
            for (int i : List.of(0, 2)) {
                BulkResponseItem item = items.get(i);
                assertNotNull(item.error(), item.toString());
                assertEquals(EsFailure.Cause.OUTAGE, EsFailure.of(item.status(), item.error().type(), item.error().reason()),
                        "an unknown field: " + item.error().type() + ": " + item.error().reason());
                assertEquals("no_such_field", EsFailure.unmappedField(item.error().reason()), item.error().reason());
            }
            BulkResponseItem bad = items.get(1);
            assertNotNull(bad.error(), bad.toString());
            assertEquals(EsFailure.Cause.DOCUMENT, EsFailure.of(bad.status(), bad.error().type(), bad.error().reason()),
                    "a date that does not parse: " + bad.error().type() + ": " + bad.error().reason());
        } finally {
            Services.deleteIndices(es, index);
            es._transport().close();
        }
    }
}
