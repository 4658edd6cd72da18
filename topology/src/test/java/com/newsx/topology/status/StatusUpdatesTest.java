package com.newsx.topology.status;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.FrontierSettings;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.DocumentId;
import com.newsx.topology.doc.PageRecords;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.schedule.NextFetch;
import com.newsx.topology.schedule.RetryBackoff;
import com.newsx.topology.schedule.RevisitSchedule;
import com.newsx.topology.schedule.SourceFailures;
import com.newsx.topology.revisit.ArticleRevision;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StatusUpdatesTest {
    private static final String URL = "http://a.example/news/1.html";
    private static final long NOW = 1_700_000_000_000L;

    private static StatusUpdates updates(Map<String, String> settings) {
        CrawlerSettings c = CrawlerSettings.from(CrawlerConfig.defaults().with(settings));
        FrontierSettings f = c.frontier();
        return new StatusUpdates(new NextFetch(f, RetryBackoff.of(c.retry())), RevisitSchedule.of(f.revisit()),
                new SourceFailures(c.retry().initialDelayMs(), f.revisit().homeInitialS() * 1000,
                        f.revisit().maxS() * 1000, f.retireAfterMs()));
    }

    private final StatusUpdates updates = updates(Map.of("retry.initial-delay-ms", "2000",
            "frontier.source.initial-interval-s", "300", "frontier.source.hourly-interval-s", "400",
            "frontier.source.news-max-interval-s", "86400"));

    @Test
    void aRetryIsDueAgainAfterItsBackOff() {
        StatusUpdates.Update u = updates.outcome(URL, CrawlStatus.RETRYING, "HTTP 503", 503, 2, NOW);
        assertFalse(u.needsPrevious());
        assertEquals(Instant.ofEpochMilli(NOW + 4000).toString(), u.doc().get("next_fetch_time"));
        assertEquals(false, u.doc().get("final"));
    }

    @Test
    void anIndexedArticleEndsItsLease() {
        Map<String, Object> d = updates.outcome(URL, CrawlStatus.INDEXED, null, 200, 0, NOW).doc();
        assertTrue(d.containsKey("next_fetch_time"), "written, so the lease of its admission ends");
        assertNull(d.get("next_fetch_time"));
        assertEquals("article", d.get("kind"));
        Map<String, Object> e = updates.outcome(URL, CrawlStatus.ERROR, "HTTP 404", 404, 0, NOW).doc();
        assertTrue(e.containsKey("next_fetch_time"));
        assertNull(e.get("next_fetch_time"));
    }

    @Test
    void aSourcesPageLeavesItsNextVisitToItsVisitOnce() {
        updates.visiting(URL);
        Map<String, Object> d = updates.outcome(URL, CrawlStatus.INDEXED, null, 200, 0, NOW).doc();
        assertFalse(d.containsKey("next_fetch_time"), "the visit sets it");
        assertFalse(d.containsKey("kind"), "the visit says source");
        Map<String, Object> later = updates.outcome(URL, CrawlStatus.INDEXED, null, 200, 0, NOW).doc();
        assertTrue(later.containsKey("next_fetch_time"), "a visit covers its own page's outcome, no other");
    }

    private static String id(String link) {
        return StatusDocs.id("http://a.example/" + link);
    }

    private static StatusUpdates.SourceVisit home(String etag, String lastModified, String... links) {
        return new StatusUpdates.SourceVisit(java.util.Arrays.stream(links).map(StatusUpdatesTest::id).toList(),
                RevisitSchedule.Kind.HOME, 0, etag, lastModified);
    }

    private static RevisitSchedule.Previous stored(String... links) {
        return new RevisitSchedule.Previous(java.util.Arrays.stream(links).map(l -> StatusDocs.linkHash(id(l))).toList(),
                300, 3, 0, NOW - 300_000, 0, false, "\"v1\"", null);
    }

    @Test
    void aSourcesVisitIsScheduledByTheNewLinksItFound() {
        Map<String, Object> first = updates.visit(RevisitSchedule.Previous.NONE, Set.of(), home(null, null, "a", "b"), NOW);
        assertEquals("source", first.get("kind"));
        assertEquals(300L, first.get("interval_s"));
        assertEquals(1, first.get("visits"));
        assertEquals(List.of(StatusDocs.linkHash(id("a")), StatusDocs.linkHash(id("b"))), first.get("links_seen"));
        assertEquals(Instant.ofEpochMilli(NOW + 300_000).toString(), first.get("next_fetch_time"));

        RevisitSchedule.Previous before = PreviousVisits.previous(first);
        long later = NOW + 3_600_000L;
        Map<String, Object> fresh = updates.visit(before, Set.of(), home(null, null, "d", "c", "a", "b"), later);
        assertEquals(2, fresh.get("new_links"));
        assertEquals(2.0, fresh.get("link_rate"), "two new links in the hour since the last visit");
        assertEquals(283L, fresh.get("interval_s"), "400 / sqrt(2)");
        assertEquals(2, fresh.get("visits"));
        Map<String, Object> same = updates.visit(PreviousVisits.previous(fresh), Set.of(), home(null, null, "d", "c", "a", "b"),
                later + 283_000);
        assertEquals(0, same.get("new_links"));
        // 283 s of an hour's half-life: the rate keeps 2^(-283/3600) of itself, 1.894
        assertEquals(291L, same.get("interval_s"), "nothing new: the rate falls by the time the visit covers, later");
        assertFalse(same.containsKey("status"), "a visit leaves its page's outcome alone");
    }

    @Test
    void aLinkAnotherPageGaveFirstIsNoNews() {
        Map<String, Object> d = updates.visit(stored("a"), Set.of(id("b")), home(null, null, "c", "b", "a"), NOW);
        assertEquals(1, d.get("new_links"), "b came from the feed before; only c is new");
    }

    @Test
    void anArticleIsRevisitedOnceWhenTheSettingAsks() {
        assertFalse(updates.outcome(URL, CrawlStatus.INDEXED, null, 200, 0, NOW).needsPrevious(), "off by default");
        StatusUpdates late = updates(Map.of("frontier.article-revisit-s", "86400"));
        StatusUpdates.Update u = late.outcome(URL, CrawlStatus.INDEXED, null, 200, 0, NOW);
        assertTrue(u.needsPrevious());
        Map<String, Object> firstTime = late.withVisits(u.doc(), PreviousVisits.previous(Map.of()), NOW);
        assertEquals(Instant.ofEpochMilli(NOW + 86_400_000).toString(), firstTime.get("next_fetch_time"));
        assertEquals(1, firstTime.get("visits"));
        Map<String, Object> again = late.withVisits(late.outcome(URL, CrawlStatus.INDEXED, null, 200, 0, NOW).doc(),
                PreviousVisits.previous(Map.of("visits", 1)), NOW);
        assertNull(again.get("next_fetch_time"), "once only");
        assertEquals(2, again.get("visits"));
        assertTrue(late.outcome(URL, CrawlStatus.ERROR, "HTTP 404", 404, 0, NOW).needsPrevious(),
                "a 404 may be a revisited article's: its record says");
        assertEquals(StatusUpdates.After.FAILURE, late.outcome(URL, CrawlStatus.ERROR, "HTTP 403", 403, 0, NOW).after(),
                "not gone, but read: a source's failure is not its end");
        assertTrue(updates.outcome(URL, CrawlStatus.ERROR, "HTTP 404", 404, 0, NOW).needsPrevious(),
                "no revisits, no removals; but a 404 may be a list page's: its records say");
    }

    @Test
    void anIndexedArticleWhoseRevisitAnswers410IsRemoved() {
        StatusUpdates late = updates(Map.of("frontier.article-revisit-s", "5"));
        StatusUpdates.Update u = late.outcome(URL, CrawlStatus.ERROR, "http_error: HTTP 410", 410, 0, NOW);
        assertEquals(StatusUpdates.After.GONE, u.after());
        StatusUpdates.Gone g = late.gone(URL, u, ArticleRevision.Recorded.of(Map.of("status", "indexed", "kind", "article",
                "article_index", "news-articles-2027.01", "article_id", "canon")), null, "news-articles", NOW);
        assertTrue(g.removes());
        assertEquals("removed", g.status().get("status"));
        assertEquals(true, g.status().get("final"));
        assertTrue(g.status().containsKey("next_fetch_time"));
        assertNull(g.status().get("next_fetch_time"), "never fetched again");
        assertTrue(((String) g.status().get("reason")).contains("410"));
        assertEquals("news-articles-2027.01", g.articleIndex(), "the index its status recorded");
        assertEquals("canon", g.articleId(), "the canonical URL's document, when it was indexed under it");
        assertEquals(true, g.mark().get("removed"));
        assertEquals(Instant.ofEpochMilli(NOW).toString(), g.mark().get("removed_time"));
        assertEquals(List.of(), g.records(), "an article has no records to delete");
        assertFalse(g.status().containsKey(PageRecords.ROWS_FIELD), "nor any to name");

        StatusUpdates.Gone older = late.gone(URL, late.outcome(URL, CrawlStatus.ERROR, "HTTP 404", 404, 0, NOW),
                ArticleRevision.Recorded.of(Map.of("status", "indexed", "kind", "article")), null, "news-articles",
                NOW);
        assertEquals("news-articles", older.articleIndex(), "no location recorded: the articles index");
        assertEquals(StatusDocs.id(URL), older.articleId(), "and the URL's own id");

        StatusUpdates.Gone never = late.gone(URL, late.outcome(URL, CrawlStatus.ERROR, "HTTP 404", 404, 0, NOW),
                ArticleRevision.Recorded.of(Map.of("status", "discovered")), null, "news-articles", NOW);
        assertFalse(never.removes(), "a link that never worked");
        assertEquals("error", never.status().get("status"));
        assertNull(never.status().get("next_fetch_time"));
    }

    @Test
    void anArticleWhose404ComesWithoutLateRevisitsIsNotRemoved() {
        StatusUpdates.Update u = updates.outcome(URL, CrawlStatus.ERROR, "http_error: HTTP 404", 404, 0, NOW);
        StatusUpdates.Gone g = updates.gone(URL, u, ArticleRevision.Recorded.of(Map.of("status", "indexed",
                "kind", "article")), null, "news-articles", NOW);
        assertFalse(g.removes(), "only a late revisit removes an article, as before");
        assertEquals("error", g.status().get("status"));
        assertEquals("http_error: HTTP 404", g.status().get("reason"));
        assertEquals(List.of(), g.records());
    }

    @Test
    void aListPageThatAnswers404Or410LosesAllItsRecordsAndItsStatusNamesNone() {
        PageRecords left = new PageRecords("news-records-2026.11", List.of(2, 1));
        for (int code : new int[]{404, 410}) {
            StatusUpdates.Update u = updates.outcome(URL, CrawlStatus.ERROR, "http_error: HTTP " + code, code, 0, NOW);
            assertEquals(StatusUpdates.After.GONE, u.after(), "its record is read first, revisits or not");
            StatusUpdates.Gone g = updates.gone(URL, u, ArticleRevision.Recorded.of(Map.of("status", "indexed",
                    "kind", "source")), left, "news-articles", NOW);
            assertFalse(g.removes(), "no article to mark");
            assertEquals(List.of(new PageRecords.Stale("news-records-2026.11", DocumentId.ofRecord(URL, 0, 0)),
                    new PageRecords.Stale("news-records-2026.11", DocumentId.ofRecord(URL, 0, 1)),
                    new PageRecords.Stale("news-records-2026.11", DocumentId.ofRecord(URL, 1, 0))), g.records(),
                    "every record of its last visit, by id");
            assertEquals("error", g.status().get("status"));
            assertEquals(true, g.status().get("final"));
            assertTrue(g.status().containsKey(PageRecords.INDEX_FIELD));
            assertNull(g.status().get(PageRecords.INDEX_FIELD), "written after the deletions: it names none");
            assertEquals(List.of(), g.status().get(PageRecords.ROWS_FIELD));
            assertNull(PageRecords.read(g.status()), "so a replay after it finds nothing to delete");
            assertEquals("http_error: HTTP " + code + "; the page's 3 records deleted", g.status().get("reason"));
        }
        StatusUpdates.Gone none = updates.gone(URL, updates.outcome(URL, CrawlStatus.ERROR, "HTTP 404", 404, 0, NOW),
                ArticleRevision.Recorded.NONE, null, "news-articles", NOW);
        assertEquals(List.of(), none.records(), "a link that never worked had none");
        assertFalse(none.status().containsKey(PageRecords.ROWS_FIELD), "and its status is the plain error");
        assertEquals(StatusUpdates.After.FAILURE, updates.outcome(URL, CrawlStatus.ERROR, "HTTP 403", 403, 0, NOW)
                .after(), "forbidden is not gone: the records stay");
    }

    @Test
    void a304IsAVisitThatFoundNothingNewAndCountsTowardsAWholeFetch() {
        Map<String, Object> first = updates.visit(RevisitSchedule.Previous.NONE, Set.of(), home("\"v1\"", null, "a"), NOW);
        assertEquals(0, first.get("not_modified"));
        StatusUpdates.Update u = updates.outcome(URL, CrawlStatus.NOT_MODIFIED, "not modified", 304, 0, NOW);
        assertTrue(u.needsPrevious(), "its schedule depends on its last visit");
        Map<String, Object> d = updates.complete(u, stored("a"), NOW);
        assertEquals(450L, d.get("interval_s"), "nothing new yet: later");
        assertEquals(4, d.get("visits"));
        assertEquals(1, d.get("not_modified"));
        assertEquals(Instant.ofEpochMilli(NOW + 450_000).toString(), d.get("next_fetch_time"));
        assertEquals("not_modified", d.get("status"));
        assertFalse(d.containsKey("links_seen"), "the links of its last full visit stay");

        StatusUpdates.Update article = updates.outcome(URL, CrawlStatus.NOT_MODIFIED, "not modified", 304, 0, NOW);
        Map<String, Object> done = updates.complete(article, RevisitSchedule.Previous.NONE, NOW);
        assertTrue(done.containsKey("next_fetch_time"));
        assertNull(done.get("next_fetch_time"), "an article's late revisit answered 304: done");
    }

    @Test
    void newLinksUnderTheSameValidatorsShowAServerWhoseValidatorsLie() {
        RevisitSchedule.Previous after304s = stored("a");
        Map<String, Object> lying = updates.visit(after304s, Set.of(), home("\"v1\"", null, "b", "a"), NOW);
        assertEquals(true, lying.get("validators_ignored"));
        assertEquals(0, lying.get("not_modified"));
        Map<String, Object> honest = updates.visit(after304s, Set.of(), home("\"v2\"", null, "b", "a"), NOW);
        assertFalse(honest.containsKey("validators_ignored"), "new links under new validators: as it should be");
        Map<String, Object> quiet = updates.visit(after304s, Set.of(), home("\"v1\"", null, "a"), NOW);
        assertFalse(quiet.containsKey("validators_ignored"), "nothing new under the same validators: as it should be");
        RevisitSchedule.Previous dated = new RevisitSchedule.Previous(List.of(StatusDocs.linkHash(id("a"))), 300, 3, 0,
                NOW - 300_000, 2, false, null, "Mon");
        assertEquals(true, updates.visit(dated, Set.of(), home(null, "Mon", "b"), NOW).get("validators_ignored"),
                "without an ETag, the date is the validator");
        RevisitSchedule.Previous caught = new RevisitSchedule.Previous(List.of(StatusDocs.linkHash(id("a"))), 300, 3, 0,
                NOW - 300_000, 0, true, null, null);
        assertEquals(true, updates.visit(caught, Set.of(), home("\"v9\"", null, "a"), NOW).get("validators_ignored"),
                "once caught, for good");
    }

    private static final SourceFailures.Known SOURCE = new SourceFailures.Known(true, 600_000,
            SourceFailures.Streak.NONE);

    @Test
    void aSourcesErrorIsABadSpellNotItsEnd() {
        for (int code : new int[]{403, 500, 0}) {
            StatusUpdates.Update u = updates.outcome(URL, CrawlStatus.ERROR, "http_error: HTTP " + code, code, 0, NOW);
            assertEquals(StatusUpdates.After.FAILURE, u.after());
            Map<String, Object> d = updates.complete(u, RevisitSchedule.Previous.NONE, SOURCE, NOW);
            assertEquals("failing", d.get("status"));
            assertEquals(false, d.get("final"));
            assertEquals(Instant.ofEpochMilli(NOW + 2000).toString(), d.get("next_fetch_time"),
                    "due again after the retries' first delay");
            assertEquals(Instant.ofEpochMilli(NOW).toString(), d.get("failing_since"));
            assertEquals(1, d.get("failures"));
            assertFalse(d.containsKey("kind"), "its kind stays what its visits made it");
            assertTrue(((String) d.get("reason")).startsWith("http_error: HTTP " + code + " (failing since"));
        }
        Map<String, Object> page = updates.complete(updates.outcome(URL, CrawlStatus.ERROR, "HTTP 403", 403, 0, NOW),
                RevisitSchedule.Previous.NONE, SourceFailures.Known.PAGE, NOW);
        assertEquals("error", page.get("status"), "an article's error stays final");
        assertEquals(true, page.get("final"));
        assertNull(page.get("next_fetch_time"));
        assertFalse(page.containsKey("failures"));
    }

    @Test
    void aSources404KeepsItsRecordsAndItsVisitsAndBacksOffFurtherEachTimeInARow() {
        PageRecords left = new PageRecords("news-records-2026.11", List.of(2));
        SourceFailures.Known third = new SourceFailures.Known(true, 600_000,
                new SourceFailures.Streak(NOW - 60_000, 2));
        StatusUpdates.Gone g = updates.gone(URL, updates.outcome(URL, CrawlStatus.ERROR, "HTTP 404", 404, 0, NOW),
                ArticleRevision.Recorded.of(Map.of("status", "indexed", "kind", "source")), left, third,
                "news-articles", NOW);
        assertFalse(g.removes());
        assertEquals(List.of(), g.records(), "a deploy's 404 for two minutes deletes nothing");
        assertEquals("failing", g.status().get("status"));
        assertEquals(3, g.status().get("failures"));
        assertEquals(Instant.ofEpochMilli(NOW - 60_000).toString(), g.status().get("failing_since"),
                "the streak's start stays");
        assertEquals(Instant.ofEpochMilli(NOW + 8000).toString(), g.status().get("next_fetch_time"), "2 s, 4 s, 8 s");
    }

    @Test
    void aFailingSourceWaitsWhatRetryAfterAsksAndIsRetiredOnlyAfterFailingForLong() {
        StatusUpdates.Update asked = updates.outcome(URL, CrawlStatus.ERROR, "out of retries: HTTP 503", 503, 4, 0,
                120_000, NOW);
        assertEquals(Instant.ofEpochMilli(NOW + 120_000).toString(),
                updates.complete(asked, RevisitSchedule.Previous.NONE, SOURCE, NOW).get("next_fetch_time"));
        StatusUpdates quick = updates(Map.of("frontier.source.retire-after-s", "3600"));
        SourceFailures.Known longFailing = new SourceFailures.Known(true, 600_000,
                new SourceFailures.Streak(NOW - 3_600_000, 40));
        Map<String, Object> d = quick.complete(quick.outcome(URL, CrawlStatus.ERROR, "HTTP 404", 403, 0, NOW),
                RevisitSchedule.Previous.NONE, longFailing, NOW);
        assertEquals("retired", d.get("status"));
        assertEquals(true, d.get("final"));
        assertNull(d.get("next_fetch_time"));
        assertTrue(((String) d.get("reason")).startsWith("retired: failing without a break since"));
    }

    @Test
    void aSourcesGoodAnswerEndsItsStreak() {
        Map<String, Object> v = updates.visit(RevisitSchedule.Previous.NONE, Set.of(),
                new StatusUpdates.SourceVisit(List.of(), RevisitSchedule.Kind.HOME, 0, null, null), NOW);
        assertTrue(v.containsKey("failing_since"));
        assertNull(v.get("failing_since"));
        assertEquals(0, v.get("failures"));
        Map<String, Object> n = updates.outcome(URL, CrawlStatus.NOT_MODIFIED, "not modified", 304, 0, NOW).doc();
        assertEquals(0, n.get("failures"));
        updates.visiting(URL);
        Map<String, Object> o = updates.outcome(URL, CrawlStatus.FETCHED_NOTHING, "a home page", 200, 0, NOW).doc();
        assertEquals(0, o.get("failures"));
    }

    @Test
    void aRetryWaitsAtLeastWhatItsAnswerAsked() {
        StatusUpdates.Update u = updates.outcome(URL, CrawlStatus.RETRYING, "HTTP 429", 429, 1, 0, 30_000, NOW);
        assertEquals(Instant.ofEpochMilli(NOW + 30_000).toString(), u.doc().get("next_fetch_time"));
        StatusUpdates.Update forever = updates.outcome(URL, CrawlStatus.RETRYING, "HTTP 503", 503, 1, 0,
                365L * 86_400_000, NOW);
        assertEquals(Instant.ofEpochMilli(NOW + 86_400_000).toString(), forever.doc().get("next_fetch_time"),
                "within the longest interval");
    }

    @Test
    void aPageWhereASourceWasIsTheSourcesFailureAndAnythingElseAnArticle() {
        String feed = "http://a.example/feed.xml";
        StatusUpdates.Update u = updates.outcome(feed, CrawlStatus.FETCHED_NOTHING, "no article", 200, 0, NOW);
        assertEquals(StatusUpdates.After.PAGE_AT_SOURCE, u.after(), "a feed's URL answered a page: its record says");
        Map<String, Object> failing = updates.complete(u, RevisitSchedule.Previous.NONE, SOURCE, NOW);
        assertEquals("failing", failing.get("status"));
        assertEquals(false, failing.get("final"));
        assertFalse(failing.containsKey("kind"), "it stays a source");
        assertTrue(((String) failing.get("reason")).startsWith("answered a page where its source was (fetched_nothing:"
                + " no article)"), failing.get("reason").toString());
        Map<String, Object> article = updates.complete(updates.outcome("http://a.example/", CrawlStatus.INDEXED, null,
                200, 0, NOW), RevisitSchedule.Previous.NONE, new SourceFailures.Known(true, 0,
                SourceFailures.Streak.NONE, false), NOW);
        assertEquals("indexed", article.get("status"), "a site's root never visited as a source: the article it is");
        assertEquals("article", article.get("kind"));
        assertNull(article.get("next_fetch_time"));
        assertEquals(StatusUpdates.After.NOTHING, updates.outcome(URL, CrawlStatus.INDEXED, null, 200, 0, NOW).after(),
                "an article's URL is not read");
    }
}
