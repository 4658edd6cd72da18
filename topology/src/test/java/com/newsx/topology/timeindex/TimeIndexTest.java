package com.newsx.topology.timeindex;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimeIndexTest {
    @Test
    void aDocumentGoesToTheIndexOfItsTimeUnderTheAlias() {
        TimeIndex monthly = new TimeIndex("news-articles", IndexPeriod.MONTH);
        long firstSeen = Instant.parse("2026-11-30T23:59:59Z").toEpochMilli();
        assertEquals("news-articles-2026.11", monthly.at(firstSeen));
        assertEquals("news-articles-it-7-2026.w49", new TimeIndex("news-articles-it-7", IndexPeriod.WEEK).at(firstSeen));
        assertEquals("news-articles-2026.12", monthly.at(firstSeen + 1000));
    }

    @Test
    void anIndexBelongsToAnAliasOnlyByItsExactShape() {
        assertTrue(TimeIndex.belongsTo("news-articles", "news-articles-2026.11"));
        assertTrue(TimeIndex.belongsTo("news-articles-it-7", "news-articles-it-7-2026.11.02"));
        assertFalse(TimeIndex.belongsTo("news-articles", "news-articles-it-7-2026.11"), "a test's alias, not this one");
        assertFalse(TimeIndex.belongsTo("news-articles", "news-articles"));
        assertFalse(TimeIndex.belongsTo("news-articles", "news-records-2026.11"));
        assertFalse(TimeIndex.belongsTo("news-articles", "news-articles-search-it"));
        assertEquals(Instant.parse("2026-12-01T00:00:00Z"),
                TimeIndex.spanOf("news-articles", "news-articles-2026.11").orElseThrow().end());
    }
}
