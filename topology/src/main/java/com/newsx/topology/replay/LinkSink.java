package com.newsx.topology.replay;

import com.codahale.metrics.Counter;
import com.newsx.topology.storm.PageLinks;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;

import java.util.Map;

/**
 * Where a replay's outlinks go when they are not followed: nowhere. Each emit of a page's links is settled as the
 * outlinks step settles a stored one ({@link PageLinks#stored}), since the status step holds a page's final outcome
 * until its links are settled; the links are counted ({@code links_dropped}) and dropped.
 */
public final class LinkSink extends BaseRichBolt {
    private transient OutputCollector out;
    private transient PageLinks pages;
    private transient Counter dropped;

    @Override
    public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        prepare(collector, PageLinks.WORKER, context.registerCounter("links_dropped"));
    }

    /** Prepares the bolt with its registry and counter (a test's own). */
    void prepare(OutputCollector collector, PageLinks pages, Counter dropped) {
        this.out = collector;
        this.pages = pages;
        this.dropped = dropped;
    }

    @Override
    public void execute(Tuple t) {
        dropped.inc(((String[]) t.getValueByField("links")).length);
        pages.stored(t.getStringByField("parent"));
        out.ack(t);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }
}
