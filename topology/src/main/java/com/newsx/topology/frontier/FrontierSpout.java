package com.newsx.topology.frontier;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch._types.FieldValue;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import com.codahale.metrics.Counter;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.config.FrontierSettings;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.storm.ServiceOutages;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Sends what is due in crawl-status into the crawl ({@link FrontierQuery}, {@link HostSpread}, {@link InFlight}):
 * one search at a time, every poll-ms, or at once while pages come back full. Its tuples look like the Kafka
 * spout's (message, source, key) plus the URL's attempts so far and
 * the validators for a conditional fetch; the filter step sends them on without asking the
 * seen-set (they are in it). Each is leased in crawl-status before it is emitted ({@link FrontierLeases}), so a try
 * lost with its worker is known when the lease ends. The message id is the status document's id; an ack or a fail
 * lets the URL be emitted again once crawl-status says it is due again.
 */
public final class FrontierSpout extends BaseRichSpout {
    /**
     * The fields emitted: the Kafka spout's, the attempts and outage deferrals so far, the validators, whether the
     * URL's last try from here was lost (its tuple failed or timed out and its status did not change), when the
     * URL entered the crawl, and the stamp of the visit it is due for (VisitStamp).
     */
    public static final Fields FIELDS = new Fields("message", "source", "key", "attempts", "etag", "last_modified",
            "outages", "replay", "first_seen", "visit");
    /** How often a task that has no shard (more tasks than shards), or no index yet, looks again. */
    private static final long NO_SHARD_RETRY_MS = 60_000;
    /** A run of failed searches shorter than this is not an error (a shard being created answers 503 for a moment). */
    private static final long REPORT_AFTER_MS = 5_000;

    private transient SpoutOutputCollector out;
    private transient ElasticsearchAsyncClient es;
    private transient FrontierSettings settings;
    private transient FrontierQuery query;
    private transient HostSpread spread;
    private transient InFlight inFlight;
    private transient int task;
    private transient int tasks;
    /** This task's shards of crawl-status; null until the index's shard count is known. */
    private transient List<Integer> shards;
    /** The answer to the search or lease in flight: a SearchResponse, the leases Taken, or a Throwable. */
    private transient AtomicReference<Object> answer;
    private transient boolean asking;
    private transient List<FieldValue> cursor;
    private transient long nextAskAt;
    /**
     * A run of failed searches is reported once, not at every poll while Elasticsearch is away, and only when it lasts:
     * the first search of a crawl can meet crawl-status's shard still being created.
     */
    private transient FailureStreak failing;
    private transient Counter emitted;
    private transient Counter failed;
    private transient Counter searches;
    private transient Counter lost;
    private transient Counter changed;
    private transient FrontierLeases leases;
    /** The leases of the tuples in flight, by id: a failed one is given back. */
    private transient Map<String, FrontierLeases.Lease> held;
    private transient boolean pageWasFull;

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        CrawlerSettings all = CrawlerSettings.of(conf);
        EsSettings store = all.es();
        this.out = collector;
        this.settings = all.frontier();
        this.es = EsClients.connectAsync(store.url(), store.auth());
        this.query = new FrontierQuery(store.indices().status(), settings.batchSize());
        this.spread = new HostSpread(settings.maxPerHost());
        // bounded: purged on its own clock (a backlog never lets the search come back short), capped past what may fly
        this.inFlight = new InFlight(settings.settleMs(), settings.leaseMs(),
                InFlight.capFor(all.topology().maxSpoutPending(), settings.batchSize()));
        this.leases = new FrontierLeases(es, store.indices().status(), settings.leaseMs(), settings.settleMs());
        this.held = new HashMap<>();
        this.failing = new FailureStreak(REPORT_AFTER_MS);
        this.task = context.getThisTaskIndex();
        this.tasks = context.getComponentTasks(context.getThisComponentId()).size();
        this.answer = new AtomicReference<>();
        this.emitted = context.registerCounter("frontier_emitted");
        this.failed = context.registerCounter("frontier_failed");
        this.searches = context.registerCounter("frontier_searches");
        this.lost = context.registerCounter("frontier_lost_tries");
        this.changed = context.registerCounter("frontier_lease_conflicts");
        context.registerGauge("frontier_in_flight", () -> inFlight.inFlight());
        context.registerGauge("frontier_remembered", () -> inFlight.size());
    }

    @Override
    public void nextTuple() {
        long now = System.currentTimeMillis();
        Object a = answer.getAndSet(null);
        if (a != null) {
            asking = false;
            if (a instanceof Throwable e) {
                ServiceOutages.WORKER.seen();
                if (failing.failed(now)) {
                    out.reportError(new IllegalStateException("frontier: cannot search or lease in crawl-status for "
                            + REPORT_AFTER_MS / 1000 + " s or more (asking again every " + settings.pollMs() + " ms): " + e, e));
                }
                cursor = null;
                nextAskAt = now + settings.pollMs();
            } else if (a instanceof FrontierLeases.Taken taken) {
                failing.answered();
                emit(taken, now);
            } else if (shards == null) {
                failing.answered();
                learnShards((SearchResponse<?>) a, now);
            } else {
                failing.answered();
                @SuppressWarnings("unchecked")
                SearchResponse<Map> r = (SearchResponse<Map>) a;
                lease(r.hits().hits(), now);
            }
        }
        leases.flush(now);
        inFlight.maybePurge(now);
        if (!asking && now >= nextAskAt) {
            ask(now);
        }
    }

    private void ask(long now) {
        asking = true;
        searches.inc();
        var request = shards == null ? query.shardCount() : query.due(shards, now, cursor);
        es.search(request, Map.class).whenComplete((r, e) -> answer.set(e != null ? e : r));
    }

    private void learnShards(SearchResponse<?> r, long now) {
        int total = r.shards().total().intValue();
        List<Integer> mine = FrontierQuery.shardsOf(task, tasks, total);
        if (mine.isEmpty()) {
            // no index yet (nothing admitted), or more frontier tasks than shards: look again later
            nextAskAt = now + (total == 0 ? settings.pollMs() : NO_SHARD_RETRY_MS);
            return;
        }
        shards = mine;
        nextAskAt = now;
    }

    /**
     * Picks the due URLs of a page and leases them; they are emitted when the leases are stored ({@link #emit}). The
     * next search waits for that, so a page's URLs are never read again before their leases are known.
     */
    private void lease(List<Hit<Map>> hits, long now) {
        List<FrontierLeases.Candidate> due = new ArrayList<>(hits.size());
        Map<DueUrl, Hit<Map>> byUrl = new IdentityHashMap<>();
        List<DueUrl> urls = new ArrayList<>(hits.size());
        for (Hit<Map> h : hits) {
            DueUrl d = DueUrl.of(h.id(), h.source(), settings.revalidateAfter());
            if (d != null && h.seqNo() != null && h.primaryTerm() != null && !inFlight.skips(d.id(), d.dueMs(), now)) {
                urls.add(d);
                byUrl.put(d, h);
            }
        }
        for (DueUrl d : spread.pick(urls)) {
            Hit<Map> h = byUrl.get(d);
            due.add(new FrontierLeases.Candidate(d, h.seqNo(), h.primaryTerm()));
        }
        boolean full = hits.size() >= query.batchSize();
        // a full page: more may be due behind it, ask at once from where it ended; else from the oldest, later
        cursor = full ? hits.get(hits.size() - 1).sort() : null;
        pageWasFull = full;
        asking = true;
        leases.take(due, now).whenComplete((taken, e) -> answer.set(e != null ? e : taken));
    }

    private void emit(FrontierLeases.Taken taken, long now) {
        for (FrontierLeases.Lease l : taken.leases()) {
            DueUrl d = l.due();
            out.emit(new Values(d.message().toJson(), d.source(), d.url(), d.attempts(), d.etag(), d.lastModified(),
                    d.outages(), d.lost(), d.firstSeen(), d.visit()), d.id());
            inFlight.emitted(d.id(), d.dueMs(), now);
            held.put(d.id(), l);
            emitted.inc();
            if (d.lost()) {
                lost.inc();
            }
        }
        changed.inc(taken.changed());
        if (taken.failure() != null) {
            // not emitted: still due as the search read them, so the next search finds them again
            ServiceOutages.WORKER.seen();
            out.reportError(new IllegalStateException("frontier: cannot lease due URLs in crawl-status: "
                    + taken.failure()));
        }
        nextAskAt = pageWasFull ? now : now + settings.pollMs();
    }

    @Override
    public void ack(Object id) {
        inFlight.settled((String) id, System.currentTimeMillis());
        held.remove(id);
    }

    @Override
    public void fail(Object id) {
        failed.inc();
        inFlight.settled((String) id, System.currentTimeMillis());
        FrontierLeases.Lease l = held.remove(id);
        if (l != null) {
            leases.giveBack(l);
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(FIELDS);
    }

    @Override
    public void close() {
        if (es != null) {
            EsClients.close(es);
        }
    }
}
