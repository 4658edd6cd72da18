package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FreshnessReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A small liveweb summary: two kinds of site, four new articles (b/1 a copy of a/1), four sites. */
    static final String LIVE = """
            {"published": 12, "fetched": 10, "missed": 2, "mean_delay_s": 3.25, "p50_delay_s": 3, "p90_delay_s": null,
             "p95_delay_s": 7.05, "polls": 40, "polls_per_new_article": 3.33, "not_modified": 5,
             "by_kind": {
               "rss": {"published": 4, "fetched": 4, "missed": 0, "mean_delay_s": 12.0, "p50_delay_s": 11.5,
                       "p90_delay_s": 20.25, "p95_delay_s": 20.25, "polls": 9, "polls_per_new_article": 2.25, "not_modified": 0},
               "home": {"published": 0, "fetched": 0, "missed": 0, "mean_delay_s": null, "p50_delay_s": null,
                        "p90_delay_s": null, "p95_delay_s": null, "polls": 0, "polls_per_new_article": 0.0, "not_modified": 0}},
             "first_visits": 50, "requests": {"home": 30, "feed": 120, "article": 400}, "bytes": 1234567,
             "articles": [
               {"url": "http://a/1", "published_s": 60.0, "published_at": "2026-05-01T12:01:00+00:00", "copy_of": null},
               {"url": "http://a/2", "published_s": 70.0, "published_at": "2026-05-01T12:01:10+00:00", "copy_of": null},
               {"url": "http://b/1", "published_s": 80.0, "published_at": "2026-05-01T12:01:20+00:00", "copy_of": "http://a/1"},
               {"url": "http://b/2", "published_s": 90.0, "published_at": "2026-05-01T12:01:30+00:00", "copy_of": null}],
             "by_host": {"news1.live": {"rate_per_min": 0.5, "published": 3, "polls": 7},
                         "news2.live": {"rate_per_min": 1.25, "published": 5, "polls": 9},
                         "news3.live": {"rate_per_min": 0.5, "published": 2, "polls": 4},
                         "news4.live": {"rate_per_min": 2.0, "published": 8, "polls": 11}}}
            """;

    /** The index: a/1 searchable after 2.5 s, a/2 after 10 s (nanoseconds beyond the microsecond dropped), b/1 after 4 s
     * and marked a copy of a/1; b/2 not indexed. */
    static final String HITS = """
            [{"_id": "a1", "_source": {"url": "http://a/1", "indexed_time": "2026-05-01T12:01:02.500Z"}},
             {"_id": "a2", "_source": {"url": "http://a/2", "indexed_time": "2026-05-01T12:01:20.000000999Z"}},
             {"_id": "b1", "_source": {"url": "http://b/1", "indexed_time": "2026-05-01T12:01:24Z", "duplicate_of": "a1"}}]
            """;

    private static String report(FreshnessReport.Docs docs) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        FreshnessReport.print(new PrintStream(b, true, StandardCharsets.UTF_8), JSON.readTree(LIVE), docs);
        return b.toString(StandardCharsets.UTF_8);
    }

    private static List<JsonNode> hits() throws IOException {
        List<JsonNode> hits = new ArrayList<>();
        JSON.readTree(HITS).forEach(hits::add);
        return hits;
    }

    @Test
    void printsLivewebsFiguresThenSearchableCopiesAndBusiestSites() throws IOException {
        assertEquals("""
                liveweb: delay from publication to first fetch (a missed article counts as never fetched)
                all      published   12  fetched   10  missed   2  delay mean    3.2s p50      3s p90       - p95    7.0s  polls    40 (3.3 per new article)  304s 5
                rss      published    4  fetched    4  missed   0  delay mean   12.0s p50   11.5s p90   20.2s p95   20.2s  polls     9 (2.2 per new article)  304s 0
                home     published    0  fetched    0  missed   0  delay mean       - p50       - p90       - p95       -  polls     0 (0.0 per new article)  304s 0
                first visits 50, requests {"article": 400, "feed": 120, "home": 30}, 1.2 MB
                searchable: 3 of 4 new articles indexed; delay from publication: mean 5.5s p50 4.0s p90 10.0s p95 10.0s
                copies: 1 of 1 copies with their original indexed marked duplicate_of its story (recall 1.000); 1 of 1 marked right (precision 1.000)
                busiest sites (new articles a minute, published, polls): news4.live 2.0/min 8 11, news2.live 1.25/min 5 9, news1.live 0.5/min 3 7, news3.live 0.5/min 2 4
                """, report(FreshnessReportTest::hits));
    }

    @Test
    void anIndexThatCannotBeReadLeavesBothIndexFiguresUnmeasured() throws IOException {
        String out = report(() -> {
            throw new IOException("HTTP Error 404");
        });
        assertEquals(List.of("searchable: not measured (HTTP Error 404)", "copies: not measured (HTTP Error 404)"),
                out.lines().filter(l -> l.startsWith("searchable") || l.startsWith("copies")).toList());
    }

    @Test
    void anEmptyIndexHasNoDelays() throws IOException {
        String out = report(List::of);
        assertEquals(List.of("searchable: 0 of 4 new articles indexed; delay from publication: mean - p50 - p90 - p95 -",
                        "copies: 0 of 0 copies with their original indexed marked duplicate_of its story (recall -); 0 of 0 marked right (precision -)"),
                out.lines().filter(l -> l.startsWith("searchable") || l.startsWith("copies")).toList());
    }

    @Test
    void aDocumentWithoutItsUrlIsNamedAsAMissingKey() throws IOException {
        String out = report(() -> List.of(JSON.readTree("{\"_id\": \"x\", \"_source\": {}}")));
        assertEquals(List.of("searchable: not measured ('url')", "copies: not measured ('url')"),
                out.lines().filter(l -> l.startsWith("searchable") || l.startsWith("copies")).toList());
    }

    @Test
    void secondsBetweenDateTimesToTheMicrosecond() {
        assertEquals(1.000001, FreshnessReport.secondsBetween("2026-05-01T12:00:00+00:00", "2026-05-01T12:00:01.0000019+00:00"));
        assertEquals(-3600.0, FreshnessReport.secondsBetween("2026-05-01T12:00:00+00:00", "2026-05-01T12:00:00+01:00"));
    }
}
