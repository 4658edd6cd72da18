package com.newsx.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.localweb.LocalWeb;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.UrlSettings;
import com.newsx.topology.net.UrlNormaliser;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The split changes nothing, through Storm: real dev pages (English and Chinese articles, list pages) are crawled by
 * the topology - clean, the two algorithm bolts in parallel, the fuse join, the records bolt - and every document
 * indexed equals what {@code bin/extract} ({@link PageExtractor}) gives for the same bytes.
 */
class CrawlShapeIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void indexedDocumentsEqualWhatBinExtractPrints() throws Exception {
        Map<String, byte[]> devPages = pages();
        PageExtractor extractor = new PageExtractor(ExtractorSettings.defaults());
        try (LocalWeb web = new LocalWeb()) {
            // each dev page under its own name, on the web's port: the crawler maps the names to the web
            Map<String, byte[]> pages = onPort(web, devPages);
            pages.forEach((url, bytes) -> web.page(url, "text/html", bytes));
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(),
                    Map.of("scope.mode", "none", "fetch.default-delay-ms", "0"))) {
                crawl.start();
                crawl.seed(new ArrayList<>(pages.keySet()));
                boolean done = CrawlHarness.waitFor(() -> pages.keySet().stream().allMatch(crawl::isFinal), 240);
                assertTrue(done, "every page final: " + pages.keySet().stream().filter(u -> !crawl.isFinal(u))
                        .map(u -> u + " -> " + crawl.statusDoc(u)).toList());
                List<String> differing = new ArrayList<>();
                int articles = 0;
                int lists = 0;
                for (Map.Entry<String, byte[]> e : pages.entrySet()) {
                    String url = e.getKey();
                    PageExtractor.Page expected = extractor.extract(e.getValue(), "text/html", url, Algorithm.FUSED);
                    if (!expected.tables().isEmpty()) {
                        lists++;
                        long rows = expected.tables().stream().mapToLong(t -> t.rows().size()).sum();
                        crawl.es.indices().refresh(r -> r.index(crawl.records));
                        long got = crawl.es.count(c -> c.index(crawl.records)
                                .query(q -> q.term(t -> t.field("page_url").value(url)))).count();
                        if (got != rows) {
                            differing.add(url + ": " + rows + " records expected, " + got + " indexed");
                        }
                        continue;
                    }
                    articles++;
                    Article a = expected.article();
                    Map<?, ?> doc = crawl.article(url);
                    if (doc == null) {
                        differing.add(url + ": no article indexed (" + crawl.statusDoc(url) + ")");
                        continue;
                    }
                    compare(differing, url, "title", a.title(), doc.get("title"));
                    compare(differing, url, "body", a.body(), doc.get("body"));
                    compare(differing, url, "author", a.author(), doc.get("author"));
                    compare(differing, url, "source", a.source(), doc.get("source"));
                    compare(differing, url, "publish_time", a.publishTime(), doc.get("publish_time"));
                    compare(differing, url, "algorithm", a.algorithm(), doc.get("algorithm"));
                    compare(differing, url, "page_type", expected.type().jsonName(), doc.get("page_type"));
                }
                assertEquals(List.of(), differing);
                assertTrue(articles >= 10 && lists >= 1, articles + " articles, " + lists + " list pages compared");
            }
        }
    }

    private static Map<String, byte[]> onPort(LocalWeb web, Map<String, byte[]> pages) {
        Map<String, byte[]> ported = new LinkedHashMap<>();
        pages.forEach((url, bytes) -> ported.put(web.at(url), bytes));
        return ported;
    }

    private static void compare(List<String> differing, String url, String field, Object expected, Object got) {
        String e = expected == null || expected.toString().isBlank() ? null : expected.toString();
        if (!java.util.Objects.equals(e, got)) {
            differing.add(url + " " + field + ": expected " + abbreviate(e) + ", indexed " + abbreviate(got));
        }
    }

    private static String abbreviate(Object o) {
        String s = String.valueOf(o);
        return s.length() <= 120 ? s : s.substring(0, 120) + "...";
    }

    /** Some pages of each dev set (served over plain HTTP under their own URLs), or the demo pages without them. */
    private static Map<String, byte[]> pages() throws Exception {
        Map<String, byte[]> pages = new LinkedHashMap<>();
        Path eval = Services.repoRoot().resolve("../shared/eval").normalize();
        if (Files.isDirectory(eval)) {
            take(pages, eval.resolve("articles-en"), 12);
            take(pages, eval.resolve("articles-zh"), 8);
            take(pages, eval.resolve("articles-en-wcxb"), 6);
            take(pages, eval.resolve("lists"), 6);
        }
        Path demo = Services.repoRoot().resolve("demo");
        take(pages, demo, 10);
        return pages;
    }

    private static void take(Map<String, byte[]> pages, Path set, int n) throws Exception {
        Path manifest = set.resolve("manifest.jsonl");
        if (!Files.isRegularFile(manifest)) {
            return;
        }
        int taken = 0;
        for (String line : Files.readAllLines(manifest)) {
            if (line.isBlank() || taken >= n) {
                continue;
            }
            JsonNode entry = JSON.readTree(line);
            String url = entry.path("url").isTextual() ? entry.get("url").asText()
                    : "http://" + set.getFileName() + "-" + taken + ".example/page.html";
            url = url.replaceFirst("^https://", "http://");
            // the crawl keys everything by the normalised URL: take pages whose URL is already normal
            if (!UrlNormaliser.of(UrlSettings.from(CrawlerConfig.defaults())).normalise(url).map(url::equals).orElse(false) || pages.containsKey(url)) {
                continue;
            }
            pages.put(url, Files.readAllBytes(set.resolve(entry.get("path").asText())));
            taken++;
        }
    }
}
