package com.newsx.topology.parse;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RobotsDirectivesTest {
    private static final String AGENT = "newsx-crawler";

    private static RobotsDirectives meta(String head) {
        return RobotsDirectives.fromMeta(("<html><head>" + head + "</head><body><p>text</p></body></html>")
                .getBytes(StandardCharsets.UTF_8), AGENT);
    }

    @Test
    void metaRobotsInAnyCase() {
        assertTrue(meta("<meta name=\"robots\" content=\"noindex\">").noindex());
        assertFalse(meta("<meta name=\"robots\" content=\"noindex\">").nofollow());
        assertTrue(meta("<META NAME=\"ROBOTS\" CONTENT=\"NOFOLLOW\">").nofollow());
        RobotsDirectives none = meta("<meta name=\"Robots\" content=\"None\">");
        assertTrue(none.noindex() && none.nofollow());
        RobotsDirectives both = meta("<meta name=\"robots\" content=\"noarchive,noindex, NoFollow\">");
        assertTrue(both.noindex() && both.nofollow());
        assertEquals("meta robots", both.source());
    }

    @Test
    void metaForOurAgentCountsAndForOthersNot() {
        assertTrue(meta("<meta name=\"newsx-crawler\" content=\"noindex\">").noindex());
        assertFalse(meta("<meta name=\"googlebot\" content=\"noindex, nofollow\">").noindex());
        assertEquals(RobotsDirectives.NONE, meta("<meta name=\"robots\" content=\"index, follow\">"));
        assertEquals(RobotsDirectives.NONE, meta("<meta name=\"description\" content=\"robots noindex\">"));
        assertEquals(RobotsDirectives.NONE, meta("<title>No meta</title>"));
    }

    @Test
    void xRobotsTagWithAndWithoutAnAgent() {
        assertTrue(RobotsDirectives.fromHeader("noindex", AGENT).noindex());
        assertTrue(RobotsDirectives.fromHeader("NoIndex, NOFOLLOW", AGENT).nofollow());
        RobotsDirectives none = RobotsDirectives.fromHeader("none", AGENT);
        assertTrue(none.noindex() && none.nofollow());
        assertEquals("X-Robots-Tag", none.source());
        assertFalse(RobotsDirectives.fromHeader("googlebot: noindex, nofollow", AGENT).noindex());
        assertTrue(RobotsDirectives.fromHeader("Newsx-Crawler: noindex", AGENT).noindex());
        // one header per line: the second is for everyone
        RobotsDirectives two = RobotsDirectives.fromHeader("otherbot: noindex\nnofollow", AGENT);
        assertFalse(two.noindex());
        assertTrue(two.nofollow());
        assertEquals(RobotsDirectives.NONE, RobotsDirectives.fromHeader("unavailable_after: 25 Jun 2010 15:00:00 PST",
                AGENT));
        assertTrue(RobotsDirectives.fromHeader("unavailable_after: 25 Jun 2010, noindex", AGENT).noindex());
        assertEquals(RobotsDirectives.NONE, RobotsDirectives.fromHeader(null, AGENT));
    }

    @Test
    void headerAndMetaCombine() {
        byte[] page = "<html><head><meta name=robots content=nofollow></head></html>".getBytes(StandardCharsets.UTF_8);
        RobotsDirectives d = RobotsDirectives.of("noindex", page, AGENT);
        assertTrue(d.noindex() && d.nofollow());
        assertEquals("X-Robots-Tag and meta robots", d.source());
    }
}
