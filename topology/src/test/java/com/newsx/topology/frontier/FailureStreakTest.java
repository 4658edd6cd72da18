package com.newsx.topology.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FailureStreakTest {
    @Test
    void aFailureThatTheNextPollGetsPastIsNotReported() {
        FailureStreak s = new FailureStreak(5_000);
        assertFalse(s.failed(1_000));
        s.answered();
        assertFalse(s.failed(10_000));
        s.answered();
    }

    @Test
    void aLastingRunIsReportedOnceWhenItHasLastedTheQuietTime() {
        FailureStreak s = new FailureStreak(5_000);
        List<Long> reports = new ArrayList<>();
        for (long t = 0; t <= 20_000; t += 1_000) {
            if (s.failed(t)) {
                reports.add(t);
            }
        }
        assertEquals(List.of(5_000L), reports);
    }

    @Test
    void aNewRunAfterAnAnswerIsReportedAgain() {
        FailureStreak s = new FailureStreak(2_000);
        s.failed(0);
        assertTrue(s.failed(2_000));
        s.answered();
        assertFalse(s.failed(3_000));
        assertFalse(s.failed(4_000));
        assertTrue(s.failed(5_000));
    }

    @Test
    void noQuietTimeReportsTheFirstFailure() {
        assertTrue(new FailureStreak(0).failed(42));
    }
}
