package com.newsx.topology.storm;

import org.apache.kafka.common.TopicPartition;
import org.apache.storm.kafka.spout.KafkaSpoutMessageId;
import org.apache.storm.kafka.spout.KafkaSpoutRetryExponentialBackoff;
import org.apache.storm.kafka.spout.KafkaSpoutRetryService;

import java.util.Collection;
import java.util.Map;

/**
 * The Kafka spout's replays of a failed record: storm-kafka-client's exponential back-off, which never gives up a
 * record (its URL may not be in crawl-status yet, so nothing else would bring it back), with the failures it counts
 * capped. Its delay is {@code period * 2^(fails-1)} in nanoseconds, which overflows after about 34 failures of one
 * record (a long Elasticsearch outage fails a record at every replay): the delay turns negative and the replays fire
 * at once, in a loop. Counted at most {@link #MAX_FAILS}, a record keeps waiting the maximum delay.
 */
public final class KafkaRetries implements KafkaSpoutRetryService {
    /** Failures counted per record: 2^19 periods is far past any maximum delay, and far from an overflow. */
    static final int MAX_FAILS = 20;

    private final KafkaSpoutRetryExponentialBackoff backoff;

    public KafkaRetries(long initialMs, long maxMs) {
        this.backoff = new KafkaSpoutRetryExponentialBackoff(
                KafkaSpoutRetryExponentialBackoff.TimeInterval.milliSeconds(initialMs),
                KafkaSpoutRetryExponentialBackoff.TimeInterval.milliSeconds(initialMs), Integer.MAX_VALUE,
                KafkaSpoutRetryExponentialBackoff.TimeInterval.milliSeconds(maxMs));
    }

    @Override
    public boolean schedule(KafkaSpoutMessageId msgId) {
        if (msgId.numFails() <= MAX_FAILS) {
            return backoff.schedule(msgId);
        }
        // the spout emits the record again under the id scheduled here (getMessageId), so the capped copy goes on
        KafkaSpoutMessageId capped = new KafkaSpoutMessageId(msgId.getTopicPartition(), msgId.offset(),
                msgId.isNullTuple());
        for (int i = 0; i < MAX_FAILS; i++) {
            capped.incrementNumFails();
        }
        backoff.remove(msgId);
        return backoff.schedule(capped);
    }

    @Override
    public boolean remove(KafkaSpoutMessageId msgId) {
        return backoff.remove(msgId);
    }

    @Override
    public boolean retainAll(Collection<TopicPartition> assignedPartitions) {
        return backoff.retainAll(assignedPartitions);
    }

    @Override
    public Map<TopicPartition, Long> earliestRetriableOffsets() {
        return backoff.earliestRetriableOffsets();
    }

    @Override
    public boolean isReady(KafkaSpoutMessageId msgId) {
        return backoff.isReady(msgId);
    }

    @Override
    public boolean isScheduled(KafkaSpoutMessageId msgId) {
        return backoff.isScheduled(msgId);
    }

    @Override
    public int readyMessageCount() {
        return backoff.readyMessageCount();
    }

    @Override
    public KafkaSpoutMessageId getMessageId(TopicPartition tp, long offset) {
        return backoff.getMessageId(tp, offset);
    }
}
