package com.newsx.commands.search;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NewsHitsTest {
    private static final String FERRY = "http://www.harbourtimes.demo/news/2024/05/20/what-the-electric-ferry-means-5000";

    private static NewsHits.Hit record(String page, String link, double score) {
        return new NewsHits.Hit(page + "-0-0", score, Map.of("page_url", page, "title", "What the electric ferry means",
                "link", link, "date_text", "20 May 2024"), null, 1);
    }

    private static NewsHits.Hit article(String url, double score) {
        return new NewsHits.Hit(url, score, Map.of("url", url, "title", "What the electric ferry means",
                "publish_time", "2024-05-20T18:37:00"), "the <em>electric ferry</em>", 1);
    }

    /** The demo's search: the home page and the News section both list the headline, and its article matches too. */
    @Test
    void aHeadlineOnTwoListPagesAndItsArticleAreOneItem() {
        List<NewsHits.Hit> hits = List.of(
                record("http://www.harbourtimes.demo/", FERRY, 27.80),
                record("http://www.harbourtimes.demo/news/", FERRY, 27.80),
                article(FERRY, 26.80),
                article("http://www.harbourtimes.demo/news/other", 20.0));
        List<NewsHits.Hit> items = NewsHits.distinct(hits, 10);
        assertEquals(2, items.size());
        assertEquals(FERRY, items.get(0).item());
        assertEquals("http://www.harbourtimes.demo/", items.get(0).source().get("page_url"), "the best-ranked hit stands for it");
        assertEquals("http://www.harbourtimes.demo/news/other", items.get(1).item());
        assertEquals(1, NewsHits.distinct(hits, 1).size(), "at most the items asked for");
    }

    @Test
    void recordsWithoutALinkAreEachTheirOwnItem() {
        NewsHits.Hit a = new NewsHits.Hit("p-0-0", 1, Map.of("page_url", "http://a.example/", "title", "x"), null, 1);
        NewsHits.Hit b = new NewsHits.Hit("p-0-1", 1, Map.of("page_url", "http://a.example/", "title", "x"), null, 1);
        assertEquals(2, NewsHits.distinct(List.of(a, b), 10).size());
        assertTrue(NewsHits.format(a).contains("http://a.example/"), "the page stands in for the missing link");
    }

    @Test
    void aLineSaysKindDateTitleAndPage() {
        String s = NewsHits.format(new NewsHits.Hit(FERRY, 26.8, article(FERRY, 1).source(), "the <em>electric ferry</em>", 3));
        assertTrue(s.startsWith("26.80  article 2024-05-20T18:37:00  What the electric ferry means  (3 copies)\n"), s);
        assertTrue(s.contains("      " + FERRY + "\n"), s);
        assertTrue(s.contains("...the [electric ferry]..."), s);
        assertTrue(NewsHits.format(new NewsHits.Hit(FERRY, Double.NaN, article(FERRY, 1).source(), null, 1)).startsWith("    -  article"),
                "no score when sorted by time");
    }
}
