package com.newsx.topology.parse;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Histogram;
import com.newsx.extractor.ExtractionException;
import com.newsx.extractor.stages.CleanedPage;
import com.newsx.extractor.stages.PageStages;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.Stages;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.net.CrawlScope;
import com.newsx.topology.schedule.Sources;
import com.newsx.topology.storm.JoinPoint;
import com.newsx.topology.storm.Streams;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The cleaning step ({@link PageStages#clean}): decode, pre-parse cleaning, parse, fields, DOM cleaning, line
 * index, page type and outlinks, once per page. Article pages go to both body algorithms at once (one emit, two
 * subscribers), list and home pages to the records step, in-scope outlinks to Kafka, and a source's visit (the
 * hashes of its links) to the status step, which schedules its next visit. Within a worker the cleaned page passes
 * by reference; across workers {@link CleanedPageSerializer} writes it compactly.
 */
public final class CleanBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient PageStages stages;
    private transient Outlinks outlinks;
    private transient Histogram cleanMicros;
    private transient Counter articles;
    private transient Counter lists;
    private transient Counter failed;
    private transient JoinPoint joinPoint;
    private transient int maxDepth;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        CrawlerConfig conf = CrawlerConfig.of(topoConf);
        this.out = collector;
        this.stages = Stages.of(conf);
        this.outlinks = new Outlinks(CrawlScope.parse(conf.getString("scope.mode"), conf.getInt("scope.max-depth")),
                conf.getInt("scope.max-outlinks-per-page"));
        this.maxDepth = conf.getInt("scope.max-depth");
        this.cleanMicros = context.registerHistogram("clean_us");
        this.articles = context.registerCounter("article_pages");
        this.lists = context.registerCounter("list_pages");
        this.failed = context.registerCounter("extract_errors");
        this.joinPoint = new JoinPoint(context.getComponentTasks(Streams.FUSE), new HashSet<>(context.getThisWorkerTasks()));
    }

    @Override
    public void execute(Tuple t) {
        String url = t.getStringByField("url");
        int depth = t.getIntegerByField("depth");
        String seed = t.getStringByField("seed");
        long start = System.nanoTime();
        CleanedPage page;
        try {
            page = stages.clean(t.getBinaryByField("bytes"), t.getStringByField("content_type"), url);
        } catch (ExtractionException | RuntimeException | StackOverflowError e) {
            failed.inc();
            out.emit(Streams.STATUS, t, Streams.status(url, CrawlStatus.ERROR, "extraction failed: " + e.getMessage(), 200, 0));
            out.ack(t);
            return;
        }
        cleanMicros.update((System.nanoTime() - start) / 1000);
        Set<String> links = outlinks.of(page.links(), url, seed, depth);
        if (!links.isEmpty()) {
            out.emit(Streams.OUTLINK, t, new Values(url, depth + 1, seed, links.toArray(new String[0])));
        }
        if (Sources.isSource(page.type(), depth, maxDepth)) {
            out.emit(Streams.VISIT, t, new Values(url, Sources.linkHashes(links)));
        }
        if (page.toRecords()) {
            lists.inc();
            out.emit(Streams.LIST, t, new Values(url, page));
        } else {
            articles.inc();
            out.emit(Streams.ARTICLE, t, new Values(url, page, joinPoint.taskFor(url)));
        }
        out.ack(t);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.ARTICLE, Streams.ARTICLE_FIELDS);
        declarer.declareStream(Streams.LIST, Streams.CLEANED_FIELDS);
        declarer.declareStream(Streams.OUTLINK, Streams.OUTLINK_FIELDS);
        declarer.declareStream(Streams.VISIT, Streams.VISIT_FIELDS);
        declarer.declareStream(Streams.STATUS, Streams.STATUS_FIELDS);
    }
}
