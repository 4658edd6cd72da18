package com.newsx.commands.crawl;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LocalCrawlTest {
    @Test
    void aValueOfTheWrongTypeStopsBinCrawlNamingItsKeyBeforeAnythingRuns() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        int code;
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            // Port 1: nothing listens there, so if the settings were not checked first the service check would say so.
            code = LocalCrawl.execute("--set", "kafka.bootstrap=127.0.0.1:1", "--set", "es.url=http://127.0.0.1:1",
                    "--set", "fetch.max-bytes=ten");
        } finally {
            System.setErr(saved);
        }
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, code, said);
        assertTrue(said.contains("fetch.max-bytes") && said.contains("'ten'"), said);
        assertTrue(!said.contains("127.0.0.1:1"), "no service was asked: " + said);
    }
}
