package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.GetResponse;
import com.newsx.topology.CrawlTopology;
import com.newsx.topology.LocalCrawl;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.seed.UrlMessage;
import com.newsx.topology.localweb.LocalWeb;
import com.newsx.topology.url.DocumentId;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.storm.LocalCluster;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The whole crawl for real: seeds into Kafka, the Storm topology in a LocalCluster, pages fetched over HTTP
 * from a local web that serves them under their own host names (a GBK page among them), robots.txt obeyed,
 * redirects followed, outlinks fed back through Kafka, articles and every URL's fate in Elasticsearch.
 */
class CrawlIT {
    private static final String LIST = "http://news.jiangcheng.example/news/";
    private static final String ZH = "http://news.jiangcheng.example/news/2024/0318/101.html";
    private static final String DENIED = "http://news.jiangcheng.example/news/2024/0317/103.html";
    private static final String EN = "http://www.coastalherald.example/news/2024/05/02/electric-ferry";
    private static final String EN_OLD = "http://www.coastalherald.example/ferry";

    @Test
    void seedsAreCrawledExtractedAndIndexed() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 8);
        String articles = "news-articles-it-" + run;
        String status = "crawl-status-it-" + run;
        String records = "news-records-it-" + run;
        Path demo = Services.repoRoot().resolve("demo/pages");

        try (LocalWeb web = new LocalWeb();
             LocalCluster cluster = new LocalCluster()) {
            String list = Files.readString(demo.resolve("zh-list.html"))
                    .replace("/news/2024/0317/103.html", DENIED);
            web.html(LIST, list)
                    // the GBK article is served without a charset: the extractor must detect it
                    .page(ZH, "text/html", Files.readAllBytes(demo.resolve("zh-article.html")))
                    .html(DENIED, "<html><p>must never be fetched</p></html>")
                    .page("http://news.jiangcheng.example/robots.txt", "text/plain",
                            "User-agent: *\nDisallow: /news/2024/0317/\n".getBytes())
                    .redirect(EN_OLD, 301, EN)
                    .page(EN, "text/html; charset=utf-8", Files.readAllBytes(demo.resolve("en-article.html")));

            CrawlerConfig conf = CrawlerConfig.defaults().with(Map.of(
                    "kafka.bootstrap", Services.kafkaBootstrap(),
                    "kafka.topic.urls", "it-urls-" + run,
                    "kafka.group", "it-crawl-" + run,
                    "es.url", "http://127.0.0.1:" + Services.esPort(),
                    "es.index.articles", articles,
                    "es.index.status", status,
                    "es.index.records", records,
                    "fetch.proxy", web.proxy(),
                    "url.block-private-addresses", "false",
                    "scope.max-depth", "1"));
            seed(conf, List.of(LIST, EN_OLD, "ht!tp:/not a url"));
            cluster.submitTopology(CrawlTopology.NAME + "-" + run, CrawlTopology.stormConfig(conf), CrawlTopology.build(conf));

            ElasticsearchClient es = Services.elasticsearch();
            try {
                // Wait for the outcomes, not just the first record: a URL is 'discovered' until it is fetched.
                waitFor(() -> "indexed".equals(statusOf(es, status, ZH)) && "indexed".equals(statusOf(es, status, EN))
                        && "robots_denied".equals(statusOf(es, status, DENIED)), 180);
                assertEquals("indexed", statusOf(es, status, ZH));
                assertEquals("indexed", statusOf(es, status, EN));
                assertEquals("redirected", statusOf(es, status, EN_OLD));
                assertEquals("indexed", statusOf(es, status, LIST));
                es.indices().refresh(r -> r.index(records));
                assertEquals(8, es.count(c -> c.index(records)).count(), "the list page's eight records");
                assertFalse(es.get(g -> g.index(articles).id(DocumentId.of(LIST)), Map.class).found(), "a list page is not an article");
                assertEquals("robots_denied", statusOf(es, status, DENIED));
                assertTrue(LocalCrawl.statusCounts(es, status).getOrDefault("filtered", 0L) >= 1, "the malformed seed is recorded");

                Map<?, ?> zh = doc(es, articles, ZH);
                assertEquals("江城新建三座跨江大桥 通勤时间有望缩短一半", zh.get("title"));
                assertTrue(((String) zh.get("body")).contains("水中桥墩数量比原方案减少了六个"));
                assertFalse(((String) zh.get("body")).contains("责任编辑"));
                assertEquals("news.jiangcheng.example", zh.get("host"));
                Map<?, ?> en = doc(es, articles, EN);
                assertEquals("Harbour city opens its first all-electric ferry line", en.get("title"));

                assertTrue(web.requests().stream().noneMatch(r -> r.path().startsWith("/news/2024/0317/")),
                        "robots.txt forbids /news/2024/0317/");
                List<Long> times = web.requests().stream()
                        .filter(r -> r.host().equals("news.jiangcheng.example") && !r.path().equals("/robots.txt"))
                        .map(LocalWeb.Request::atMs).sorted().toList();
                for (int i = 1; i < times.size(); i++) {
                    assertTrue(times.get(i) - times.get(i - 1) >= 900, "politeness: requests to one host are a delay apart " + times);
                }
            } finally {
                es.indices().delete(d -> d.index(articles, status, records).ignoreUnavailable(true));
                es._transport().close();
            }
        }
    }

    private static void seed(CrawlerConfig conf, List<String> urls) throws Exception {
        try (KafkaProducer<String, String> p = new KafkaProducer<>(Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, conf.getString("kafka.bootstrap"),
                ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName(),
                ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName()))) {
            for (String u : urls) {
                p.send(new ProducerRecord<>(conf.getString("kafka.topic.urls"), u, UrlMessage.seed(u).toJson())).get();
            }
        }
    }

    private static String statusOf(ElasticsearchClient es, String index, String url) {
        try {
            GetResponse<Map> r = es.get(g -> g.index(index).id(DocumentId.of(url)), Map.class);
            return r.found() ? (String) r.source().get("status") : null;
        } catch (Exception e) {
            return null; // the index may not exist yet
        }
    }

    private static Map<?, ?> doc(ElasticsearchClient es, String index, String url) throws IOException {
        GetResponse<Map> r = es.get(g -> g.index(index).id(DocumentId.of(url)), Map.class);
        assertTrue(r.found(), "indexed: " + url);
        return r.source();
    }

    private interface Check {
        boolean ok() throws Exception;
    }

    private static void waitFor(Check c, int seconds) throws Exception {
        long end = System.currentTimeMillis() + seconds * 1000L;
        while (System.currentTimeMillis() < end) {
            if (c.ok()) {
                return;
            }
            Thread.sleep(1000);
        }
    }
}
