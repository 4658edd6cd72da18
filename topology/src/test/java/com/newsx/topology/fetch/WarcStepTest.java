package com.newsx.topology.fetch;

import com.newsx.topology.archive.Exchange;
import com.newsx.topology.archive.WarcArchive;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.WarcSettings;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.RecordingCollector;
import com.newsx.topology.storm.ServiceOutages;
import com.newsx.topology.storm.Streams;
import com.newsx.topology.storm.TestTuples;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WarcStepTest {
    @TempDir
    Path dir;
    private final AtomicLong clock = new AtomicLong(1_000_000);

    private WarcStep step(Path where) {
        WarcSettings s = CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("warc.enabled", "true",
                "warc.dir", where.toString()))).warc();
        return new WarcStep(WarcArchive.shared(s, Map.of()), BoltMetrics.unregistered(), clock::get);
    }

    private static FetchResult page(String url) {
        Exchange x = new Exchange("GET", "/", "HTTP/1.1", List.of(), "HTTP/1.1", 200, "OK",
                List.of(new Exchange.Header("Content-Type", "text/html")), null, 1_700_000_000_000L);
        return new FetchResult(url, FetchResult.Status.FETCHED, 200, "text/html", "<p>x</p>".getBytes(), null, null,
                5, 1_700_000_000_000L).withExchange(x);
    }

    private static Tuple tuple(String url) {
        return TestTuples.of(Streams.FILTER, "default", Streams.URL_FIELDS, "a.example", url, 1, url, 0, 0, null, null,
                0, false, 1L, 1L);
    }

    @Test
    void aFetchWrittenGoesOnAndOneWithoutAnAnswerHasNothingToWrite() throws Exception {
        RecordingCollector rec = new RecordingCollector();
        ServiceOutages outages = new ServiceOutages(clock::get);
        try (WarcStep step = step(dir.resolve("warc"))) {
            String why = step.archive(page("http://a.example/")).join();
            assertNull(why);
            assertTrue(step.written(tuple("http://a.example/"), why, rec.collector(), outages));
            FetchResult noAnswer = FetchResult.failed("http://b.example/", FetchResult.Status.TRANSIENT, 0, "DNS");
            assertNull(step.archive(noAnswer).join(), "nothing to write");
        }
        assertTrue(rec.failed.isEmpty() && rec.errors.isEmpty());
        assertFalse(outages.within(Long.MAX_VALUE / 2));
    }

    @Test
    void aWriteThatFailsFailsTheTupleMarksAnOutageAndIsReportedThenCountedEveryTenSeconds() throws Exception {
        Path blocked = Files.writeString(dir.resolve("file"), "x");
        RecordingCollector rec = new RecordingCollector();
        ServiceOutages outages = new ServiceOutages(clock::get);
        try (WarcStep step = step(blocked)) {
            Tuple t = tuple("http://a.example/");
            String why = step.archive(page("http://a.example/")).join();
            assertTrue(why != null && why.contains("Exception"), why);
            assertFalse(step.written(t, why, rec.collector(), outages));
            assertEquals(List.of(t), rec.failed);
            assertTrue(outages.within(0));
            assertEquals(1, rec.errors.size(), "said at once");
            for (int i = 0; i < 5; i++) {
                step.written(tuple("http://a.example/" + i), step.archive(page("http://a.example/" + i)).join(),
                        rec.collector(), outages);
            }
            assertEquals(1, rec.errors.size(), "not once per page");
            clock.addAndGet(WarcStep.REPORT_EVERY_MS);
            step.report(rec.collector());
            assertEquals(2, rec.errors.size());
            assertTrue(rec.errors.get(1).getMessage().contains("5 fetch(es) not written"), rec.errors.get(1).getMessage());
        }
    }

    @Test
    void aRobotsTxtThatCannotBeWrittenIsATransientFailureForItsSite() throws Exception {
        Path blocked = Files.writeString(dir.resolve("file"), "x");
        try (WarcStep written = step(dir.resolve("warc"))) {
            FetchResult r = page("http://a.example/robots.txt");
            assertSame(r, written.robots(r), "written: read as it came");
        }
        try (WarcStep failing = step(blocked)) {
            FetchResult r = failing.robots(page("http://a.example/robots.txt"));
            assertEquals(FetchResult.Status.TRANSIENT, r.status());
            assertTrue(r.reason().contains("not archived"), r.reason());
            assertNull(r.exchange());
        }
    }
}
