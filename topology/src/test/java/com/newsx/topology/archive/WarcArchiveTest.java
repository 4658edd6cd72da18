package com.newsx.topology.archive;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.WarcSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netpreserve.jwarc.Warcinfo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WarcArchiveTest {
    @TempDir
    Path dir;

    private WarcSettings settings(Path where) {
        return CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("warc.enabled", "true",
                "warc.dir", where.toString(), "warc.prefix", "T"))).warc();
    }

    private List<Path> files(Path where) throws IOException {
        try (Stream<Path> s = Files.list(where)) {
            return s.sorted().toList();
        }
    }

    @Test
    void aWorkersFetchTasksShareOneArchiveAndTheLastToLeaveClosesItsFile() throws IOException {
        WarcSettings s = settings(dir);
        WarcArchive a = WarcArchive.shared(s, WarcArchive.info(s, "agent/1"));
        WarcArchive b = WarcArchive.shared(s, WarcArchive.info(s, "agent/1"));
        assertSame(a, b, "one archive per directory in a JVM");
        a.write(Captures.page("http://a.example/1", "<p>one</p>", 1_710_744_651_000L));
        b.write(Captures.page("http://a.example/2", "<p>two</p>", 1_710_744_652_000L));
        assertNotNull(a.current());
        a.close();
        assertTrue(files(dir).get(0).toString().endsWith(".open"), "still in use by the other task");
        b.close();
        List<Path> closed = files(dir);
        assertEquals(1, closed.size());
        assertTrue(WarcFileNaming.parse(closed.get(0).getFileName().toString()).isPresent(), closed.toString());
        WarcArchive again = WarcArchive.shared(s, Map.of());
        try {
            assertTrue(again != a, "a new archive once the last user left");
        } finally {
            again.close();
        }
    }

    @Test
    void everyFileBeginsWithAWarcinfoSayingWhatWroteItAndHow() throws IOException {
        WarcSettings s = settings(dir);
        try (WarcArchive a = WarcArchive.shared(s, WarcArchive.info(s, "newsx-crawler/0.1"))) {
            a.write(Captures.page("http://a.example/1", "<p>one</p>", 1_710_744_651_000L));
        }
        Path f = files(dir).get(0);
        try (WarcFileReader r = new WarcFileReader(f, 1 << 20)) {
            WarcFileReader.Read first = r.next().orElseThrow();
            Warcinfo info = (Warcinfo) first.record();
            assertEquals(f.getFileName().toString(), info.filename().orElseThrow());
            String fields = new String(first.block(), java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(fields.contains("format: WARC File Format 1.1"), fields);
            assertTrue(fields.contains("http-header-user-agent: newsx-crawler/0.1"), fields);
            assertTrue(fields.contains("isPartOf: T"), fields);
            assertEquals("request", r.next().orElseThrow().record().type());
            assertEquals("response", r.next().orElseThrow().record().type());
        }
    }
}
