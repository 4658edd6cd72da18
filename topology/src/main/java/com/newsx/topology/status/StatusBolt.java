package com.newsx.topology.status;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.bulk.BulkOperation;
import com.codahale.metrics.Counter;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.config.FrontierSettings;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.es.EsBulk;
import com.newsx.topology.schedule.NextFetch;
import com.newsx.topology.schedule.RetryBackoff;
import com.newsx.topology.schedule.RevisitSchedule;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.storm.Streams;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;

import java.util.List;
import java.util.Map;

/**
 * Records every URL's fate in crawl-status, in bulk: one partial update per URL (an upsert for a URL refused
 * before it was ever admitted), with when it is due next ({@link StatusUpdates}). A source's visit is written
 * beside its page's outcome: its earlier links and interval are read first ({@link PreviousVisits}, one mget per
 * batch), and its new interval, links and next visit written; so is an indexed article's one late revisit.
 * The tuple - the last of its URL's tree - is acked once the update is stored, so the URL's Kafka record is
 * committed only then; if Elasticsearch cannot take it, the tuple fails and the URL is replayed. URLs arrive
 * grouped by URL, so one task writes a URL's updates in order. A URL the fetch step postponed (its host's queue
 * full) gets only its new due time.
 */
public final class StatusBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient ElasticsearchAsyncClient es;
    private transient EsBulk<Tuple> bulk;
    private transient String index;
    private transient StatusUpdates updates;
    private transient PreviousVisits<Pending> previous;
    private transient Counter visits;
    private transient Counter postponed;
    private transient Counter written;
    private transient Counter errors;
    private transient TopologyContext context;
    private transient Map<CrawlStatus, Counter> byStatus;

    /** A tuple waiting for its URL's earlier visits: a source's visit (no doc yet), or an outcome's doc. */
    private record Pending(Tuple tuple, StatusUpdates.Update update) {
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        CrawlerSettings settings = CrawlerSettings.of(topoConf);
        EsSettings store = settings.es();
        this.out = collector;
        this.context = context;
        this.byStatus = new java.util.EnumMap<>(CrawlStatus.class);
        // an outcome clears next_fetch_time (an article done) by writing it as null
        this.es = EsClients.connectAsyncWritingNulls(store.url());
        this.index = store.indices().status();
        FrontierSettings frontier = settings.frontier();
        this.updates = new StatusUpdates(new NextFetch(frontier, RetryBackoff.of(settings.retry())),
                RevisitSchedule.of(frontier.revisit()));
        this.previous = new PreviousVisits<>(es, index, store.bulk().maxOps(), store.bulk().flushMs());
        // one bulk at a time per task: a URL's updates are stored in the order they were made
        this.bulk = new EsBulk<Tuple>(es, store.bulk().maxOps(), store.bulk().flushMs(), 1)
                .retrying(store.bulk().retries(), store.bulk().retryMs());
        this.written = context.registerCounter("status_written");
        context.registerGauge("status_waiting", () -> bulk.waiting() + bulk.inFlight());
        this.errors = context.registerCounter("status_errors");
        this.visits = context.registerCounter("source_visits");
        this.postponed = context.registerCounter("status_postponed");
        context.registerGauge("visits_waiting", () -> previous.waiting());
    }

    @Override
    public void execute(Tuple t) {
        if (Streams.isPulse(t)) {
            bulk.maybeFlush();
            previous.maybeFlush();
        } else if (Streams.POSTPONE.equals(t.getSourceStreamId())) {
            // not an outcome: only when the URL is due again (its document exists: it was admitted or due)
            write(t.getStringByField("url"), StatusDocs.postponed(t.getLongByField("due_ms"), System.currentTimeMillis()),
                    false, t);
            postponed.inc();
        } else if (Streams.VISIT.equals(t.getSourceStreamId())) {
            String url = t.getStringByField("url");
            updates.visiting(url);
            previous.ask(new Pending(t, null), url, List.of((String[]) t.getValueByField("links")));
            visits.inc();
        } else {
            String url = t.getStringByField("url");
            CrawlStatus status = CrawlStatus.valueOf(t.getStringByField("status"));
            StatusUpdates.Update u = updates.outcome(url, status, t.getStringByField("reason"),
                    t.getIntegerByField("http_status"), t.getIntegerByField("attempts"), System.currentTimeMillis());
            StatusDocs.putValidators(u.doc(), t.getStringByField("etag"), t.getStringByField("last_modified"));
            if (u.needsPrevious()) {
                previous.ask(new Pending(t, u), url);
            } else {
                write(url, u.doc(), true, t);
            }
            byStatus.computeIfAbsent(status, k -> context.registerCounter("status_" + k.value())).inc();
        }
        drainPrevious();
        drainOutcomes();
    }

    /** A partial update; {@code upsert} for outcomes (a URL refused before admission has no document yet). */
    private void write(String url, Map<String, Object> doc, boolean upsert, Tuple t) {
        bulk.awaitRoom(this::drainOutcomes);
        bulk.add(BulkOperation.of(o -> o.update(u -> u.index(index).id(StatusDocs.id(url))
                .action(a -> a.doc(doc).docAsUpsert(upsert)))), t);
    }

    /** Visits and outcomes whose earlier state came in: computed and written; unreadable ones fail (replayed). */
    private void drainPrevious() {
        boolean reported = false;
        long now = System.currentTimeMillis();
        for (PreviousVisits.Answer<Pending> a : previous.drain()) {
            Pending p = a.tag();
            if (a.error() != null) {
                errors.inc();
                if (!reported) {
                    out.reportError(new IllegalStateException(a.error()));
                    reported = true;
                }
                out.fail(p.tuple());
            } else if (p.update() == null) {
                Tuple v = p.tuple();
                StatusUpdates.SourceVisit visit = new StatusUpdates.SourceVisit(
                        List.of((String[]) v.getValueByField("links")),
                        RevisitSchedule.Kind.valueOf(v.getStringByField("kind")), v.getDoubleByField("rate_hint"),
                        v.getStringByField("etag"), v.getStringByField("last_modified"));
                write(a.url(), updates.visit(a.previous(), a.knownElsewhere(), visit, now), false, v);
            } else {
                write(a.url(), updates.complete(p.update(), a.previous(), now), true, p.tuple());
            }
        }
    }

    private void drainOutcomes() {
        boolean reported = false;
        for (EsBulk.Outcome<Tuple> o : bulk.drain()) {
            if (o.ok()) {
                written.inc();
                out.ack(o.tag());
            } else if (o.retryable()) {
                errors.inc();
                if (!reported) {
                    out.reportError(new IllegalStateException(o.error()));
                    reported = true;
                }
                out.fail(o.tag());
            } else {
                // a document Elasticsearch will never take: retrying cannot help, so it is logged and dropped
                errors.inc();
                out.reportError(new IllegalArgumentException("crawl-status refused "
                        + o.tag().getStringByField("url") + ": " + o.error()));
                out.ack(o.tag());
            }
        }
    }


    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }

    @Override
    public void cleanup() {
        if (es != null) {
            EsClients.close(es);
        }
    }
}
