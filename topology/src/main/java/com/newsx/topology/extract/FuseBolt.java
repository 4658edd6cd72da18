package com.newsx.topology.extract;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Histogram;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.stages.CleanedPage;
import com.newsx.extractor.stages.PageStages;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.doc.ArticleDocument;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.ExtractionFailure;
import com.newsx.topology.doc.PageDocuments;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.Streams;
import com.newsx.topology.timeindex.TimeIndex;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Joins the two algorithms' halves of a page (grouped by URL; only halves of one fetch stamp: {@link FusionJoin}) and
 * fuses them into the article ({@link PageStages#fuse}), recording which algorithm won and why. A half whose partner does not come within
 * {@code fusion.timeout-ms} is failed, so Kafka replays the page; a half of an earlier attempt is failed as soon as a
 * half of a later one comes ({@code fuse_stale}).
 */
public final class FuseBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient PageStages stages;
    private transient FusionJoin<Tuple, Tuple> join;
    private transient TimeIndex articleIndex;
    private transient Histogram micros;
    private transient Counter evicted;
    private transient Counter stale;
    private transient TopologyContext context;
    private transient Map<String, Counter> won;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        CrawlerSettings settings = CrawlerSettings.of(topoConf);
        this.out = collector;
        this.context = context;
        this.won = new java.util.HashMap<>();
        this.stages = new PageStages(settings.extractor());
        stages.preload(); // seconds of model reading here, not in the first article's tuple timeout
        this.join = new FusionJoin<>(settings.fusion().timeoutMs());
        this.articleIndex = settings.es().articles();
        this.micros = BoltMetrics.register(context, "fuse_us");
        this.evicted = context.registerCounter("fuse_evicted");
        this.stale = context.registerCounter("fuse_stale");
        context.registerGauge("fuse_waiting", () -> join.waiting());
    }

    @Override
    public void execute(Tuple t) {
        long now = System.currentTimeMillis();
        if (Streams.isPulse(t)) {
            for (FusionJoin.Pair<Tuple, Tuple> lost : join.evict(now)) {
                evicted.inc();
                out.fail(lost.lines() != null ? lost.lines() : lost.density());
            }
            return;
        }
        String url = t.getStringByField("url");
        long fetch = t.getLongByField("fetch_stamp"); // halves of different fetches never fuse
        FusionJoin.Arrival<Tuple, Tuple> a = Streams.LINE_BLOCK_HALF.equals(t.getSourceStreamId())
                ? join.lines(url, fetch, t, now) : join.density(url, fetch, t, now);
        if (a.stale() != null) {
            stale.inc(); // an earlier attempt's half: its partner will never come, so it goes now, not at the timeout
            out.fail(a.stale().lines() != null ? a.stale().lines() : a.stale().density());
        }
        if (a.pair() != null) {
            fuse(url, a.pair().lines(), a.pair().density());
        }
    }

    private void fuse(String url, Tuple lines, Tuple density) {
        List<Tuple> anchors = List.of(lines, density);
        String failed = Halves.failure(lines.getStringByField("algorithm"), lines.getStringByField("reason"),
                density.getStringByField("algorithm"), density.getStringByField("reason"));
        if (failed != null) {
            out.emit(Streams.STATUS, anchors, Streams.status(url, CrawlStatus.ERROR, failed, 200, 0));
            out.ack(lines);
            out.ack(density);
            return;
        }
        long start = System.nanoTime();
        Article a;
        CleanedPage page;
        try {
            page = stages.indexed((CleanedPage) density.getValueByField("page"));
            a = stages.fuse(page,
                    Halves.body((int[]) lines.getValueByField("lines"), lines.getStringByField("algorithm"),
                            lines.getStringByField("reason")),
                    new PageStages.DensityHalf(Halves.body((int[]) density.getValueByField("lines"),
                            density.getStringByField("algorithm"), density.getStringByField("reason")),
                            density.getIntegerByField("max_sum_node")));
        } catch (Throwable e) {
            ExtractionFailure.rethrowUnlessPagesFault(e);
            out.emit(Streams.STATUS, anchors, Streams.status(url, CrawlStatus.ERROR, ExtractionFailure.reason("fusion", e),
                    200, 0));
            out.ack(lines);
            out.ack(density);
            return;
        }
        micros.update((System.nanoTime() - start) / 1000);
        if (a.body() == null) {
            out.emit(Streams.STATUS, anchors, Streams.status(url, CrawlStatus.FETCHED_NOTHING,
                    page.type().jsonName() + " page with neither article text nor records", 200, 0));
        } else {
            won.computeIfAbsent(a.algorithm(), k -> context.registerCounter("won_" + k)).inc();
            String canonical = density.getStringByField("canonical");
            // the index of the period the URL entered the crawl in: a replay or revisit overwrites it there
            String index = articleIndex.at(density.getLongByField("first_seen"));
            // written as this visit's version: a replay of the visit is refused, not written again
            out.emit(Streams.DOCUMENTS, anchors, new Values(url, PageDocuments.one(index,
                    ArticleDocument.id(url, canonical), ArticleDocument.of(url, canonical, a, page.type().jsonName(),
                            Instant.ofEpochMilli(density.getLongByField("fetched_at"))))
                    .withVisit(density.getLongByField("visit"))));
        }
        out.ack(lines);
        out.ack(density);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.DOCUMENTS, Streams.DOCUMENT_FIELDS);
        declarer.declareStream(Streams.STATUS, Streams.STATUS_FIELDS);
    }
}
