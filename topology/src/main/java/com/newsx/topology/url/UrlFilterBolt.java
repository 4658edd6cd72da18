package com.newsx.topology.url;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import com.newsx.topology.net.UrlAdmission;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.doc.VisitStamp;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.net.NameResolver;
import com.newsx.topology.net.SeedRefusals;
import com.newsx.topology.schedule.NextFetch;
import com.newsx.topology.schedule.RetryBackoff;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.ServiceOutages;
import com.newsx.topology.storm.Streams;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Admits URLs from the topic: the checks of {@link UrlAdmission}, then the seen-set ({@link SeenSet}, batched).
 * A new URL, or a replay of the record that admitted a URL not yet final, goes on to the fetchers grouped by
 * politeness key; a duplicate is acked and dropped; a refused URL is recorded; if Elasticsearch cannot answer,
 * the tuple fails and Kafka replays it later. URLs from the frontier (due again) are in the seen-set already: they
 * pass the same checks and go on with the attempts their status document counts. A host the address guard must
 * look up is resolved on the worker's {@link NameResolver} (its own threads, a deadline, a cache): the tuple waits
 * beside, this executor goes on, so a slow name server holds up only its own URLs.
 */
public final class UrlFilterBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient UrlAdmission admission;
    private transient ElasticsearchAsyncClient es;
    private transient SeenSet<Pending> seen;
    private transient NextFetch next;
    private transient NameResolver names;
    /** Lookups answered, on the resolver's threads, for the executor thread to go on with. */
    private transient ConcurrentLinkedQueue<Resolved> resolved;
    private transient com.codahale.metrics.Counter lookups;
    /** The seeds seen and refused, for bin/crawl's warnings. */
    private transient SeedRefusals seeds;

    /** A tuple whose host was looked up, with what the checks made of it before. */
    private record Resolved(Tuple tuple, UrlAdmission.Candidate candidate, NameResolver.Resolution resolution) {
    }

    /** A tuple waiting for the seen-set, with what the checks made of it. */
    private record Pending(Tuple tuple, UrlAdmission.Candidate candidate) {
    }

    private transient com.codahale.metrics.Counter admitted;
    private transient com.codahale.metrics.Counter duplicates;
    private transient com.codahale.metrics.Counter refused;
    private transient com.codahale.metrics.Counter due;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        prepare(CrawlerSettings.of(topoConf), BoltMetrics.of(context), collector);
    }

    /** Prepares the bolt from its settings; a unit test hands in its own metrics and collector. */
    void prepare(CrawlerSettings settings, BoltMetrics metrics, OutputCollector collector) {
        EsSettings store = settings.es();
        this.out = collector;
        this.es = EsClients.connectAsync(store.url(), store.auth());
        this.admission = UrlAdmission.from(settings);
        this.seeds = SeedRefusals.WORKER;
        this.seen = new SeenSet<>(es, store.indices().status(), store.bulk().maxOps(), store.bulk().flushMs(),
                settings.url().seenCacheBytes());
        this.next = new NextFetch(settings.frontier(), RetryBackoff.of(settings.retry()));
        this.names = NameResolver.shared(settings.fetch());
        this.resolved = new ConcurrentLinkedQueue<>();
        this.lookups = metrics.counter("dns_lookups");
        metrics.gauge("dns_pending", () -> names.pending());
        this.admitted = metrics.counter("admitted");
        this.duplicates = metrics.counter("duplicates");
        this.refused = metrics.counter("refused");
        this.due = metrics.counter("due");
        metrics.gauge("seen_waiting", () -> seen.waiting());
    }

    @Override
    public void execute(Tuple t) {
        if (!Streams.isPulse(t)) {
            UrlAdmission.Decision d = admission.check(t.getStringByField("message"));
            if (d instanceof UrlAdmission.Candidate c && c.lookup() != null) {
                NameResolver.Resolution known = names.cached(c.lookup());
                if (known == null) {
                    // the name is looked up on the resolver's threads; this one goes on with the next tuple
                    lookups.inc();
                    names.resolve(c.lookup()).thenAccept(r -> resolved.add(new Resolved(t, c, r)));
                    d = null;
                } else {
                    d = admission.admit(c, known);
                }
            }
            if (d != null) {
                decided(t, d);
            }
        } else {
            seen.maybeFlush();
        }
        for (Resolved r = resolved.poll(); r != null; r = resolved.poll()) {
            decided(r.tuple(), admission.admit(r.candidate(), r.resolution()));
        }
        drainSeen();
    }

    /** A tuple whose admission is decided: refused, sent on (due from the frontier) or asked of the seen-set. */
    private void decided(Tuple t, UrlAdmission.Decision d) {
        if (d instanceof UrlAdmission.Refused r) {
            refused.inc();
            if (r.seed()) {
                seeds.seed(r.url());
                seeds.refused(r.url(), r.reason());
            }
            out.emit(Streams.STATUS, t, Streams.status(r.url(), CrawlStatus.FILTERED, r.reason(), 0, 0));
            out.ack(t);
        } else if (Streams.FRONTIER.equals(t.getSourceComponent())) {
            due.inc();
            UrlAdmission.Candidate c = (UrlAdmission.Candidate) d;
            seen(c);
            // the validators of its last answer, when the frontier wants this fetch conditional
            out.emit(t, new Values(c.queueKey(), c.url(), c.message().depth(), c.message().seed(),
                    t.getIntegerByField("attempts"), c.message().redirects(), t.getStringByField("etag"),
                    t.getStringByField("last_modified"), t.getIntegerByField("outages"),
                    t.getBooleanByField("replay"), firstSeen(t.getLongByField("first_seen")),
                    VisitStamp.orNow(t.getLongByField("visit"), System.currentTimeMillis())));
            out.ack(t);
        } else {
            UrlAdmission.Candidate c = (UrlAdmission.Candidate) d;
            seen(c);
            String source = t.getStringByField("source");
            long now = System.currentTimeMillis();
            // admitted on a lease: if this tuple is lost, the frontier takes the URL up when the lease ends
            var discovered = StatusDocs.discovered(c.url(), c.message().depth(), c.message().seed(),
                    c.message().parent(), source, now, next.leaseEnd(now));
            StatusDocs.putHints(discovered, c.message().published(), c.message().title()); // a feed's or sitemap's
            seen.ask(new SeenSet.Ask<>(new Pending(t, c), c.url(), source, discovered));
        }
    }

    private void seen(UrlAdmission.Candidate c) {
        if (c.message().isSeed()) {
            seeds.seed(c.url());
        }
    }

    /** The tally of seeds this bolt tells (a test's own instead of the worker's). */
    void seeds(SeedRefusals tally) {
        this.seeds = tally;
    }

    private void drainSeen() {
        boolean reported = false;
        for (SeenSet.Answer<Pending> a : seen.drain()) {
            Tuple in = a.ask().tag().tuple();
            switch (a.verdict()) {
                case NEW, REPLAY -> {
                    admitted.inc();
                    UrlAdmission.Candidate c = a.ask().tag().candidate();
                    // a replay: the try its record started was lost; the fetch step tells whose fault that was
                    out.emit(in, new Values(c.queueKey(), c.url(), c.message().depth(), c.message().seed(), a.attempts(),
                            c.message().redirects(), null, null, a.outages(), a.verdict() == SeenSet.Verdict.REPLAY,
                            firstSeen(a.firstSeen()), VisitStamp.orNow(a.visit(), System.currentTimeMillis())));
                    out.ack(in);
                }
                case KNOWN -> {
                    duplicates.inc();
                    out.ack(in);
                }
                case REFUSED -> {
                    refused.inc();
                    seeds.refused(a.ask().url(), "cannot be recorded: " + a.reason());
                    out.emit(Streams.STATUS, in, Streams.status(a.ask().url(), CrawlStatus.FILTERED,
                            "cannot be recorded: " + a.reason(), 0, 0));
                    out.ack(in);
                }
                case UNAVAILABLE -> {
                    ServiceOutages.WORKER.seen();
                    if (!reported) {
                        out.reportError(new IllegalStateException(a.reason()));
                        reported = true;
                    }
                    out.fail(in);
                }
            }
        }
    }

    /**
     * When the URL entered the crawl, as its status document keeps it: its article's time-based index follows from it,
     * the same on every replay and revisit, so each one overwrites the document where the first put it (the fetch
     * time would move it to a new index each period and leave a copy in the old). Unknown (a status document
     * without it): now.
     */
    private static long firstSeen(long stored) {
        return stored >= 0 ? stored : System.currentTimeMillis();
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(Streams.URL_FIELDS);
        declarer.declareStream(Streams.STATUS, Streams.STATUS_FIELDS);
    }

    @Override
    public void cleanup() {
        if (es != null) {
            EsClients.close(es);
        }
    }
}
