package com.newsx.topology.status;

import com.newsx.topology.storm.PageLinks;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LinkWaitTest {
    private static final String PAGE = "http://a.example/news/1.html";
    private final PageLinks links = new PageLinks(() -> 0, 60_000);
    private final LinkWait<String> wait = new LinkWait<>(links, 10_000);

    @Test
    void aFinalOutcomeWhoseLinksAreStoredIsWrittenAtOnce() {
        assertEquals(LinkWait.Verdict.WRITE, wait.offer(PAGE, true, "indexed", 0));
        links.sending(PAGE);
        links.stored(PAGE);
        assertEquals(LinkWait.Verdict.WRITE, wait.offer(PAGE, true, "indexed again", 0));
        assertEquals(0, wait.waiting());
    }

    @Test
    void aFinalOutcomeWaitsForItsLinksAndIsWrittenOnceTheyAreStored() {
        links.sending(PAGE);
        assertEquals(LinkWait.Verdict.WAIT, wait.offer(PAGE, true, "indexed", 0));
        assertTrue(wait.released(1).isEmpty(), "nothing settled");
        links.stored(PAGE);
        assertEquals(List.of(new LinkWait.Released<>("indexed", PAGE, LinkWait.Verdict.WRITE)), wait.released(2));
        assertEquals(0, wait.waiting());
    }

    @Test
    void aFinalOutcomeWhoseLinksFailedIsNotWrittenWhicheverCameFirst() {
        links.sending(PAGE);
        assertEquals(LinkWait.Verdict.WAIT, wait.offer(PAGE, true, "indexed", 0));
        links.failed(PAGE);
        assertEquals(List.of(new LinkWait.Released<>("indexed", PAGE, LinkWait.Verdict.FAIL)), wait.released(1));

        String other = "http://a.example/news/2.html";
        links.sending(other);
        links.failed(other); // Kafka refused before the page was even indexed
        assertEquals(LinkWait.Verdict.FAIL, wait.offer(other, true, "indexed", 2));
        assertEquals(LinkWait.Verdict.WRITE, wait.offer(other, true, "its next try, links stored", 3),
                "the failure was acted on: forgotten");
    }

    @Test
    void aNonFinalOutcomeNeverWaitsAndClearsAFailure() {
        links.sending(PAGE);
        assertEquals(LinkWait.Verdict.WRITE, wait.offer(PAGE, false, "deferred", 0), "not final: nothing to lose");
        links.failed(PAGE);
        assertEquals(LinkWait.Verdict.WRITE, wait.offer(PAGE, false, "deferred, its replay", 1));
        assertEquals(PageLinks.State.STORED, links.state(PAGE));
    }

    @Test
    void everyOutcomeOfAPageWaitingOnFailedLinksFails() {
        links.sending(PAGE);
        wait.offer(PAGE, true, "first", 0);
        wait.offer(PAGE, true, "second", 0);
        links.failed(PAGE);
        List<LinkWait.Released<String>> out = wait.released(1);
        assertEquals(2, out.size());
        assertTrue(out.stream().allMatch(r -> r.verdict() == LinkWait.Verdict.FAIL));
    }

    @Test
    void anOutcomeWaitingLongerThanItsTupleLivesFails() {
        links.sending(PAGE);
        wait.offer(PAGE, true, "indexed", 0);
        assertTrue(wait.released(10_000).isEmpty());
        assertEquals(List.of(new LinkWait.Released<>("indexed", PAGE, LinkWait.Verdict.FAIL)), wait.released(10_001));
    }

    @Test
    void otherPagesKeepWaitingWhenOneIsSettled() {
        String other = "http://a.example/news/2.html";
        links.sending(PAGE);
        links.sending(other);
        wait.offer(PAGE, true, "a", 0);
        wait.offer(other, true, "b", 0);
        links.stored(other);
        assertEquals(List.of(new LinkWait.Released<>("b", other, LinkWait.Verdict.WRITE)), wait.released(1));
        assertEquals(1, wait.waiting());
        links.stored(PAGE);
        assertEquals(List.of(new LinkWait.Released<>("a", PAGE, LinkWait.Verdict.WRITE)), wait.released(2));
    }
}
