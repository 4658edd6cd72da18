package com.newsx.topology.replay;

import com.codahale.metrics.Counter;
import com.newsx.topology.archive.ReplaySelection;
import com.newsx.topology.archive.WarcFiles;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.schedule.RetryBackoff;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.Streams;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Values;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A replay's spout: the response records of WARC files, emitted as the fetch step emits a fetched page (stream
 * {@code page}, its fields), so that cleaning, both algorithms, the fusion, records, copies and indexing run on them as
 * in a crawl ({@link ReplayFeed}). Each task takes every n-th file of the selection (n: the spout's tasks, one per
 * worker): on a cluster the paths must be readable on every worker. Its figures, under {@code warc.*}: records read,
 * pages emitted, acked and failed, what was skipped and why, and {@code replay_unfinished} (1 until every file is read
 * and every page acked), which tells {@code bin/replay} when it is done.
 */
public final class WarcSpout extends BaseRichSpout {
    private final ReplaySelection selection;
    private transient SpoutOutputCollector out;
    private transient ReplayFeed feed;
    private transient Counter emitted;
    private transient volatile Figures figures;
    private transient long figuresAt;

    public WarcSpout(ReplaySelection selection) {
        this.selection = selection;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        CrawlerSettings settings = CrawlerSettings.of(conf);
        this.out = collector;
        List<Path> mine = new ArrayList<>();
        try {
            List<Path> all = WarcFiles.list(selection.paths());
            int task = context.getThisTaskIndex();
            int tasks = context.getComponentTasks(context.getThisComponentId()).size();
            for (int i = task; i < all.size(); i += tasks) {
                mine.add(all.get(i));
            }
        } catch (IOException e) {
            collector.reportError(new IOException("replay: " + e.getMessage() + " (the paths must be readable on every"
                    + " worker)", e));
        }
        // the fetch step's size caps: a page's, or a source's when sources are taken (their links followed)
        long maxBytes = selection.follow() ? Math.max(settings.fetch().maxBytes(), settings.sources().sitemapMaxBytes())
                : settings.fetch().maxBytes();
        int depth = selection.follow() ? 0 : settings.scope().maxDepth();
        this.feed = new ReplayFeed(mine, selection, depth, maxBytes, settings.warc().replayPending(),
                RetryBackoff.of(settings.retry()), settings.retry().outageMaxAttempts(), System::currentTimeMillis);
        BoltMetrics metrics = BoltMetrics.of(context);
        this.emitted = metrics.counter("replay_emitted");
        this.figures = Figures.of(feed);
        // read by the metrics thread: a copy the spout's thread makes, never the feed itself
        metrics.gauge("replay_records", () -> figures.records());
        metrics.gauge("replay_pages", () -> figures.pages());
        metrics.gauge("replay_truncated", () -> figures.truncated());
        metrics.gauge("replay_broken", () -> figures.broken());
        metrics.gauge("replay_skipped", () -> figures.skipped());
        metrics.gauge("replay_unreadable_files", () -> figures.unreadableFiles());
        metrics.gauge("replay_acked", () -> figures.acked());
        metrics.gauge("replay_failed", () -> figures.failed());
        metrics.gauge("replay_gave_up", () -> figures.gaveUp());
        metrics.gauge("replay_pending", () -> figures.pending());
        metrics.gauge("replay_files_left", () -> figures.filesLeft());
        metrics.gauge("replay_unfinished", () -> figures.unfinished());
    }

    /** The feed's figures at one moment. */
    private record Figures(long records, long pages, long truncated, long broken, long skipped, long unreadableFiles,
                           long acked, long failed, long gaveUp, long pending, long filesLeft, long unfinished) {
        static Figures of(ReplayFeed f) {
            var c = f.counts();
            // responses read and not handed on: outside the dates or prefix, no pages, oversized, not whole, other types
            long skipped = c.outsideWindow + c.otherUrls + c.notPages + c.oversized + c.truncatedUnusable
                    + f.otherTypes();
            return new Figures(c.records, c.pages, c.truncated, c.broken, skipped, c.unreadableFiles, f.acked(),
                    f.failed(), f.gaveUp(), f.pending(), f.filesLeft(), f.finished() ? 0 : 1);
        }
    }

    /** The figures are copied this often at most (and at once when the feed finishes). */
    private static final long FIGURES_EVERY_MS = 200;

    private void refresh(boolean now) {
        long t = System.currentTimeMillis();
        if (now || t - figuresAt >= FIGURES_EVERY_MS) {
            figures = Figures.of(feed);
            figuresAt = t;
        }
    }

    @Override
    public void nextTuple() {
        ReplayFeed.Emit e = feed.next();
        if (e != null) {
            emitted.inc();
            out.emit(Streams.PAGE, new Values(e.values().toArray()), e.id());
        }
        for (String p : feed.drainProblems()) {
            out.reportError(new IOException(p));
        }
        refresh(feed.finished() && figures.unfinished() == 1);
    }

    @Override
    public void ack(Object id) {
        feed.acked((Long) id);
    }

    @Override
    public void fail(Object id) {
        feed.failed((Long) id);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.PAGE, Streams.PAGE_FIELDS);
    }

    @Override
    public void close() {
        if (feed != null) {
            feed.close();
        }
    }
}
