package com.newsx.topology.metrics;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReplayProgressTest {
    private static Map<String, Double> figures() {
        Map<String, Double> m = new HashMap<>();
        m.put("warc.replay_records", 2400.0);
        m.put("warc.replay_pages", 1150.0);
        m.put("warc.replay_acked", 1100.0);
        m.put("warc.replay_failed", 3.0);
        m.put("warc.replay_pending", 50.0);
        m.put("warc.replay_truncated", 4.0);
        m.put("warc.replay_broken", 2.0);
        m.put("warc.replay_files_left", 1.0);
        m.put("warc.replay_unfinished", 1.0);
        m.put("index.indexed_pages", 1090.0);
        return m;
    }

    @Test
    void theLineSaysWhatWasReadHandedOnAndDone() {
        String line = ReplayProgress.line(figures(), 12_000);
        assertTrue(line.startsWith("replay   12s: records 2,400 | pages 1,150 (acked 1,100, failed 3, pending 50)"), line);
        assertTrue(line.contains("| indexed 1,090 |") && line.contains("| truncated 4 | broken 2 | files left 1"), line);
    }

    @Test
    void itIsDoneWhenEverySpoutTaskSaysSoAndCompleteWhenNothingWasGivenUp() {
        Map<String, Double> m = figures();
        assertFalse(ReplayProgress.finished(m));
        assertFalse(ReplayProgress.finished(Map.of()), "no figures yet: not done");
        m.put("warc.replay_unfinished", 0.0);
        assertTrue(ReplayProgress.finished(m));
        assertTrue(ReplayProgress.complete(m));
        m.put("warc.replay_gave_up", 1.0);
        assertFalse(ReplayProgress.complete(m), "a page given up");
    }

    @Test
    void activityMovesWithRecordsAcksAndWrites() {
        Map<String, Double> m = figures();
        String before = ReplayProgress.activity(m);
        assertEquals(before, ReplayProgress.activity(new HashMap<>(m)));
        m.put("warc.replay_acked", 1101.0);
        assertNotEquals(before, ReplayProgress.activity(m));
    }

    @Test
    void theSummarySaysWhatWasSkippedAndWhy() {
        Map<String, Double> m = figures();
        m.put("warc.replay_skipped", 1250.0);
        m.put("index.replays_refused", 7.0);
        String s = ReplayProgress.summary(m, 20_000);
        assertEquals(3, s.lines().count(), s);
        assertTrue(s.contains("2,400 records read, 1,150 pages handed on (55.0/s), 1,100 done, 0 given up"), s);
        assertTrue(s.contains("skipped 1,250") && s.contains("4 truncated records") && s.contains("2 broken"), s);
        assertTrue(s.contains("(7 already stored)"), s);
    }
}
