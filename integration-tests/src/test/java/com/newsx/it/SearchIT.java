package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import com.newsx.commands.search.NewsHits;
import com.newsx.commands.search.NewsQuery;
import com.newsx.commands.search.SearchCommand;
import com.newsx.commands.search.SearchOptions;
import com.newsx.extractor.result.Article;
import com.newsx.topology.doc.ArticleDocument;
import com.newsx.topology.doc.DocumentId;
import com.newsx.topology.doc.IndexDoc;
import com.newsx.topology.es.BulkIndexer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bin/search's query on the real Elasticsearch, in fresh indices under the news-articles and news-records templates:
 * a headline that two list pages show and its article are one item (the demo listed it twice); --since keeps what was
 * published within, or, lacking a date, indexed within; --site and --type narrow the search.
 */
class SearchIT {
    private static final String ARTICLES = "news-articles-search-it";
    private static final String RECORDS = "news-records-search-it";
    private static final String FERRY = "http://www.harbour.example/news/2024/05/20/electric-ferry-5000";
    private static final String FRESH = "http://port.example/2026/fresh-ferry";
    private static final String TIMETABLE = "http://www.harbour.example/news/ferry-timetable";
    private static final String NOW = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    private static ElasticsearchClient es;

    @BeforeAll
    static void index() throws Exception {
        es = Services.elasticsearch();
        drop();
        List<IndexDoc> docs = new ArrayList<>();
        docs.add(record("http://www.harbour.example/", 0, "What the electric ferry means for Eastfield", FERRY, "20 May 2024", "2024-05-20"));
        docs.add(record("http://www.harbour.example/news/", 3, "What the electric ferry means for Eastfield", FERRY, "20 May 2024", "2024-05-20"));
        docs.add(record("http://www.harbour.example/news/", 4, "Electric ferry timetable changes", TIMETABLE, null, null));
        docs.add(article(FERRY, "What the electric ferry means for Eastfield", "2024-05-20T18:37:00"));
        docs.add(article(FRESH, "Electric ferry crosses the port for the first time",
                Instant.now().minus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS).toString()));
        for (BulkIndexer.Outcome o : new BulkIndexer(es).index(docs, true)) {
            assertTrue(o.stored(), o.reason());
        }
    }

    @AfterAll
    static void drop() throws Exception {
        es.indices().delete(d -> d.index(List.of(ARTICLES, RECORDS)).ignoreUnavailable(true));
    }

    private static IndexDoc record(String page, int row, String title, String link, String dateText, String published) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("page_url", page);
        d.put("host", java.net.URI.create(page).getHost());
        d.put("region", 0);
        d.put("row", row);
        d.put("cells", List.of(title));
        d.put("title", title);
        d.put("link", link);
        if (dateText != null) {
            d.put("date_text", dateText);
            d.put("publish_time", published);
        }
        d.put("fetch_time", NOW);
        return new IndexDoc(RECORDS, DocumentId.ofRecord(page, 0, row), d);
    }

    /** As written without the copies step (copies.enabled=false): no copy fields, each article its own story. */
    private static IndexDoc article(String url, String title, String published) {
        Map<String, Object> d = ArticleDocument.of(url, new Article(title, published, null, null,
                title + ". The port authority said the service would run every hour.", "fused", "test"), "article", Instant.now());
        return new IndexDoc(ARTICLES, DocumentId.of(url), d);
    }

    private static List<String> items(String... argv) throws Exception {
        SearchCommand.Found f = SearchCommand.search(es, new NewsQuery(ARTICLES, RECORDS), SearchOptions.parse("unused", argv));
        return f.items().stream().map(NewsHits.Hit::item).toList();
    }

    @Test
    void aHeadlineOnTwoListPagesAndItsArticleAreListedOnce() throws Exception {
        List<String> items = items("electric", "ferry");
        assertEquals(3, items.size(), items.toString());
        assertEquals(Set.of(FERRY, FRESH, TIMETABLE), Set.copyOf(items));
        SearchCommand.Found records = SearchCommand.search(es, new NewsQuery(ARTICLES, RECORDS),
                SearchOptions.parse("unused", "--type", "record", "electric", "ferry"));
        assertEquals(3, records.total(), "three record documents match");
        assertEquals(List.of(FERRY, TIMETABLE), records.items().stream().map(NewsHits.Hit::item).sorted().toList());
        assertTrue(records.items().stream().allMatch(NewsHits.Hit::record));
    }

    @Test
    void sinceKeepsWhatWasPublishedWithinOrUndatedAndIndexedWithin() throws Exception {
        // FERRY was indexed now but published in 2024: out; TIMETABLE states no date and was indexed now: in
        assertEquals(Set.of(FRESH, TIMETABLE), Set.copyOf(items("--since", "1d", "ferry")));
        assertEquals(Set.of(TIMETABLE), Set.copyOf(items("--since", "30m", "ferry")), "FRESH was published an hour ago");
        assertEquals(List.of(FRESH), items("--since", "2h", "--type", "article"), "no words: the newest, by filters only");
    }

    @Test
    void collapseKeepsArticlesThatAreNoCopiesApart() throws Exception {
        SearchCommand.Found f = SearchCommand.search(es, new NewsQuery(ARTICLES, RECORDS),
                SearchOptions.parse("unused", "--collapse", "electric", "ferry"));
        assertEquals(Set.of(FERRY, FRESH), f.items().stream().map(NewsHits.Hit::item).collect(Collectors.toSet()),
                "two stories, though neither went through the copies step");
        assertTrue(f.items().stream().allMatch(h -> h.copies() == 1));
    }

    @Test
    void siteKeepsOneHost() throws Exception {
        Set<String> hosts = items("--site", "port.example", "ferry").stream().map(u -> java.net.URI.create(u).getHost())
                .collect(Collectors.toSet());
        assertEquals(Set.of("port.example"), hosts);
        assertEquals(List.of(), items("--site", "nowhere.example", "ferry"));
    }
}
