package com.newsx.topology.schedule;

import com.newsx.extractor.page.PageType;
import com.newsx.topology.doc.StatusDocs;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SourceVisitsTest {
    @Test
    void homeListAndCommentPagesAreSourcesWhileTheirLinksCanBeFollowed() {
        assertTrue(SourceVisits.isSource(PageType.HOME, 0, 2));
        assertTrue(SourceVisits.isSource(PageType.LIST, 1, 2));
        assertTrue(SourceVisits.isSource(PageType.COMMENT, 1, 2));
        assertFalse(SourceVisits.isSource(PageType.ARTICLE, 0, 2), "an article is fetched once");
        assertFalse(SourceVisits.isSource(PageType.OTHER, 0, 2));
        assertFalse(SourceVisits.isSource(PageType.LIST, 2, 2), "its links would be too deep to follow");
    }

    @Test
    void aVisitCarriesTheIdsOfItsFirstLinks() {
        List<String> links = new ArrayList<>();
        for (int i = 0; i < 1500; i++) {
            links.add("http://a.example/news/" + i + ".html");
        }
        List<String> ids = SourceVisits.linkIds(links);
        assertEquals(RevisitSchedule.MAX_LINKS_SEEN, ids.size());
        assertEquals(StatusDocs.id(links.get(0)), ids.get(0));
        assertEquals(12, StatusDocs.linkHash(ids.get(0)).length());
        assertNotEquals(StatusDocs.linkHash(ids.get(0)), StatusDocs.linkHash(ids.get(1)));
    }

    @Test
    void aHomePageThatNamesAFeedIsPolledThroughItsFeed() {
        assertEquals(RevisitSchedule.Kind.HOME, SourceVisits.kindOfPage(0, false));
        assertEquals(RevisitSchedule.Kind.PAGE, SourceVisits.kindOfPage(0, true));
        assertEquals(RevisitSchedule.Kind.PAGE, SourceVisits.kindOfPage(1, false));
    }

    @Test
    void aFeedsDatesTellHowOftenItsSitePublishes() {
        long now = 10 * 3_600_000L;
        long[] hourly = {now - 3_600_000L, now - 2 * 3_600_000L, now - 3 * 3_600_000L, now - 4 * 3_600_000L};
        assertEquals(1.0, SourceVisits.ratePerHour(hourly, now), 1e-9, "four entries over four hours");
        assertEquals(0, SourceVisits.ratePerHour(new long[]{now - 1000, now - 2000}, now), "too few dates");
        assertEquals(0, SourceVisits.ratePerHour(new long[]{now - 5, now - 5, now - 5}, now),
                "one instant: the time the file was made, not when its entries were published");
        assertEquals(0, SourceVisits.ratePerHour(new long[]{-1, -1, -1, -1}, now));
    }
}
