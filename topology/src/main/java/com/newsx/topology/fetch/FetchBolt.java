package com.newsx.topology.fetch;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Histogram;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.FetchSettings;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.CrawlScope;
import com.newsx.topology.net.UrlNormaliser;
import com.newsx.topology.storm.PageLinks;
import com.newsx.topology.net.HostOverrides;
import com.newsx.topology.net.SeedRefusals;
import com.newsx.topology.schedule.Retries;
import com.newsx.topology.net.NameResolver;
import com.newsx.topology.config.SourceSettings;
import com.newsx.topology.sources.SitemapReader;
import com.newsx.topology.sources.SourceUrls;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.ServiceOutages;
import com.newsx.topology.storm.Streams;
import com.newsx.topology.net.UrlAdmission;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

import java.util.List;
import java.util.Map;

/**
 * Fetches politely and asynchronously ({@link PoliteFetcher}): URLs arrive grouped by politeness key, so one task
 * owns a host's queue; hundreds of requests are in flight at once. Finished fetches are emitted on the executor
 * thread when the next tuple or pulse arrives. When the task's queues are full it stops taking input until they
 * drain, so Storm's back-pressure slows the spout instead of URLs being dropped. A transient failure is recorded
 * as retrying and the tuple acked: the frontier fetches the URL again once its back-off is over (its Kafka record
 * may be long gone by then); past the allowed attempts it is final. A site whose robots.txt stays unavailable
 * defers its URLs (an outage: no attempt). A replay whose URL is not waiting here lost its last try downstream
 * (a crash, a timeout, a failed step): it counts as an attempt, or as an outage if this worker saw a service fail
 * meanwhile ({@link ServiceOutages}), and goes back to the frontier. A host's URLs beyond
 * {@code fetch.max-queued-per-host} are not queued here but postponed ({@link QueueCap}): they wait in the frontier,
 * so one slow host cannot fill the task's queues and the topology's pending tuples. With {@code warc.enabled} each
 * fetch's records are written to the worker's WARC archive before the fetch is handed on ({@link WarcStep}).
 */
public final class FetchBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient PoliteFetcher<Tuple> fetcher;
    private transient int maxQueued;
    private transient Retries failures;
    /** A try lost within this long after this worker saw a service fail is the outage's, not the URL's. */
    private transient long outageWindowMs;
    private transient ServiceOutages outages;
    private transient RedirectPolicy redirects;
    private transient HostBudget budget;
    private transient QueueCap cap;
    private transient Counter postponed;
    private transient Counter fetched;
    private transient Counter bytes;
    private transient Counter errors;
    private transient Counter retries;
    private transient Counter deferred;
    private transient Counter lost;
    private transient Histogram latency;
    private transient SourceSettings sources;
    private transient PageLinks pages;
    /** The seeds seen and refused, for bin/crawl's warnings. */
    private transient SeedRefusals seeds;
    /** Writes each fetch's records before it is handed on (warc.enabled); null when archiving is off. */
    private transient WarcStep warc;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        prepare(CrawlerSettings.of(topoConf), BoltMetrics.of(context), collector);
    }

    /** Prepares the bolt from its settings; a unit test hands in its own metrics and collector. */
    void prepare(CrawlerSettings settings, BoltMetrics metrics, OutputCollector collector) {
        FetchSettings fetch = settings.fetch();
        this.out = collector;
        this.pages = PageLinks.WORKER;
        this.seeds = SeedRefusals.WORKER;
        AddressGuard guard = AddressGuard.from(settings);
        // the worker's resolver: what the filter looked up is at hand here; the worker's byte budget, shared by its
        // fetch tasks, bounds the bodies they hold together
        NameResolver names = NameResolver.shared(fetch);
        UrlAdmission admission = UrlAdmission.from(settings);
        ByteBudget bodies = ByteBudget.worker(fetch.maxBytesInFlight());
        HttpFetcher http = new HttpFetcher(fetch, new CrawlerDnsResolver(names, guard), bodies);
        this.warc = WarcStep.of(settings, metrics); // null unless warc.enabled
        this.fetcher = new PoliteFetcher<>(fetch, warc == null ? http : http.archivingTruncated(warc::robots),
                target -> admission.refusal(target, names));
        if (warc != null) {
            fetcher.archiving(warc::archive);
        }
        this.maxQueued = fetch.maxQueued();
        this.failures = Retries.of(settings.retry());
        this.outageWindowMs = settings.topology().messageTimeoutS() * 1000L + settings.retry().maxDelayMs();
        this.outages = ServiceOutages.WORKER;
        this.redirects = new RedirectPolicy(CrawlScope.parse(settings.scope().mode(), settings.scope().maxDepth()),
                fetch.maxRedirects(), UrlNormaliser.of(settings.url()));
        this.budget = new HostBudget(fetch.hostBudget(), fetch.hostBudgetWindowS() * 1000);
        // a URL queued longer than half the tuple timeout would be replayed while it waits
        this.cap = new QueueCap(fetch.maxQueuedPerHost(), settings.topology().messageTimeoutS() * 1000L / 2);
        this.postponed = metrics.counter("fetch_postponed");
        this.fetched = metrics.counter("fetched");
        this.bytes = metrics.counter("fetched_bytes");
        this.errors = metrics.counter("fetch_errors");
        this.retries = metrics.counter("fetch_retries");
        this.deferred = metrics.counter("fetch_deferred");
        this.lost = metrics.counter("lost_tries");
        this.latency = metrics.histogram("fetch_ms");
        this.sources = settings.sources();
        metrics.gauge("in_flight", () -> fetcher.inFlight());
        metrics.gauge("queued", () -> fetcher.queued());
        metrics.gauge("queues", () -> fetcher.queues());
        // the worker's figures: every fetch task of a worker reports the same budget
        metrics.gauge("fetch_bytes_held", bodies::used);
        metrics.gauge("fetch_waiting_for_memory", bodies::waiting);
        metrics.gauge("fetch_bytes_forced", bodies::forced);
    }

    @Override
    public void execute(Tuple t) {
        if (!Streams.isPulse(t)) {
            while (fetcher.queued() >= maxQueued) {
                // back-pressure: hold this executor (its input queue fills, Storm slows the spout) while fetches finish
                emitFinished();
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            String url = t.getStringByField("url");
            String key = t.getStringByField("key");
            long now = System.currentTimeMillis();
            long dueBack;
            if (Boolean.TRUE.equals(t.getValueByField("replay")) && !fetcher.holds(url)) {
                // its last try was lost (its tuple failed or timed out, nothing recorded): an attempt, unless this
                // worker saw a service fail meanwhile; due again after its back-off, from the frontier
                lost.inc();
                boolean outage = outages.within(outageWindowMs);
                failed(t, outage ? Retries.Cause.OUTAGE : Retries.Cause.URL, 0, outage
                        ? "its last try was lost while a service was failing"
                        : "its last try was lost (a crash, a step's timeout or a failed tuple)");
            } else if ((dueBack = fetcher.holds(url) ? -1
                    : cap.postpone(key, fetcher.held(key), fetcher.delayMs(key), now)) > 0) {
                // its host's queue is full: back to the frontier, due about when its turn would come; the tuple's
                // tree ends when the status step has stored that, so nothing is lost and no pending slot is held
                postponed.inc();
                out.emit(Streams.POSTPONE, t, new Values(url, dueBack, cap.reason(key)));
                out.ack(t);
            } else if (t.getIntegerByField("attempts") == 0 && !budget.take(key, now)) {
                // a trap's endless URLs, or a busy hour: the host has had its budget for this window, the URL waits
                // for the next one (a postponement, as above: the status step stores the new due time, then acks)
                postponed.inc();
                out.emit(Streams.POSTPONE, t, new Values(url, budget.dueAfter(url, now), budget.reason(key)));
                out.ack(t);
            } else {
                Tuple replaced = fetcher.offer(key, url, t, options(url, t));
                if (replaced != null) {
                    out.fail(replaced); // an older tuple of the same URL, already replayed: this one carries it now
                }
            }
        }
        emitFinished();
    }

    /**
     * A source's URL is fetched as one (its XML taken, under its own cap); validators, when the tuple carries
     * them (a revisit), make the fetch conditional.
     */
    private FetchOptions options(String url, Tuple t) {
        String etag = t.getFields().contains("etag") ? t.getStringByField("etag") : null;
        String lastModified = t.getFields().contains("last_modified") ? t.getStringByField("last_modified") : null;
        SourceUrls.Kind kind = SourceUrls.byUrl(url);
        long cap = kind == SourceUrls.Kind.SITEMAP ? sources.sitemapMaxBytes()
                : kind == SourceUrls.Kind.FEED ? sources.feedMaxBytes() : 0;
        return cap == 0 && etag == null && lastModified == null ? FetchOptions.PAGE
                : new FetchOptions(etag, lastModified, cap);
    }

    private void emitFinished() {
        List<PoliteFetcher.Done<Tuple>> done = fetcher.drain();
        for (PoliteFetcher.Done<Tuple> d : done) {
            if (warc == null || warc.written(d.handle(), d.unarchived(), out, outages)) {
                emit(d.handle(), d.result());
            } // else the archive is out: the tuple failed, the URL comes back deferred
        }
        if (warc != null) {
            warc.report(out);
        }
    }

    private void emit(Tuple t, FetchResult r) {
        String url = t.getStringByField("url");
        int depth = t.getIntegerByField("depth");
        String seed = t.getStringByField("seed");
        int attempts = t.getIntegerByField("attempts");
        if (r.millis() > 0) {
            latency.update(r.millis());
        }
        switch (r.status()) {
            case FETCHED -> {
                fetched.inc();
                bytes.inc(r.body().length);
                out.emit(Streams.PAGE, t, new Values(url, depth, seed, r.contentType(), r.body(), r.etag(), r.lastModified(),
                        r.robotsTag(), t.getLongByField("first_seen"), t.getLongByField("visit"),
                        r.sentAt() > 0 ? r.sentAt() : System.currentTimeMillis()));
                if (depth == 0) {
                    // a seed's site: its robots.txt sitemaps are sources, queued at the seed's depth (they cost none)
                    List<String> sitemaps = SitemapReader.robotsSitemaps(fetcher.robotsSitemaps(url), url);
                    if (!sitemaps.isEmpty()) {
                        pages.sending(url); // the page is final only once they are stored
                        out.emit(Streams.OUTLINK, t, new Values(url, 0, seed, sitemaps.toArray(new String[0]), null));
                    }
                }
                out.ack(t);
            }
            case NOT_MODIFIED -> {
                // unchanged since the last visit: nothing to parse, extract or index
                out.emit(Streams.STATUS, t, Streams.status(url, CrawlStatus.NOT_MODIFIED, r.reason(), r.httpStatus(),
                        attempts, r.etag(), r.lastModified()));
                out.ack(t);
            }
            case REDIRECT -> {
                // The target passes scope and admission like any URL, at no depth; the hop count ends a chain.
                int hops = t.getFields().contains("redirects") ? t.getIntegerByField("redirects") : 0;
                RedirectPolicy.Decision d = redirects.decide(url, depth, seed, hops, r.location());
                if (d.follow()) {
                    pages.sending(url); // recorded redirected only once the target is stored
                    out.emit(Streams.REDIRECT, t, new Values(url, d.depth(), d.seed(), d.target(), d.redirects()));
                }
                out.emit(Streams.STATUS, t, Streams.status(url, CrawlStatus.REDIRECTED, "HTTP " + r.httpStatus() + " to "
                        + r.location() + (d.follow() ? "" : " (" + d.why() + ")"), r.httpStatus(), attempts));
                out.ack(t);
            }
            case ROBOTS_DENIED -> {
                seeds.refused(url, r.reason());
                out.emit(Streams.STATUS, t, Streams.status(url, CrawlStatus.ROBOTS_DENIED, r.reason(), 0, attempts));
                out.ack(t);
            }
            case FILTERED -> {
                seeds.refused(url, r.reason());
                out.emit(Streams.STATUS, t, Streams.status(url, CrawlStatus.FILTERED, r.reason(), 0, attempts));
                out.ack(t);
            }
            case TRANSIENT -> {
                errors.inc();
                failed(t, Retries.Cause.URL, r.httpStatus(), r.reason(), r.retryAfterMs());
            }
            // the site's robots.txt stayed unavailable: the site's outage, not the URL's fault
            case DEFERRED -> failed(t, Retries.Cause.OUTAGE, 0, r.reason());
            default -> {
                errors.inc();
                out.emit(Streams.STATUS, t, Streams.status(url, CrawlStatus.ERROR,
                        r.status().name().toLowerCase(java.util.Locale.ROOT) + ": " + r.reason(), r.httpStatus(), attempts));
                out.ack(t);
            }
        }
    }

    /**
     * A failure: retrying (an attempt), deferred (an outage) or final once out of retries ({@link Retries}); the
     * status step sets when it is due again, and the frontier sends it then. The tuple is acked.
     */
    private void failed(Tuple t, Retries.Cause cause, int httpStatus, String reason) {
        failed(t, cause, httpStatus, reason, 0);
    }

    /** As {@link #failed(Tuple, Retries.Cause, int, String)}, with the wait the answer asked for (Retry-After). */
    private void failed(Tuple t, Retries.Cause cause, int httpStatus, String reason, long retryAfterMs) {
        int outagesSoFar = t.getValueByField("outages") instanceof Integer n ? n : 0;
        Retries.Failure f = failures.after(cause, t.getIntegerByField("attempts"), outagesSoFar, reason);
        if (f.status() == CrawlStatus.RETRYING) {
            retries.inc();
        } else if (f.status() == CrawlStatus.DEFERRED) {
            deferred.inc();
        }
        out.emit(Streams.STATUS, t, Streams.failure(t.getStringByField("url"), f.status(), f.reason(), httpStatus,
                f.attempts(), f.outages(), retryAfterMs));
        out.ack(t);
    }

    /** The registry of pages' links this bolt tells of a redirect's target (a test's own instead of the worker's). */
    void pages(PageLinks pages) {
        this.pages = pages;
    }

    /** The tally of seeds this bolt tells of refusals (a test's own instead of the worker's). */
    void seeds(SeedRefusals tally) {
        this.seeds = tally;
    }

    /** The clock of service outages this bolt asks (a test's own instead of the worker's). */
    void outages(ServiceOutages clock) {
        this.outages = clock;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.PAGE, Streams.PAGE_FIELDS);
        declarer.declareStream(Streams.OUTLINK, Streams.OUTLINK_FIELDS);
        declarer.declareStream(Streams.REDIRECT, Streams.REDIRECT_FIELDS);
        declarer.declareStream(Streams.STATUS, Streams.STATUS_FIELDS);
        declarer.declareStream(Streams.POSTPONE, Streams.POSTPONE_FIELDS);
    }

    @Override
    public void cleanup() {
        if (fetcher != null) {
            fetcher.close();
        }
        if (warc != null) {
            warc.close();
        }
    }
}
