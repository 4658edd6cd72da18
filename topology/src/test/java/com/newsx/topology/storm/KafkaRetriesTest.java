package com.newsx.topology.storm;

import org.apache.kafka.common.TopicPartition;
import org.apache.storm.kafka.spout.KafkaSpoutMessageId;
import org.apache.storm.kafka.spout.KafkaSpoutRetryExponentialBackoff;
import org.apache.storm.kafka.spout.KafkaSpoutRetryExponentialBackoff.TimeInterval;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KafkaRetriesTest {
    private static final TopicPartition TP = new TopicPartition("urls", 0);

    private static KafkaSpoutMessageId failed(long offset, int times) {
        KafkaSpoutMessageId id = new KafkaSpoutMessageId(TP, offset);
        for (int i = 0; i < times; i++) {
            id.incrementNumFails();
        }
        return id;
    }

    @Test
    void storm_sOwnBackOffOverflowsAfterManyFailuresAndReplaysAtOnce() {
        KafkaSpoutRetryExponentialBackoff plain = new KafkaSpoutRetryExponentialBackoff(TimeInterval.milliSeconds(2000),
                TimeInterval.milliSeconds(2000), Integer.MAX_VALUE, TimeInterval.milliSeconds(60_000));
        KafkaSpoutMessageId id = failed(7, 40);
        assertTrue(plain.schedule(id));
        assertTrue(plain.isReady(id), "the delay overflowed: the replay is due at once (why KafkaRetries exists)");
    }

    @Test
    void aRecordFailedManyTimesWaitsTheMaximumDelayAndIsNeverGivenUp() {
        KafkaRetries retries = new KafkaRetries(2000, 60_000);
        KafkaSpoutMessageId id = failed(7, 40);
        assertTrue(retries.schedule(id), "scheduled, not given up");
        assertTrue(retries.isScheduled(id));
        assertFalse(retries.isReady(id), "waits its back-off");
        KafkaSpoutMessageId again = retries.getMessageId(TP, 7);
        assertEquals(KafkaRetries.MAX_FAILS, again.numFails(), "the failures it counts are capped");
        // the spout emits the record again under that id and, when it fails once more, schedules it again
        assertTrue(retries.remove(again));
        again.incrementNumFails();
        assertTrue(retries.schedule(again));
        assertFalse(retries.isReady(retries.getMessageId(TP, 7)));
        assertEquals(0, retries.readyMessageCount());
    }

    @Test
    void aFirstFailureWaitsTheInitialDelay() {
        KafkaRetries retries = new KafkaRetries(60_000, 120_000);
        KafkaSpoutMessageId id = failed(3, 1);
        assertTrue(retries.schedule(id));
        assertFalse(retries.isReady(id));
        assertEquals(1, retries.getMessageId(TP, 3).numFails());
    }
}
