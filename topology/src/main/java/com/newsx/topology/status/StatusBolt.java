package com.newsx.topology.status;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.bulk.BulkOperation;
import com.codahale.metrics.Counter;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.config.FrontierSettings;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.PageRecords;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.es.EsBulk;
import com.newsx.topology.storm.PageLinks;
import com.newsx.topology.schedule.NextFetch;
import com.newsx.topology.schedule.RetryBackoff;
import com.newsx.topology.schedule.RevisitSchedule;
import com.newsx.topology.schedule.SourceFailures;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.es.WriteHold;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.ServiceOutages;
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
 * batch), and its new interval, links and next visit written; so is an indexed article's one late revisit. When
 * that revisit answers 404 or 410 the article's document is marked removed first ({@link StatusUpdates#gone}), then
 * its status written as {@code removed}. A list page's outcome says what records its visit left ({@link PageRecords});
 * its last visit's, read with its earlier visits, that this one did not write again are deleted by id first, then
 * its status written: a page's records are replaced as a whole (a deletion that fails fails the tuple, and the
 * replay, whose status still names the old records, deletes them again). A page that answers 404 or 410 loses all
 * its last visit's records the same way, its status then naming none. A canonical URL named by another page is
 * recorded only where it has no status yet.
 * The tuple - the last of its URL's tree - is acked once the update is stored, so the URL's Kafka record is
 * committed only then; if Elasticsearch cannot take it, the update is retried, then held and tried again
 * ({@link WriteHold}, as the index step does: a replay would fetch the page again), and only past the hold does the
 * tuple fail and the URL get replayed. URLs arrive
 * grouped by URL, so one task writes a URL's updates in order. A URL the fetch step postponed (its host's queue
 * full) gets only its new due time. A final outcome is written only once its page's links are stored in Kafka
 * ({@link LinkWait}): if they cannot be, the outcome is not written and its tuple fails, so the page is crawled again
 * rather than recorded final without its links.
 */
public final class StatusBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient ElasticsearchAsyncClient es;
    private transient EsBulk<StatusWrites.Update<Came>> bulk;
    private transient WriteHold hold;
    private transient StatusWrites writes;
    private transient String index;
    private transient StatusUpdates updates;
    private transient PreviousVisits<Pending> previous;
    private transient Counter visits;
    private transient Counter postponed;
    private transient Counter written;
    private transient Counter errors;
    private transient Counter stale;
    private transient BoltMetrics metrics;
    private transient Map<CrawlStatus, Counter> byStatus;
    /** Final outcomes waiting for their page's links to be stored in Kafka. */
    private transient LinkWait<Tuple> linkWait;
    private transient Counter linksWaited;
    private transient Counter linksLost;

    /** Marks on removed articles' documents; each status is written once its mark is stored. */
    private transient EsBulk<Marking> marks;
    private transient String articleIndex;
    private transient Counter removed;

    /** A removed article's status, written once the mark on its document is stored (and its records deleted). */
    private record Marking(Tuple tuple, String url, Map<String, Object> status, List<PageRecords.Stale> records) {
    }

    /** Deletions of a list page's stale records; its status is written once all are done. */
    private transient EsBulk<Replacing> deletes;
    private transient Counter recordsDeleted;

    /** A list page's status, written once its stale records are deleted. */
    private static final class Replacing {
        final Tuple tuple;
        final String url;
        final Map<String, Object> status;
        int left;
        boolean retry;

        Replacing(Tuple tuple, String url, Map<String, Object> status, int left) {
            this.tuple = tuple;
            this.url = url;
            this.status = status;
            this.left = left;
        }
    }

    /** A tuple and when its update was made: it is held at most a share of the message timeout from then. */
    private record Came(Tuple tuple, long at) {
    }

    /**
     * What a status update weighs in the hold: an estimate (no update's fields come near it; StatusDocs), since the
     * update is a map the client serialises only when it sends it.
     */
    static final int UPDATE_BYTES = 1024;

    /** A tuple waiting for its URL's earlier visits: a source's visit (no doc yet), or an outcome's doc. */
    private record Pending(Tuple tuple, StatusUpdates.Update update) {
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        prepare(CrawlerSettings.of(topoConf), BoltMetrics.of(context), collector);
    }

    /** Prepares the bolt from its settings; a unit test hands in its own metrics and collector. */
    void prepare(CrawlerSettings settings, BoltMetrics metrics, OutputCollector collector) {
        EsSettings store = settings.es();
        this.out = collector;
        this.metrics = metrics;
        this.byStatus = new java.util.EnumMap<>(CrawlStatus.class);
        // an outcome clears next_fetch_time (an article done) by writing it as null
        this.es = EsClients.connectAsyncWritingNulls(store.url(), store.auth());
        this.index = store.indices().status();
        FrontierSettings frontier = settings.frontier();
        this.updates = new StatusUpdates(new NextFetch(frontier, RetryBackoff.of(settings.retry()),
                RetryBackoff.ofOutages(settings.retry())), RevisitSchedule.of(frontier.revisit()),
                new SourceFailures(settings.retry().initialDelayMs(), frontier.revisit().homeInitialS() * 1000,
                        frontier.revisit().maxS() * 1000, frontier.retireAfterMs()));
        this.previous = new PreviousVisits<>(es, index, store.bulk().maxOps(), store.bulk().flushMs());
        // one bulk at a time per task: a URL's updates are stored in the order they were made; one that must go
        // again is compared with what is stored first, so it never lands over a newer one (StatusWrites)
        this.writes = new StatusWrites(es, index);
        this.hold = new WriteHold(store.bulk().holdBytes(), settings.topology().holdMs());
        this.bulk = new EsBulk<StatusWrites.Update<Came>>(es, store.bulk().maxOps(), store.bulk().flushMs(), 1)
                .retrying(store.bulk().retries(), store.bulk().retryMs())
                .resending((op, u) -> writes.again(u))
                .holding(hold, u -> u.tag().at());
        this.articleIndex = store.indices().articles();
        this.marks = new EsBulk<Marking>(es, store.bulk().maxOps(), store.bulk().flushMs(), 1)
                .retrying(store.bulk().retries(), store.bulk().retryMs());
        this.removed = metrics.counter("articles_removed");
        this.deletes = new EsBulk<Replacing>(es, store.bulk().maxOps(), store.bulk().flushMs(), 1)
                .retrying(store.bulk().retries(), store.bulk().retryMs());
        this.recordsDeleted = metrics.counter("records_deleted");
        this.written = metrics.counter("status_written");
        metrics.gauge("status_waiting", () -> bulk.waiting() + bulk.inFlight());
        metrics.gauge("status_held", () -> hold.documents());
        metrics.gauge("status_hold_given_up", () -> hold.given());
        this.errors = metrics.counter("status_errors");
        this.stale = metrics.counter("status_stale");
        this.visits = metrics.counter("source_visits");
        this.postponed = metrics.counter("status_postponed");
        metrics.gauge("visits_waiting", () -> previous.waiting());
        // an outcome waiting longer than a tuple lives has timed out: failing it only tidies up
        links(PageLinks.WORKER, settings.topology().messageTimeoutS() * 1000L);
        this.linksWaited = metrics.counter("status_waited_for_links");
        this.linksLost = metrics.counter("status_links_failed");
        metrics.gauge("links_waiting", () -> linkWait.waiting());
    }

    /** The registry of the pages' links this bolt waits on (a unit test's own instead of the worker's). */
    void links(PageLinks links, long maxWaitMs) {
        this.linkWait = new LinkWait<>(links, maxWaitMs);
    }

    @Override
    public void execute(Tuple t) {
        if (Streams.isPulse(t)) {
            bulk.maybeFlush();
            previous.maybeFlush();
            marks.maybeFlush();
            deletes.maybeFlush();
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
            // a canonical URL's record is not its page's outcome: it never waits for the page's links
            switch (linkWait.offer(url, status.isFinal() && status != CrawlStatus.CANONICAL, t,
                    System.currentTimeMillis())) {
                case WRITE -> outcome(t, url, status);
                case FAIL -> linksFailed(t);
                case WAIT -> linksWaited.inc();
            }
        }
        for (LinkWait.Released<Tuple> r : linkWait.released(System.currentTimeMillis())) {
            if (r.verdict() == LinkWait.Verdict.WRITE) {
                outcome(r.tag(), r.url(), CrawlStatus.valueOf(r.tag().getStringByField("status")));
            } else {
                linksFailed(r.tag());
            }
        }
        drainPrevious();
        drainMarks();
        drainDeletes();
        drainOutcomes();
    }

    /**
     * The page's links could not be stored: its outcome is not written (the page would be final without them), and
     * its tuple fails, so the page is replayed and, as the outage's, deferred and crawled again.
     */
    private void linksFailed(Tuple t) {
        linksLost.inc();
        ServiceOutages.WORKER.seen();
        out.fail(t);
    }

    /** An outcome to record: written, or first completed with the URL's earlier visits. */
    private void outcome(Tuple t, String url, CrawlStatus status) {
        StatusUpdates.Update u = updates.outcome(url, status, t.getStringByField("reason"),
                t.getIntegerByField("http_status"), t.getIntegerByField("attempts"), t.getIntegerByField("outages"),
                t.getLongByField("retry_after_ms"), System.currentTimeMillis());
        StatusDocs.putValidators(u.doc(), t.getStringByField("etag"), t.getStringByField("last_modified"));
        StatusDocs.putFields(u.doc(), (Map<?, ?>) t.getValueByField("fields"));
        if (status == CrawlStatus.CANONICAL) {
            writeIfAbsent(url, u.doc(), t);
        } else if (u.needsPrevious() || PageRecords.in(u.doc())) {
            previous.ask(new Pending(t, u), url);
        } else {
            write(url, u.doc(), true, t);
        }
        byStatus.computeIfAbsent(status, k -> metrics.counter("status_" + k.value())).inc();
    }

    /** A partial update; {@code upsert} for outcomes (a URL refused before admission has no document yet). */
    private void write(String url, Map<String, Object> doc, boolean upsert, Tuple t) {
        bulk.awaitRoom(this::drainOutcomes);
        StatusWrites.Update<Came> u = new StatusWrites.Update<>(new Came(t, System.currentTimeMillis()),
                StatusDocs.id(url), doc, upsert);
        bulk.add(writes.op(u), u, UPDATE_BYTES);
    }

    /**
     * A document only where the URL has none (an update of nothing, with the document as its upsert): a canonical URL
     * the crawl knows already keeps its own fate.
     */
    private void writeIfAbsent(String url, Map<String, Object> doc, Tuple t) {
        bulk.awaitRoom(this::drainOutcomes);
        StatusWrites.Update<Came> u = new StatusWrites.Update<>(new Came(t, System.currentTimeMillis()),
                StatusDocs.id(url), doc, true);
        bulk.add(BulkOperation.of(o -> o.update(x -> x.index(index).id(u.id()).action(a -> a.doc(Map.of()).upsert(doc)))),
                u, UPDATE_BYTES);
    }

    /** Visits and outcomes whose earlier state came in: computed and written; unreadable ones fail (replayed). */
    private void drainPrevious() {
        boolean reported = false;
        long now = System.currentTimeMillis();
        for (PreviousVisits.Answer<Pending> a : previous.drain()) {
            Pending p = a.tag();
            if (a.error() != null) {
                errors.inc();
                ServiceOutages.WORKER.seen();
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
                        v.getStringByField("etag"), v.getStringByField("last_modified"),
                        RevisitSchedule.phaseOf(a.url()));
                write(a.url(), updates.visit(a.previous(), a.knownElsewhere(), visit, now), false, v);
            } else if (p.update().after() == StatusUpdates.After.GONE) {
                StatusUpdates.Gone gone = updates.gone(a.url(), p.update(), a.recorded(), a.records(), a.known(),
                        articleIndex, now);
                if (gone.removes()) {
                    marks.add(BulkOperation.of(o -> o.update(u -> u.index(gone.articleIndex()).id(gone.articleId())
                            .action(x -> x.doc(gone.mark())))),
                            new Marking(p.tuple(), a.url(), gone.status(), gone.records()));
                } else {
                    replace(p.tuple(), a.url(), gone.status(), gone.records());
                }
            } else {
                Map<String, Object> doc = updates.complete(p.update(), a.previous(), a.known(), now);
                replace(p.tuple(), a.url(), doc, PageRecords.in(doc)
                        ? PageRecords.stale(a.url(), a.records(), PageRecords.read(doc)) : List.of());
            }
        }
    }

    /**
     * A status written once the records it no longer names are deleted by id (at once when there are none): written
     * first, it would leave them nobody's; a failed deletion fails the tuple, and the replay, whose status still names
     * them, deletes them then.
     */
    private void replace(Tuple t, String url, Map<String, Object> status, List<PageRecords.Stale> stale) {
        if (stale.isEmpty()) {
            write(url, status, true, t);
            return;
        }
        Replacing r = new Replacing(t, url, status, stale.size());
        for (PageRecords.Stale s : stale) {
            deletes.add(BulkOperation.of(o -> o.delete(d -> d.index(s.index()).id(s.id()))), r);
        }
    }

    /**
     * List pages whose stale records are deleted get their status. A record already gone, or its index (a retention
     * dropped the period), needs no deletion; a cluster that cannot delete fails the tuple: the page is replayed.
     */
    private void drainDeletes() {
        boolean reported = false;
        for (EsBulk.Outcome<Replacing> o : deletes.drain()) {
            Replacing r = o.tag();
            r.left--;
            if (o.ok() || (o.error() != null && o.error().contains("index_not_found_exception"))) {
                recordsDeleted.inc();
            } else if (o.retryable()) {
                r.retry = true;
            } else {
                out.reportError(new IllegalArgumentException("news-records refused the deletion of a stale record of "
                        + r.url + ": " + o.error())); // never to succeed: the status is written all the same
            }
            if (r.left > 0) {
                continue;
            }
            if (r.retry) {
                errors.inc();
                ServiceOutages.WORKER.seen();
                if (!reported) {
                    out.reportError(new IllegalStateException("deleting stale records of " + r.url + " failed"));
                    reported = true;
                }
                out.fail(r.tuple);
            } else {
                write(r.url, r.status, true, r.tuple);
            }
        }
    }

    /**
     * Removed articles whose mark is stored get their status; a document that is not there (a retention deleted it)
     * needs no mark. A cluster that cannot take the mark fails the tuple: the revisit is replayed.
     */
    private void drainMarks() {
        boolean reported = false;
        for (EsBulk.Outcome<Marking> o : marks.drain()) {
            Marking m = o.tag();
            if (o.ok() || !o.retryable()) {
                if (o.ok()) {
                    removed.inc();
                } else if (o.status() != 404) {
                    out.reportError(new IllegalArgumentException("news-articles refused the removal of " + m.url()
                            + ": " + o.error()));
                }
                replace(m.tuple(), m.url(), m.status(), m.records());
            } else {
                errors.inc();
                ServiceOutages.WORKER.seen();
                if (!reported) {
                    out.reportError(new IllegalStateException("marking a removed article failed: " + o.error()));
                    reported = true;
                }
                out.fail(m.tuple());
            }
        }
    }

    private void drainOutcomes() {
        boolean reported = false;
        for (EsBulk.Outcome<StatusWrites.Update<Came>> o : bulk.drain()) {
            Tuple t = o.tag().tag().tuple();
            if (o.stale()) {
                stale.inc(); // a newer outcome of the URL is stored: this older one is rightly dropped
                out.ack(t);
            } else if (o.ok()) {
                written.inc();
                out.ack(t);
            } else if (o.retryable()) {
                errors.inc();
                ServiceOutages.WORKER.seen(); // its replay is the outage's, not the URL's
                if (!reported) {
                    out.reportError(new IllegalStateException(o.error()));
                    reported = true;
                }
                out.fail(t);
            } else {
                // a document Elasticsearch will never take: retrying cannot help, so it is logged and dropped
                errors.inc();
                out.reportError(new IllegalArgumentException("crawl-status refused "
                        + t.getStringByField("url") + ": " + o.error()));
                out.ack(t);
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
