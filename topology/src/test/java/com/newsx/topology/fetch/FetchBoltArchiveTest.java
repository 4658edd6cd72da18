package com.newsx.topology.fetch;

import com.newsx.localweb.LocalWeb;
import com.newsx.topology.archive.WarcFileReader;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.RecordingCollector;
import com.newsx.topology.storm.ServiceOutages;
import com.newsx.topology.storm.Streams;
import com.newsx.topology.storm.TestTuples;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The fetch step with archiving on: records written before a fetch goes on, a write that fails fails the tuple. */
class FetchBoltArchiveTest {
    @TempDir
    Path dir;
    private LocalWeb web;
    private FetchBolt bolt;
    private RecordingCollector rec;
    private ServiceOutages outages;

    @BeforeEach
    void start() throws Exception {
        web = new LocalWeb();
        web.html("http://a.example/page.html", "<html><head><title>A page</title></head><body><p>Text.</p></body></html>");
        web.redirect("http://a.example/old.html", 301, "/page.html");
        web.page("http://a.example/robots.txt", "text/plain", "User-agent: *\nDisallow: /private/\n".getBytes());
    }

    private void prepare(Path warcDir) {
        Map<String, String> s = new HashMap<>(Map.of("fetch.resolve", "*.example=127.0.0.1",
                "url.allowed-ports", String.valueOf(web.port()), "fetch.default-delay-ms", "0",
                "warc.enabled", "true", "warc.dir", warcDir.toString(), "fetch.robots.max-deferrals", "0"));
        bolt = new FetchBolt();
        rec = new RecordingCollector();
        bolt.prepare(CrawlerSettings.from(CrawlerConfig.defaults().with(s)), BoltMetrics.unregistered(), rec.collector());
        outages = new ServiceOutages(System::currentTimeMillis);
        bolt.outages(outages);
    }

    @AfterEach
    void stop() {
        if (bolt != null) {
            bolt.cleanup();
        }
        web.close();
    }

    private Tuple url(String url) {
        return TestTuples.of(Streams.FILTER, "default", Streams.URL_FIELDS, "a.example", web.at(url), 1,
                web.at("http://a.example/"), 0, 0, null, null, 0, false, 1_700_000_000_000L, 1_700_000_000_000L);
    }

    private void run(Tuple t) throws InterruptedException {
        bolt.execute(t);
        long end = System.currentTimeMillis() + 20_000;
        while (!rec.settled(t) && System.currentTimeMillis() < end) {
            Thread.sleep(5);
            bolt.execute(TestTuples.pulse());
        }
        assertTrue(rec.settled(t), "acked or failed once");
    }

    /** Type and target of every record in the directory's files. */
    private static List<String> archived(Path warcDir) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(warcDir)) {
            for (Path f : files.sorted().toList()) {
                try (WarcFileReader r = new WarcFileReader(f, 1 << 20)) {
                    for (Optional<WarcFileReader.Read> x = r.next(); x.isPresent(); x = r.next()) {
                        out.add(x.get().record().type() + " "
                                + x.get().record().headers().sole("WARC-Target-URI").orElse("-"));
                    }
                }
            }
        }
        return out;
    }

    @Test
    void aPageAndItsSitesRobotsTxtAreArchivedBeforeThePageGoesOn() throws Exception {
        Path warc = dir.resolve("warc");
        prepare(warc);
        Tuple t = url("http://a.example/page.html");
        run(t);
        assertTrue(rec.acked.contains(t));
        assertEquals(1, rec.on(Streams.PAGE).size());
        Tuple r = url("http://a.example/old.html");
        run(r);
        assertEquals(1, rec.on(Streams.REDIRECT).size());
        bolt.cleanup(); // the last user closes the file
        bolt = null;
        String robots = web.at("http://a.example/robots.txt");
        assertEquals(List.of("warcinfo -", "request " + robots, "response " + robots,
                "request " + web.at("http://a.example/page.html"), "response " + web.at("http://a.example/page.html"),
                "request " + web.at("http://a.example/old.html"), "response " + web.at("http://a.example/old.html")),
                archived(warc));
    }

    @Test
    void anArchiveThatCannotWriteDefersTheSiteLoudlyAndFetchesNothingUnarchived() throws Exception {
        Path blocked = dir.resolve("not-a-directory");
        Files.writeString(blocked, "x");
        prepare(blocked);
        Tuple t = url("http://a.example/page.html");
        run(t);
        // robots.txt came but could not be written: the site waits as for a robots.txt that did not answer
        assertEquals(0, web.hits(web.at("http://a.example/page.html")), "no page fetched that could not be archived");
        assertTrue(rec.on(Streams.PAGE).isEmpty());
        List<RecordingCollector.Emit> status = rec.on(Streams.STATUS);
        assertEquals(1, status.size());
        assertEquals("DEFERRED", status.get(0).get(Streams.STATUS_FIELDS.fieldIndex("status")), "an outage, not final");
        assertTrue(rec.errors.stream().anyMatch(e -> e.getMessage().contains("WARC archive")
                && e.getMessage().contains("failing")), rec.errors.toString());
    }
}
