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

class SoakReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A small liveweb summary of a run with --faults: three sites, two with bad spells, one of them lost. */
    static final String LIVE = """
            {"published": 100, "fetched": 95, "missed": 5, "mean_delay_s": 20.0, "p50_delay_s": 10.25, "p90_delay_s": 50.0,
             "p95_delay_s": 61.0, "max_delay_s": 70.0, "polls": 200, "polls_per_new_article": 2.0, "not_modified": 40,
             "by_host": {"news1.live": {"kind": "rss", "faults": [[10.0, 70.0, "503"], [400.0, 460.0, "reset"]]},
                         "news2.live": {"kind": "home", "faults": []},
                         "news3.live": {"kind": "atom", "faults": [[100.0, 160.0, "404"], [200.0, 260.0, "html"]]}},
             "faults": {"episodes": 4, "by_kind": {"503": 1, "403": 0, "404": 1, "html": 1, "reset": 1, "slow": 0},
                        "answers": {"503": 20, "reset": 3, "404": 5, "html": 2}},
             "after_faults": {"published": 30, "fetched": 27, "missed": 3, "mean_delay_s": 15.0, "p50_delay_s": 12.5,
                              "p90_delay_s": 40.0, "p95_delay_s": null, "max_delay_s": 45.0, "polls": 0,
                              "polls_per_new_article": 0.0, "not_modified": 0, "lost_sources": 1,
                              "lost_source_names": ["news3.live"], "sites_with_faults": 2},
             "articles": []}
            """;

    /**
     * A 12-minute run sampled each minute: growing to 200 MB in the first half, then 10 kB a minute from 204,800 kB,
     * 300 kB per 30 minutes about a mean of 204,830 kB (+0.15 %).
     */
    private static List<RssTrend.Sample> samples() {
        List<RssTrend.Sample> s = new ArrayList<>();
        long[] firstHalf = {102400, 153600, 184320, 194560, 199680};
        for (int m = 1; m <= 5; m++) {
            s.add(new RssTrend.Sample(60 * m, firstHalf[m - 1]));
        }
        for (int m = 6; m <= 12; m++) {
            s.add(new RssTrend.Sample(60 * m, 204800 + 10 * (m - 6)));
        }
        return s;
    }

    private static String report(List<RssTrend.Sample> rss, double runSeconds, SoakReport.Status status) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        SoakReport.print(new PrintStream(b, true, StandardCharsets.UTF_8), rss, runSeconds, JSON.readTree(LIVE), status);
        return b.toString(StandardCharsets.UTF_8);
    }

    @Test
    void printsRssEachMinuteItsTrendLivewebsFiguresAndTheURLsLeftHanging() throws IOException {
        assertEquals("""
                crawler RSS each minute (minute:MB):
                  1:100 2:150 3:180 4:190 5:195 6:200 7:200 8:200 9:200 10:200
                  11:200 12:200
                RSS trend from minute 6 (7 samples): mean 200 MB, slope +0.1% of the mean per 30 min - within the +/-5% target
                liveweb: 4 bad spells (503 1, 403 0, 404 1, html 1, reset 1, slow 0) on 2 of 3 sites; answers in them {"404": 5, "503": 20, "html": 2, "reset": 3}
                all           published   100  fetched    95  missed    5  delay p50   10.2s p95   61.0s
                after faults  published    30  fetched    27  missed    3  delay p50   12.5s p95       -
                lost sources (published after their last spell, none of it fetched): 1 (news3.live)
                crawl-status at the end: sources retired 1, sources failing 2, sources due again 3
                not final and not a source due again: 3 (discovered 2, retrying 1)
                  discovered  http://d/section/1.html
                  discovered  http://e/1
                  retrying    http://e/2  (timeout)
                """, report(samples(), 720, () -> JSON.readTree(EndStatusTest.RESPONSE)));
    }

    @Test
    void aGrowingRssIsOutsideTheTarget() throws IOException {
        // 200, 205, 210 MB from minute 2.5 of a 5-minute run (the sample of minute 1 left out): 150 MB per 30 minutes about a mean of 205 MB, +73.2 %
        List<RssTrend.Sample> rss = List.of(new RssTrend.Sample(60, 51200), new RssTrend.Sample(180, 204800),
                new RssTrend.Sample(240, 209920), new RssTrend.Sample(300, 215040));
        assertEquals("RSS trend from minute 2.5 (3 samples): mean 205 MB, slope +73.2% of the mean per 30 min - OUTSIDE the +/-5% target",
                report(rss, 300, () -> JSON.readTree(EndStatusTest.RESPONSE)).lines().toList().get(2));
    }

    @Test
    void withoutSamplesTheTrendIsNotMeasuredAndAnUnreadableIndexLeavesTheRestStanding() throws IOException {
        List<String> out = report(List.of(), 3600, () -> {
            throw new IOException("HTTP Error 404");
        }).lines().toList();
        assertEquals("crawler RSS each minute (minute:MB):", out.get(0));
        assertEquals("RSS trend from minute 30: not measured (0 samples)", out.get(1));
        assertEquals("lost sources (published after their last spell, none of it fetched): 1 (news3.live)", out.get(out.size() - 2));
        assertEquals("crawl-status: not measured (HTTP Error 404)", out.get(out.size() - 1));
    }

    @Test
    void listsAtMostFiftyURLsLeftHangingAndCountsTheRest() throws IOException {
        StringBuilder hits = new StringBuilder();
        for (int i = 0; i < 53; i++) {
            hits.append(i == 0 ? "" : ",").append(String.format(
                    "{\"_source\": {\"url\": \"http://x/%02d\", \"status\": \"discovered\", \"next_fetch_time\": 1}}", i));
        }
        JsonNode response = JSON.readTree("{\"hits\": {\"total\": {\"value\": 53}, \"hits\": [" + hits + "]},"
                + " \"aggregations\": {\"all\": {\"status\": {\"buckets\": [{\"key\": \"discovered\", \"doc_count\": 53}]}}}}");
        List<String> out = report(List.of(), 3600, () -> response).lines().toList();
        int head = out.indexOf("not final and not a source due again: 53 (discovered 53)");
        assertEquals("  discovered  http://x/00", out.get(head + 1));
        assertEquals("  discovered  http://x/49", out.get(head + 50));
        assertEquals("  ... and 3 more", out.get(head + 51));
        assertEquals(head + 52, out.size());
    }
}
