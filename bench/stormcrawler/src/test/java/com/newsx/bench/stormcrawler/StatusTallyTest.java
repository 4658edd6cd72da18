package com.newsx.bench.stormcrawler;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatusTallyTest {

    @Test
    void aPageFetchedTwiceCountsOnceAsFetched(@TempDir Path dir) throws Exception {
        StatusTally t = new StatusTally();
        t.record("http://news1.bench:8088/", "DISCOVERED");
        t.record("http://news1.bench:8088/", "FETCHED");
        t.record("http://news1.bench:8088/a-1.html", "FETCHED");
        t.record("http://news1.bench:8088/", "FETCHED");
        t.record("http://news1.bench:8088/gone.html", "ERROR");
        assertEquals(Map.of("discovered", 1L, "fetched", 2L, "fetched_again", 1L, "error", 1L), t.snapshot());
        Path f = dir.resolve("counts.txt");
        t.writeTo(f);
        assertEquals("discovered=1\nerror=1\nfetched=2\nfetched_again=1\n", Files.readString(f));
    }

    @Test
    void setsAreReadAsTheirYamlTypes() {
        BenchOptions o = BenchOptions.parse(new String[] {"--seeds", "s", "--counts", "c", "--set", "detect.mimetype=false",
            "--set", "fetcher.server.delay=0.5", "--set", "http.content.limit=65536", "--set", "http.agent.name=x"});
        assertEquals(Map.of("detect.mimetype", false, "fetcher.server.delay", 0.5, "http.content.limit", 65536L,
                "http.agent.name", "x"), o.sets());
        assertEquals(50, o.fetchThreads());
        assertEquals(2, o.parsers());
    }
}
