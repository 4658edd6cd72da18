package com.newsx.it;

import co.elastic.clients.elasticsearch.core.search.Hit;
import com.newsx.localweb.LocalWeb;
import com.newsx.topology.archive.ReplaySelection;
import com.newsx.topology.archive.WarcFileNaming;
import com.newsx.topology.archive.WarcFileReader;
import com.newsx.topology.archive.WarcFiles;
import com.newsx.topology.metrics.CrawlMetrics;
import com.newsx.topology.metrics.ReplayProgress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The archive's round trip on the real services: the local web crawled with archiving on, every fetched URL's
 * request and response in the WARC files; then the indices wiped and the files replayed through the same pipeline
 * (bin/replay's topology): the same articles and records are indexed, under the same ids, with the same fields.
 */
class WarcRoundTripIT {
    private static final LocalWeb WEB = LocalWeb.onFreePort();
    private static final String LIST = WEB.at("http://news.jiangcheng.example/news/");
    private static final String ZH = WEB.at("http://news.jiangcheng.example/news/2024/0318/101.html");
    private static final String EN = WEB.at("http://www.coastalherald.example/news/2024/05/02/electric-ferry");
    private static final String EN_OLD = WEB.at("http://www.coastalherald.example/ferry");
    private static final String GZIP = WEB.at("http://gz.example/story");
    private static final String GONE = WEB.at("http://gone.example/story");
    /** Its X-Robots-Tag (kept in the WARC record) keeps it out of the index both times. */
    private static final String NOINDEX = WEB.at("http://robots.example/noindex");
    /** The pages: what a replay feeds in again. */
    private static final List<String> PAGES = List.of(LIST, ZH, EN, GZIP, NOINDEX);
    /** Set by each write, not by what the page says (fetch_time is the fetch's: a replay gives the crawl's). */
    private static final Set<String> WRITE_TIMES = Set.of("indexed_time");

    @TempDir
    Path warc;

    @Test
    void aCrawlsArchiveReplayedIntoWipedIndicesIndexesTheSameArticlesAndRecords() throws Exception {
        Path demo = Services.repoRoot().resolve("demo/pages");
        String en = Files.readString(demo.resolve("en-article.html"));
        try (LocalWeb web = WEB) {
            web.page(LIST, "text/html; charset=utf-8", Files.readAllBytes(demo.resolve("zh-list.html")))
                    .page(ZH, "text/html", Files.readAllBytes(demo.resolve("zh-article.html"))) // GBK, no charset
                    .page(EN, "text/html; charset=utf-8", en.getBytes(StandardCharsets.UTF_8))
                    .redirect(EN_OLD, 301, EN)
                    .gzip(GZIP, en)
                    .status(GONE, 404)
                    .html(NOINDEX, en)
                    .header(NOINDEX, "X-Robots-Tag", "noindex")
                    .page(web.at("http://news.jiangcheng.example/robots.txt"), "text/plain",
                            "User-agent: *\nDisallow: /private/\n".getBytes(StandardCharsets.US_ASCII));
            // copies on (the default): EN and its gzip copy tie on their publish time, so which one is the story's
            // original goes by fetch time - the replay's is the record's WARC-Date, the crawl's own to the millisecond
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.max-depth", "0",
                    "warc.enabled", "true",
                    "warc.dir", warc.toString(),
                    "warc.prefix", "IT"))) {
                crawl.start();
                crawl.seed(List.of(LIST, ZH, EN_OLD, GZIP, GONE, NOINDEX));
                List<String> all = List.of(LIST, ZH, EN, EN_OLD, GZIP, GONE, NOINDEX);
                assertTrue(CrawlHarness.waitFor(() -> all.stream().allMatch(crawl::isFinal), 240),
                        "every URL final: " + all.stream().map(u -> u + " " + crawl.statusOf(u)).toList());
                Map<String, Map<String, Object>> articles = documents(crawl, crawl.articles);
                Map<String, Map<String, Object>> records = documents(crawl, crawl.records);
                Map<String, String> statuses = new TreeMap<>();
                for (String u : PAGES) {
                    statuses.put(u, crawl.statusOf(u));
                }
                assertEquals("indexed", statuses.get(ZH));
                assertEquals("fetched_nothing", statuses.get(NOINDEX));
                assertEquals(8, records.size(), "the list page's eight records");
                assertTrue(articles.size() >= 3, "ZH, EN and the gzip copy's articles: " + articles.keySet());

                crawl.stop(5); // its fetch tasks close the archive's file as their workers shut down, after the kill
                assertTrue(CrawlHarness.waitFor(() -> {
                    try (Stream<Path> s = Files.list(warc)) {
                        return s.noneMatch(p -> p.toString().endsWith(WarcFileNaming.OPEN));
                    }
                }, 60), "every file closed");
                List<Path> files = WarcFiles.list(List.of(warc.toString()));
                assertFalse(files.isEmpty());
                Set<String> archived = targets(files);
                for (LocalWeb.Request r : web.requests()) {
                    String fetched = r.host() + r.path();
                    assertTrue(archived.contains("request " + fetched) && archived.contains("response " + fetched),
                            "every fetched URL has its request and response records: " + fetched + " in " + archived);
                }

                int requestsBefore = web.requests().size();
                Services.deleteIndices(crawl.es, crawl.articles, crawl.records, crawl.status);
                assertEquals(0, crawl.count(crawl.articles));
                crawl.replay(new ReplaySelection(List.of(warc.toString()), Long.MIN_VALUE, Long.MAX_VALUE, "", false));
                assertTrue(CrawlHarness.waitFor(() -> ReplayProgress.finished(CrawlMetrics.latest())
                        && PAGES.stream().allMatch(crawl::isFinal), 240), "the replay ends: " + CrawlMetrics.latest());
                Map<String, Double> m = CrawlMetrics.latest();
                assertTrue(ReplayProgress.complete(m), "nothing given up or unreadable: " + m);
                assertEquals(0.0, m.getOrDefault("warc.replay_broken", 0.0), "the crawl's own files are whole");

                assertEquals(articles, documents(crawl, crawl.articles), "the same articles, ids and fields");
                assertEquals(records, documents(crawl, crawl.records), "the same records, ids and fields");
                for (String u : PAGES) {
                    assertEquals(statuses.get(u), crawl.statusOf(u), u);
                }
                assertEquals(null, crawl.statusDoc(EN_OLD), "a redirect is not replayed");
                assertEquals(null, crawl.statusDoc(GONE), "nor a 404");
                assertEquals(requestsBefore, web.requests().size(), "the replay fetched nothing");
            }
        }
    }

    /** Every document of an index (through its alias), by id, without the times each write sets. */
    private static Map<String, Map<String, Object>> documents(CrawlHarness crawl, String alias) throws IOException {
        crawl.es.indices().refresh(r -> r.index(alias).ignoreUnavailable(true));
        Map<String, Map<String, Object>> out = new TreeMap<>();
        var r = crawl.es.search(s -> s.index(alias).ignoreUnavailable(true).allowNoIndices(true).size(1000), Map.class);
        for (Hit<Map> h : r.hits().hits()) {
            Map<String, Object> d = new TreeMap<>();
            for (Object e : h.source().entrySet()) {
                Map.Entry<?, ?> kv = (Map.Entry<?, ?>) e;
                if (!WRITE_TIMES.contains(String.valueOf(kv.getKey()))) {
                    d.put(String.valueOf(kv.getKey()), kv.getValue());
                }
            }
            out.put(h.id(), d);
        }
        return out;
    }

    /** "request HOST/PATH" and "response HOST/PATH" of every record of the files. */
    private static Set<String> targets(List<Path> files) throws IOException {
        Set<String> out = new HashSet<>();
        for (Path f : files) {
            try (WarcFileReader r = new WarcFileReader(f, 64 << 20)) {
                for (Optional<WarcFileReader.Read> x = r.next(); x.isPresent(); x = r.next()) {
                    Optional<String> target = x.get().record().headers().sole("WARC-Target-URI");
                    if (target.isPresent()) {
                        URI u = URI.create(target.get());
                        out.add(x.get().record().type() + " " + u.getHost() + u.getRawPath());
                    }
                }
                assertEquals(0, r.broken(), f + " is whole");
            }
        }
        return out;
    }
}
