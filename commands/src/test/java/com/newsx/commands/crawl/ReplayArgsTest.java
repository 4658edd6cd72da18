package com.newsx.commands.crawl;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReplayArgsTest {
    @Test
    void pathsSelectionAndSettings() {
        ReplayArgs a = ReplayArgs.parse("--from", "2024-03-18T06:00Z", "--until", "2024-03-19", "--url-prefix",
                "https://news.example/", "--set", "es.url=http://es:9200", "warc/", "more/CC-NEWS-1.warc.gz",
                "--idle-seconds", "30");
        assertEquals(List.of("warc/", "more/CC-NEWS-1.warc.gz"), a.selection.paths());
        assertEquals(Instant.parse("2024-03-18T06:00:00Z").toEpochMilli(), a.selection.fromMs());
        assertEquals(Instant.parse("2024-03-19T00:00:00Z").toEpochMilli(), a.selection.untilMs());
        assertEquals("https://news.example/", a.selection.urlPrefix());
        assertFalse(a.selection.follow(), "links are not crawled unless asked");
        assertEquals(Map.of("es.url", "http://es:9200"), a.overrides);
        assertEquals(30, a.idleSeconds);
        assertTrue(ReplayArgs.parse("--follow", "a.warc.gz").selection.follow());
        ReplayArgs open = ReplayArgs.parse("a.warc.gz");
        assertEquals(Long.MIN_VALUE, open.selection.fromMs());
        assertEquals(Long.MAX_VALUE, open.selection.untilMs());
    }

    @Test
    void mistakesAreNamed() {
        assertTrue(assertThrows(IllegalArgumentException.class, ReplayArgs::parse).getMessage().contains("WARC files"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ReplayArgs.parse("--from", "yesterday", "a"))
                .getMessage().contains("--from"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ReplayArgs.parse("--from", "2024-03-19",
                "--until", "2024-03-18", "a")).getMessage().contains("before"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ReplayArgs.parse("--bogus", "a"))
                .getMessage().contains("unknown option"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ReplayArgs.parse("--seconds", "-1", "a"))
                .getMessage().contains("--seconds"));
    }

    @Test
    void aMissingPathIsSaidAndNoServiceIsAskedWhenNothingIsLeftToReplay() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        int code;
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            code = LocalReplay.execute("--set", "es.url=http://127.0.0.1:1", "/no/such/dir/warc");
        } finally {
            System.setErr(saved);
        }
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, code, said);
        assertTrue(said.contains("/no/such/dir/warc") && said.contains("no such file"), said);
        assertFalse(said.contains("127.0.0.1:1"), "no service was asked: " + said);
    }

    @Test
    void aMistypedSettingStopsItBeforeAnything() throws Exception {
        PrintStream saved = System.err;
        try {
            System.setErr(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            assertEquals(2, LocalReplay.execute("--set", "warc.gzip-level=11", "a.warc.gz"));
        } finally {
            System.setErr(saved);
        }
    }
}
