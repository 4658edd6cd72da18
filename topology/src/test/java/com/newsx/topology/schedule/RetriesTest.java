package com.newsx.topology.schedule;

import com.newsx.topology.doc.CrawlStatus;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RetriesTest {
    private final Retries retries = new Retries(4, 100);

    @Test
    void theUrlsFailuresAreAttemptsAndEndFinalAtTheLimit() {
        Retries.Failure f = retries.after(Retries.Cause.URL, 0, 7, "HTTP 503");
        assertEquals(new Retries.Failure(CrawlStatus.RETRYING, 1, 7, "HTTP 503"), f, "outages untouched");
        assertEquals(CrawlStatus.RETRYING, retries.after(Retries.Cause.URL, 2, 0, "HTTP 503").status());
        Retries.Failure last = retries.after(Retries.Cause.URL, 3, 0, "HTTP 503");
        assertEquals(CrawlStatus.ERROR, last.status());
        assertEquals(4, last.attempts());
        assertTrue(last.reason().startsWith("out of retries after 4 attempts: HTTP 503"), last.reason());
    }

    @Test
    void anOutageDefersWithoutAnAttemptUnderItsOwnMuchLongerLimit() {
        Retries.Failure f = retries.after(Retries.Cause.OUTAGE, 3, 0, "index blocked");
        assertEquals(new Retries.Failure(CrawlStatus.DEFERRED, 3, 1, "index blocked"), f,
                "three attempts already: an outage does not make it final");
        assertEquals(CrawlStatus.DEFERRED, retries.after(Retries.Cause.OUTAGE, 3, 98, "index blocked").status());
        Retries.Failure last = retries.after(Retries.Cause.OUTAGE, 0, 99, "index blocked");
        assertEquals(CrawlStatus.ERROR, last.status());
        assertEquals(100, last.outages());
        assertTrue(last.reason().startsWith("out of retries after 100 outages"), last.reason());
        assertTrue(!CrawlStatus.DEFERRED.isFinal());
    }
}
