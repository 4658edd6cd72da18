package com.newsx.topology.net;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The seeds a crawl's steps refused, told once a group of reasons, again only when a group has doubled. */
class RefusalWarningsTest {
    private static final AddressGuard GUARD = new AddressGuard(true);
    private static final String PORT_8089 = GUARD.checkPort(8089).orElseThrow();

    private static void seed(SeedRefusals tally, String url, String refusedFor) {
        tally.seed(url);
        if (refusedFor != null) {
            tally.refused(url, refusedFor);
        }
    }

    @Test
    void seedsAllRefusedAreToldAtOnceWithTheSettingThenNotAgain() {
        SeedRefusals tally = new SeedRefusals(1000);
        RefusalWarnings warnings = new RefusalWarnings(new RefusalReport(""));
        assertEquals(List.of(), warnings.news(tally.tally()), "nothing refused, nothing said");
        for (int i = 1; i <= 60; i++) {
            seed(tally, "http://news" + i + ".live:8089/", PORT_8089);
        }
        assertEquals(List.of("warning: 60 of 60 seed URLs refused: port 8089 is not 80, 443 or an allowed port - set"
                + " url.allowed-ports=8089 to crawl them"), warnings.news(tally.tally()));
        assertEquals(List.of(), warnings.news(tally.tally()), "once");
    }

    @Test
    void aGroupIsToldAgainOnlyOnceItDoubledAndANewGroupAtOnce() {
        SeedRefusals tally = new SeedRefusals(1000);
        RefusalWarnings warnings = new RefusalWarnings(new RefusalReport(""));
        for (int i = 0; i < 10; i++) {
            seed(tally, "http://a" + i + ".example:8089/", PORT_8089);
        }
        seed(tally, "http://ok.example/", null);
        assertEquals(1, warnings.news(tally.tally()).size());
        for (int i = 10; i < 19; i++) {
            seed(tally, "http://a" + i + ".example:8089/", PORT_8089);
        }
        seed(tally, "http://b.example/", "robots.txt disallows it");
        List<String> news = warnings.news(tally.tally());
        assertEquals(1, news.size(), "19 is not yet twice 10; robots.txt is new: " + news);
        assertTrue(news.get(0).startsWith("warning: 1 of 21 seed URLs refused: their site's robots.txt disallows them"),
                news.get(0));
        seed(tally, "http://a19.example:8089/", PORT_8089);
        assertEquals(List.of("warning: 20 of 22 seed URLs refused: port 8089 is not 80, 443 or an allowed port - set"
                + " url.allowed-ports=8089 to crawl them"), warnings.news(tally.tally()));
    }

    @Test
    void eachUrlCountsOnceAndOnlySeedsCount() {
        SeedRefusals tally = new SeedRefusals(1000);
        seed(tally, "http://a.example:8089/", PORT_8089);
        seed(tally, "http://a.example:8089/", "robots.txt disallows it"); // given again: still one seed, its first reason
        tally.refused("http://a.example/found-by-a-link", PORT_8089);
        SeedRefusals.Tally t = tally.tally();
        assertEquals(1, t.seeds());
        assertEquals(1, t.refused());
        assertEquals(List.of(PORT_8089), List.copyOf(t.reasons().keySet()));
    }

    @Test
    void pastItsCapTheTallySaysTheFirstSeeds() {
        SeedRefusals tally = new SeedRefusals(2);
        for (int i = 0; i < 3; i++) {
            seed(tally, "http://a" + i + ".example:8089/", PORT_8089);
        }
        SeedRefusals.Tally t = tally.tally();
        assertTrue(t.capped());
        assertEquals(List.of("warning: 2 of the first 2 seed URLs refused: port 8089 is not 80, 443 or an allowed port"
                + " - set url.allowed-ports=8089 to crawl them"), new RefusalWarnings(new RefusalReport("")).news(t));
    }
}
