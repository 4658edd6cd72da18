package com.newsx.topology.fetch;

import com.codahale.metrics.Counter;
import com.newsx.topology.archive.Capture;
import com.newsx.topology.archive.WarcArchive;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.ServiceOutages;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.tuple.Tuple;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * The fetch step's archiving ({@code warc.enabled}): a finished fetch's request and response are written to the
 * worker's WARC archive, on the archive's thread, before the fetcher counts the fetch finished and the step hands it
 * on, so a page is final only once its records are written.
 * A write that fails is an outage of the archive, as one of Elasticsearch is to the index step: the tuple fails
 * (Kafka or the frontier brings the URL back, and its replay is deferred as the outage's, {@link ServiceOutages}),
 * nothing of it goes on, and the failure is reported at once and then every ten seconds while it lasts, besides
 * {@code warc_failures}. robots.txt answers are written from the fetcher ({@link HttpFetcher#archivingTruncated}):
 * one that cannot be written becomes a robots.txt that did not answer, so its site waits rather than losing it.
 */
final class WarcStep implements AutoCloseable {
    static final long REPORT_EVERY_MS = 10_000;

    private final WarcArchive archive;
    private final Counter written;
    private final Counter failures;
    private final LongSupplier clock;
    /** Failures not reported yet, and the last one (robots.txt's come on the fetcher's threads). */
    private final AtomicLong unreported = new AtomicLong();
    private final AtomicReference<String> lastFailure = new AtomicReference<>();
    private long reportedAt = Long.MIN_VALUE / 2;

    WarcStep(WarcArchive archive, BoltMetrics metrics, LongSupplier clock) {
        this.archive = archive;
        this.written = metrics.counter("warc_writes");
        this.failures = metrics.counter("warc_failures");
        this.clock = clock;
    }

    /** The step of a fetch task, on the worker's archive; null when archiving is off. */
    static WarcStep of(CrawlerSettings settings, BoltMetrics metrics) {
        if (!settings.warc().enabled()) {
            return null;
        }
        return new WarcStep(WarcArchive.shared(settings.warc(), WarcArchive.info(settings.warc(),
                settings.fetch().userAgent())), metrics, System::currentTimeMillis);
    }

    /**
     * Writes the fetch's records on the archive's thread (a fetch that got no answer has none): completes with null
     * once they are written or when there is nothing to write, or with why they could not be.
     */
    CompletableFuture<String> archive(FetchResult r) {
        Capture c = r.capture();
        if (c == null) {
            return NOTHING_TO_WRITE;
        }
        return archive.writeLater(c).handle((v, e) -> {
            if (e == null) {
                written.inc();
                return null;
            }
            Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
            failed(r.url(), cause);
            return String.valueOf(cause);
        });
    }

    /**
     * On the executor's thread, before a fetch is handed on: one whose records could not be written
     * ({@code unarchived}, from {@link #archive}) fails its tuple here and false is returned: the caller hands nothing
     * on, the URL comes back deferred as an outage's.
     */
    boolean written(Tuple t, String unarchived, OutputCollector out, ServiceOutages outages) {
        if (unarchived == null) {
            return true;
        }
        outages.seen();
        out.fail(t);
        report(out);
        return false;
    }

    /**
     * A robots.txt answer, written before its rules are read; one that cannot be written is a transient failure (the
     * site is deferred, robots.txt asked again after its error TTL). Runs on the fetcher's threads.
     */
    FetchResult robots(FetchResult r) {
        Capture c = r.capture();
        if (c == null) {
            return r;
        }
        try {
            archive.write(c);
            written.inc();
            return r;
        } catch (IOException | RuntimeException e) {
            failed(r.url(), e);
            ServiceOutages.WORKER.seen();
            return FetchResult.failed(r.url(), FetchResult.Status.TRANSIENT, 0,
                    "not archived (the WARC archive is failing: " + e.getMessage() + ")").took(r.millis(), r.sentAt());
        }
    }

    /**
     * Reports on the executor's thread what happened meanwhile: the failures (the first at once, then a count every
     * ten seconds while they go on), and the archive's troubles that were no outage (a rotation put off).
     */
    void report(OutputCollector out) {
        long now = clock.getAsLong();
        if (unreported.get() > 0 && now - reportedAt >= REPORT_EVERY_MS) {
            long n = unreported.getAndSet(0);
            reportedAt = now;
            out.reportError(new IOException("WARC archive in " + archive.dir() + " failing: " + n
                    + " fetch(es) not written, their URLs deferred until it can write again; last: " + lastFailure.get()));
        }
        for (String p : archive.problems()) {
            out.reportError(new IOException("WARC archive: " + p));
        }
    }

    private static final CompletableFuture<String> NOTHING_TO_WRITE = CompletableFuture.completedFuture(null);

    private void failed(String url, Throwable e) {
        failures.inc();
        unreported.incrementAndGet();
        lastFailure.set(url + ": " + e);
    }

    @Override
    public void close() {
        archive.close();
    }
}
