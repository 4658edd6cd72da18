package com.newsx.topology.doc;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PageRecordsTest {
    private static final String PAGE = "http://a.example/news/";

    private static List<String> ids(List<PageRecords.Stale> stale) {
        return stale.stream().map(s -> s.index() + "/" + s.id().substring(s.id().indexOf('-') + 1)).toList();
    }

    @Test
    void theRowsAndRegionsALaterVisitNoLongerHasAreStale() {
        PageRecords before = new PageRecords("r1", List.of(3, 1, 2));
        assertEquals(List.of("r1/0-2", "r1/2-0", "r1/2-1"),
                ids(PageRecords.stale(PAGE, before, new PageRecords("r1", List.of(2, 4)))));
    }

    @Test
    void recordsInAnotherIndexOrNoneAtAllLeaveNoneOfTheOldOnes() {
        PageRecords before = new PageRecords("r1", List.of(2));
        assertEquals(List.of("r1/0-0", "r1/0-1"), ids(PageRecords.stale(PAGE, before, new PageRecords("r2", List.of(5)))));
        assertEquals(List.of("r1/0-0", "r1/0-1"), ids(PageRecords.stale(PAGE, before, PageRecords.none())));
        assertEquals(List.of("r1/0-0", "r1/0-1"), ids(PageRecords.stale(PAGE, before, null)));
    }

    @Test
    void aFirstVisitHasNothingStale() {
        assertTrue(PageRecords.stale(PAGE, null, new PageRecords("r1", List.of(1))).isEmpty());
        assertTrue(PageRecords.stale(PAGE, PageRecords.none(), new PageRecords("r1", List.of(1))).isEmpty());
    }

    @Test
    void theIdsAreThoseTheRecordDocumentsGet() {
        assertEquals(DocumentId.ofRecord(PAGE, 0, 1),
                PageRecords.stale(PAGE, new PageRecords("r1", List.of(2)), new PageRecords("r1", List.of(1))).get(0).id());
    }

    @Test
    void readsBackWhatItsFieldsWrite() {
        PageRecords r = new PageRecords("r1", List.of(4, 2));
        assertEquals(r, PageRecords.read(r.fields()));
        assertTrue(PageRecords.in(PageRecords.none().fields()));
        assertNull(PageRecords.read(PageRecords.none().fields()), "no records left");
        assertNull(PageRecords.read(Map.of("status", "indexed")));
    }
}
