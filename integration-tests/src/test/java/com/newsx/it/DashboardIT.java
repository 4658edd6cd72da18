package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.BulkRequest;
import com.newsx.commands.dashboard.DashboardServer;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bin/dashboard in a real headless browser (Chromium, installed by bin/lib/ensure-browser when missing): two
 * workers' reports in a crawl-metrics index, as the metrics reporter writes them, are charted, with the rates
 * and the fusion's winners the page should compute from them.
 */
class DashboardIT {
    @Test
    void theDashboardChartsTwoWorkersReportsInABrowser() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 8);
        String index = "crawl-metrics-it-" + run;
        String topology = "it-dashboard-" + run;
        ElasticsearchClient es = Services.elasticsearch();
        try {
            // 6 reports 10 s apart, ending now: worker a fetches 20 pages/s, worker b 5; 30 fetches in flight
            // in all; line-block wins 70 pages, punctuation density 30.
            long end = System.currentTimeMillis() / 10_000 * 10_000;
            BulkRequest.Builder bulk = new BulkRequest.Builder().refresh(co.elastic.clients.elasticsearch._types.Refresh.True);
            for (int i = 0; i < 6; i++) {
                long t = end - (5 - i) * 10_000L + 500;
                for (String w : new String[]{"host:6700", "host:6701"}) {
                    boolean a = w.endsWith("6700");
                    add(bulk, index, topology, w, t, "fetch", "fetched", (a ? 200 : 50) * i);
                    add(bulk, index, topology, w, t, "fetch", "in_flight", a ? 18 : 12);
                    add(bulk, index, topology, w, t, "clean", "clean_us.mean", a ? 4_000 : 6_000);
                    add(bulk, index, topology, w, t, "fuse", "won_line-block", a ? 50 : 20);
                    add(bulk, index, topology, w, t, "fuse", "won_punctuation-density", a ? 10 : 20);
                }
            }
            assertTrue(!es.bulk(bulk.build()).errors(), "the reports are stored");

            try (DashboardServer dashboard = new DashboardServer("127.0.0.1", 0, "http://127.0.0.1:" + Services.esPort(), index)) {
                Document page = render("http://127.0.0.1:" + dashboard.port() + "/?minutes=10&bucket=10&topology=" + topology);
                assertTrue(page.getElementById("status").text().contains(topology), page.getElementById("status").text());

                Element fetched = chart(page, "pages fetched /s");
                assertEquals("5", fetched.attr("data-points"), "six reports make five rates");
                assertEquals("25", fetched.selectFirst("b.latest").text(), "20 + 5 pages/s");
                assertNotNull(fetched.selectFirst("svg polyline"), "a line is drawn");
                assertEquals(5, fetched.selectFirst("svg polyline").attr("points").split(" ").length);

                assertEquals("30", chart(page, "fetches in flight").selectFirst("b.latest").text(), "gauges add up");
                assertEquals("5", chart(page, "clean ms").selectFirst("b.latest").text(), "means average, in ms");
                assertEquals("no reports", chart(page, "index errors /s").selectFirst(".empty").text());

                assertEquals("70", page.selectFirst("span.won[data-algorithm=line-block]").attr("data-count"));
                assertEquals("30", page.selectFirst("span.won[data-algorithm=punctuation-density]").attr("data-count"));
            }
        } finally {
            es.indices().delete(d -> d.index(index).ignoreUnavailable(true));
            es._transport().close();
        }
    }

    private static void add(BulkRequest.Builder bulk, String index, String topology, String worker, long t,
                            String component, String metric, double value) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("@timestamp", Instant.ofEpochMilli(t).toString());
        d.put("topology", topology);
        d.put("worker", worker);
        d.put("component", component);
        d.put("metric", metric);
        d.put("value", value);
        bulk.operations(o -> o.index(i -> i.index(index).document(d)));
    }

    private static Element chart(Document page, String title) {
        Element e = page.selectFirst("figure.chart[data-title=\"" + title + "\"]");
        assertNotNull(e, "a chart titled " + title + " in " + page.getElementById("charts"));
        return e;
    }

    /** The page's DOM once its scripts ran, as headless Chromium renders it. */
    private static Document render(String url) throws Exception {
        Process ensure = new ProcessBuilder(Services.repoRoot().resolve("bin/lib/ensure-browser").toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String browser = new String(ensure.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(0, ensure.waitFor(), "bin/lib/ensure-browser found or installed Chromium");
        Process p = new ProcessBuilder(browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--virtual-time-budget=4000", "--dump-dom", url)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String dom = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "chromium ended");
        return Jsoup.parse(dom, url);
    }
}
