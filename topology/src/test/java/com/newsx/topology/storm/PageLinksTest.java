package com.newsx.topology.storm;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PageLinksTest {
    private static final String PAGE = "http://a.example/news/1.html";
    private final AtomicLong clock = new AtomicLong(1_000);
    private final PageLinks links = new PageLinks(clock::get, 60_000);

    @Test
    void aPageWithoutLinksInFlightIsStoredAndLeavesNoEntry() {
        assertEquals(PageLinks.State.STORED, links.state(PAGE));
        links.sending(PAGE);
        assertEquals(PageLinks.State.PENDING, links.state(PAGE));
        links.stored(PAGE);
        assertEquals(PageLinks.State.STORED, links.state(PAGE));
        assertEquals(0, links.size());
    }

    @Test
    void aPageWithSeveralEmitsIsPendingUntilTheLastIsSettledAndFailedIfAnyFailed() {
        links.sending(PAGE); // its sitemaps
        links.sending(PAGE); // its outlinks
        links.failed(PAGE);
        assertEquals(PageLinks.State.PENDING, links.state(PAGE), "the other emit is still in flight");
        links.stored(PAGE);
        assertEquals(PageLinks.State.FAILED, links.state(PAGE), "one failure fails the page's links");
    }

    @Test
    void aFailureSettledBeforeTheNextEmitOfTheSamePageIsNotForgotten() {
        links.sending(PAGE);
        links.failed(PAGE);
        links.sending(PAGE); // the cleaning step's outlinks, after the fetch step's sitemaps failed
        links.stored(PAGE);
        assertEquals(PageLinks.State.FAILED, links.state(PAGE));
    }

    @Test
    void aFailureIsForgottenOnceActedOnButNotWhileLinksAreInFlightAgain() {
        links.sending(PAGE);
        links.failed(PAGE);
        links.sending(PAGE);
        links.forget(PAGE);
        assertEquals(PageLinks.State.PENDING, links.state(PAGE), "links in flight are never forgotten");
        links.stored(PAGE);
        links.forget(PAGE);
        assertEquals(PageLinks.State.STORED, links.state(PAGE));
        assertEquals(0, links.size());
    }

    @Test
    void aFailureOfAnEmitNobodyRegisteredStillCounts() {
        links.failed(PAGE);
        assertEquals(PageLinks.State.FAILED, links.state(PAGE));
        links.stored("http://a.example/other"); // nothing registered: nothing to settle
        assertEquals(1, links.size());
    }

    @Test
    void eachSettledWriteMovesTheCounter() {
        long before = links.settled();
        links.sending(PAGE);
        assertEquals(before, links.settled(), "nothing settled yet");
        links.stored(PAGE);
        links.sending(PAGE);
        links.failed(PAGE);
        assertEquals(before + 2, links.settled());
    }

    @Test
    void entriesUntouchedForTheForgetTimeArePurged() {
        links.sending(PAGE);
        links.failed("http://a.example/2");
        clock.addAndGet(30_000);
        links.sending("http://a.example/3");
        clock.addAndGet(40_000);
        links.purge(clock.get());
        assertEquals(PageLinks.State.STORED, links.state(PAGE), "its outcome never came: forgotten");
        assertEquals(PageLinks.State.STORED, links.state("http://a.example/2"));
        assertEquals(PageLinks.State.PENDING, links.state("http://a.example/3"), "still young");
    }
}
