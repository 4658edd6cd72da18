package com.newsx.topology.extract;

import com.codahale.metrics.Histogram;
import com.newsx.extractor.stages.CleanedPage;
import com.newsx.extractor.stages.PageStages;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.doc.ExtractionFailure;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.Streams;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

import java.util.Map;

/**
 * CETD punctuation density on a cleaned article page; emits its half (body line numbers and the node of largest
 * PointDensitySum) with the page itself, which the fuse step needs and line-block's half does not carry.
 */
public final class PunctuationDensityBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient PageStages stages;
    private transient Histogram micros;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        this.out = collector;
        this.stages = new PageStages(CrawlerSettings.of(topoConf).extractor());
        this.micros = BoltMetrics.register(context, "punctuation_density_us");
    }

    @Override
    public void execute(Tuple t) {
        long start = System.nanoTime();
        Values half;
        try {
            CleanedPage page = stages.indexed((CleanedPage) t.getValueByField("page"));
            PageStages.DensityHalf h = stages.punctuationDensity(page);
            // with its index: in the same worker the fuse step uses it as it is
            half = new Values(page.url(), Halves.lines(h.body()), h.body().algorithm(), h.body().reason(), h.maxSumNode(),
                    page, t.getStringByField("canonical"), t.getLongByField("first_seen"), t.getLongByField("fetch_stamp"),
                    t.getLongByField("visit"), t.getLongByField("fetched_at"));
        } catch (Throwable e) {
            // the page's fault (a StackOverflowError on deep nesting): the fuse step records it, so the join stays whole
            ExtractionFailure.rethrowUnlessPagesFault(e);
            half = new Values(t.getStringByField("url"), null, Halves.FAILED,
                    ExtractionFailure.reason("punctuation density", e), -1, null, null, t.getLongByField("first_seen"),
                    t.getLongByField("fetch_stamp"), t.getLongByField("visit"), t.getLongByField("fetched_at"));
        }
        micros.update((System.nanoTime() - start) / 1000);
        out.emitDirect(t.getIntegerByField("fuse_task"), Streams.DENSITY_HALF, t, half);
        out.ack(t);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.DENSITY_HALF, true, Streams.DENSITY_FIELDS);
    }
}
