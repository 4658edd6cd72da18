package com.newsx.commands.local;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CrawlStatusCommandTest {
    /** The exit code, and what was said on standard error. */
    private record Run(int rc, String err) {
    }

    private static Run run(String... args) {
        PrintStream was = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            return new Run(CrawlStatusCommand.execute(args), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setErr(was);
        }
    }

    @Test
    void aThresholdOrLimitThatIsNoneIsAUsageMistakeNamingTheFlag() {
        Run stale = run("--stale-after", "soon", "--es", "http://127.0.0.1:1");
        assertEquals(2, stale.rc());
        assertTrue(stale.err().contains("--stale-after needs a duration such as 30m, 6h or 2d, got soon"), stale.err());
        Run limit = run("--limit", "0", "--es", "http://127.0.0.1:1");
        assertEquals(2, limit.rc());
        assertTrue(limit.err().contains("--limit needs a number above 0, got 0"), limit.err());
    }

    @Test
    void goodFlagsGetAsFarAsElasticsearch() {
        Run r = run("--stale-after", "6h", "--limit", "5", "--es", "http://127.0.0.1:1");
        assertEquals(1, r.rc(), "the flags were read; the service at port 1 is down: " + r.err());
    }
}
