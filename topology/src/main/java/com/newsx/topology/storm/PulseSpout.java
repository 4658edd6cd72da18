package com.newsx.topology.storm;

import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

import java.util.Map;

/**
 * Wakes the asynchronous bolts every few milliseconds with an untracked tuple. Their work (HTTP exchanges, bulk
 * requests, Kafka sends) completes on other threads, but Storm 2's collector may only be used from the executor
 * thread, and tick tuples come at most once a second: without a pulse a finished fetch could wait a second to be
 * emitted. Sent to every task of those bolts (all grouping); costs a few hundred tiny tuples a second.
 */
public final class PulseSpout extends BaseRichSpout {
    private final long everyMs;
    private transient SpoutOutputCollector out;
    private transient long next;

    public PulseSpout(long everyMs) {
        this.everyMs = everyMs;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.out = collector;
    }

    @Override
    public void nextTuple() {
        long now = System.currentTimeMillis();
        if (now >= next) {
            next = now + everyMs;
            out.emit(new Values(now)); // no message id: never acked, never replayed
        } else {
            try {
                Thread.sleep(Math.min(everyMs, next - now));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("at"));
    }
}
