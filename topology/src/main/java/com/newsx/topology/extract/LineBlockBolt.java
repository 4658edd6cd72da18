package com.newsx.topology.extract;

import com.codahale.metrics.Histogram;
import com.newsx.extractor.article.BodyResult;
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

/** Line-block distribution on a cleaned article page; emits its half (body line numbers) for the fuse step. */
public final class LineBlockBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient PageStages stages;
    private transient Histogram micros;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        this.out = collector;
        this.stages = new PageStages(CrawlerSettings.of(topoConf).extractor());
        this.micros = BoltMetrics.register(context, "line_block_us");
    }

    @Override
    public void execute(Tuple t) {
        long start = System.nanoTime();
        Values half;
        try {
            CleanedPage page = stages.indexed((CleanedPage) t.getValueByField("page"));
            BodyResult r = stages.lineBlock(page);
            half = new Values(page.url(), Halves.lines(r), r.algorithm(), r.reason(), t.getLongByField("fetch_stamp"));
        } catch (Throwable e) {
            // the page's fault (a StackOverflowError on deep nesting): the fuse step records it, so the join stays whole
            ExtractionFailure.rethrowUnlessPagesFault(e);
            half = new Values(t.getStringByField("url"), null, Halves.FAILED,
                    ExtractionFailure.reason("line-block", e), t.getLongByField("fetch_stamp"));
        }
        micros.update((System.nanoTime() - start) / 1000);
        out.emitDirect(t.getIntegerByField("fuse_task"), Streams.LINE_BLOCK_HALF, t, half);
        out.ack(t);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.LINE_BLOCK_HALF, true, Streams.LINE_BLOCK_FIELDS);
    }
}
