package com.newsx.commands.local;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code bin/crawl status} end to end against a stand-in for Elasticsearch on a loopback port of its own: the
 * searches it sends, the answers read, the trouble lines printed. The stand-in answers each search by what it asks.
 */
class CrawlStatusShowTest {
    private StatusIndexStandIn es;

    @BeforeEach
    void start() throws IOException {
        es = new StatusIndexStandIn();
    }

    @AfterEach
    void stop() {
        es.close();
    }

    @Test
    void theTroubleAndTheStaleSourcesArePrintedBelowTheFigures() {
        PrintStream was = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        int rc;
        try {
            rc = CrawlStatusCommand.execute("--es", es.url(),
                    "--stale-after", "2d", "--limit", "5");
        } finally {
            System.setOut(was);
        }
        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, rc, printed);
        assertTrue(printed.contains("sources failing                1"), printed);
        assertTrue(printed.contains("  https://a.example/rss\n    failing for 2h"), printed);
        assertTrue(printed.matches("(?s).*4 in a row, next visit in (\\d+s|1m); last answer: http_error: HTTP 404\n.*"),
                printed); // the next visit a minute after the answer was made, less the time the run took
        assertTrue(printed.contains("sources retired                0"), printed);
        assertTrue(printed.contains("sources stale > 2d"), printed);
        assertTrue(printed.contains("  https://b.example/\n    newest article found 3d ago"), printed);
        assertTrue(!printed.contains("https://c.example/"), "a source with a new article is not stale: " + printed);
        JsonNode newest = es.searches.stream().filter(s -> s.at("/aggregations/parents").isObject()).findFirst().orElseThrow();
        assertEquals("https://b.example/", newest.at("/aggregations/parents/terms/include/0").asText(),
                "the sources' URLs, as the first search found them");
        assertEquals(2, es.searches.stream().filter(s -> s.path("size").asInt(-1) == 5).count(),
                "the two trouble searches, at the limit: " + es.searches);
    }
}
