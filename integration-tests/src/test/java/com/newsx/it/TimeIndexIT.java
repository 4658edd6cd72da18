package com.newsx.it;

import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import com.newsx.commands.local.RetentionCommand;
import com.newsx.localweb.LocalWeb;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.UrlSettings;
import com.newsx.topology.doc.DocumentId;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.net.UrlNormaliser;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Articles in time-based indices behind the alias, on the real services: an article whose URL entered the crawl 70
 * days ago (its crawl-status document says so: admitted then, its tuple lost, due again now) goes to that month's
 * index and a new one to this month's; the alias reads both; when the old article is crawled again it is overwritten
 * in its own index (one document, not two); retention with 30 days deletes the old month's index only, and a dry run
 * before it deletes nothing.
 */
class TimeIndexIT {
    private static final LocalWeb WEB = LocalWeb.onFreePort();
    private static final String OLD = normalised(WEB.at("http://old.example/news/old.html"));
    private static final String NEW = normalised(WEB.at("http://new.example/news/new.html"));

    private static String normalised(String url) {
        return UrlNormaliser.of(UrlSettings.from(CrawlerConfig.defaults())).normalise(url).orElseThrow();
    }

    @Test
    void articlesGoToTheIndexOfTheirFirstSightingAndRetentionDropsOldIndicesWhole() throws Exception {
        String en = Files.readString(Services.repoRoot().resolve("demo/pages/en-article.html"));
        String headline = "Harbour city opens its first all-electric ferry line";
        try (LocalWeb web = WEB) {
            web.html(OLD, en.replace(headline, "An old story"));
            web.html(NEW, en.replace(headline, "A new story"));
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.mode", "host", "scope.max-depth", "0", "fetch.default-delay-ms", "100",
                    "es.index-period", "month"))) {
                Instant now = Instant.now();
                Instant seventyDaysAgo = now.minus(Duration.ofDays(70));
                // admitted 70 days ago, never finished: the frontier takes it up now, as after a lost tuple
                crawl.es.index(i -> i.index(crawl.status).id(DocumentId.of(OLD)).refresh(
                                co.elastic.clients.elasticsearch._types.Refresh.True)
                        .document(StatusDocs.discovered(OLD, 0, OLD, null, "planted", seventyDaysAgo.toEpochMilli(),
                                now.toEpochMilli())));
                crawl.start();
                crawl.seed(List.of(NEW));
                assertTrue(CrawlHarness.waitFor(() -> "indexed".equals(crawl.statusOf(OLD))
                        && "indexed".equals(crawl.statusOf(NEW)), 120), crawl.statusDoc(OLD) + " " + crawl.statusDoc(NEW));

                String oldIndex = crawl.settings.es().articles().at(seventyDaysAgo);
                String newIndex = crawl.settings.es().articles().at(now);
                assertFalse(oldIndex.equals(newIndex));
                assertEquals(Set.of(oldIndex, newIndex), behind(crawl, crawl.articles), "an index per period, one alias");
                assertEquals(List.of(oldIndex), where(crawl, OLD), "the month its URL entered the crawl");
                assertEquals(List.of(newIndex), where(crawl, NEW));
                assertEquals(2, crawl.count(crawl.articles), "the alias reads both");

                // The old article changes and is crawled again (a revisit, a replay): overwritten where it is.
                web.html(OLD, en.replace(headline, "An old story, corrected"));
                crawl.es.update(u -> u.index(crawl.status).id(DocumentId.of(OLD)).refresh(
                                co.elastic.clients.elasticsearch._types.Refresh.True)
                        .doc(Map.of("next_fetch_time", Instant.now().toString())), Map.class);
                assertTrue(CrawlHarness.waitFor(() -> "An old story, corrected".equals(crawl.article(OLD).get("title")), 120),
                        "crawled again: " + crawl.statusDoc(OLD));
                assertEquals(List.of(oldIndex), where(crawl, OLD), "still in its own index, and only there");
                assertEquals(2, web.hits(OLD));
                assertEquals(2, crawl.count(crawl.articles), "no second copy in this month's index");

                // Retention: 30 days take the old month's index (it ended at least 39 days ago), not this month's.
                String[] retention = {"--es", crawl.settings.es().url(), "--set", "es.index.articles=" + crawl.articles,
                        "--set", "es.index.records=" + crawl.records, "--set", "es.retention-days=30"};
                String dry = run(now, concat(retention, "--dry-run"));
                assertTrue(dry.contains("would delete " + oldIndex + " ("), dry);
                assertFalse(dry.contains(newIndex), dry);
                assertEquals(Set.of(oldIndex, newIndex), behind(crawl, crawl.articles), "a dry run deletes nothing");

                String done = run(now, retention);
                assertTrue(done.contains("deleted " + oldIndex + " (") && done.contains("1 documents)"), done);
                assertEquals(Set.of(newIndex), behind(crawl, crawl.articles));
                assertEquals(1, crawl.count(crawl.articles));
                assertEquals("A new story", crawl.article(NEW).get("title"));
                assertTrue(run(now, retention).contains(crawl.articles + ": 1 time-based index, 0 ended"), "nothing left to delete");
            }
        }
    }

    private static String run(Instant now, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = RetentionCommand.execute(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), now, args);
        assertEquals(0, rc, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    private static Set<String> behind(CrawlHarness crawl, String alias) throws IOException {
        return crawl.es.indices().getAlias(a -> a.name(alias)).result().keySet();
    }

    /** Every index behind the alias that holds the URL's article. */
    private static List<String> where(CrawlHarness crawl, String url) throws IOException {
        crawl.es.indices().refresh(r -> r.index(crawl.articles));
        SearchResponse<Void> r = crawl.es.search(s -> s.index(crawl.articles).source(c -> c.fetch(false))
                .query(q -> q.ids(i -> i.values(DocumentId.of(url)))), Void.class);
        return r.hits().hits().stream().map(Hit::index).sorted().toList();
    }
}
