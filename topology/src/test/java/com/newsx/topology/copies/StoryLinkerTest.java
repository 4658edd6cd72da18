package com.newsx.topology.copies;

import com.newsx.topology.config.CopySettings;
import com.newsx.extractor.dedup.CopyDetection;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

class StoryLinkerTest {
    private static final String STORY = "The central bank raised its key interest rate by a quarter point on Tuesday, "
            + "the third increase this year, saying inflation remained too high and the labour market too tight. "
            + "Officials signalled that further moves would depend on the data, and markets rose after the announcement. "
            + "Analysts had expected the move, though some warned that higher borrowing costs could slow growth next year.";
    private static final String OTHER = "The city council approved a new budget on Monday that expands bus service "
            + "and adds two hundred police officers, after a debate that lasted past midnight. The mayor praised the vote, "
            + "while critics said the plan relies on optimistic revenue forecasts and delays repairs to ageing schools.";
    private static final CopySettings SETTINGS = new CopySettings(true, CopyDetection.DEFAULTS, 20, 100);

    /** An index that has refreshed nothing yet: the linker's memory of what it indexed must find the copy. */
    private static final StoryLinker.CandidateSource UNREFRESHED = (id, bands, max) -> List.of();

    private static Map<String, Object> doc(String body, String published, String fetched) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("body", body);
        if (published != null) {
            d.put("publish_time", published);
        }
        d.put("fetch_time", fetched);
        return d;
    }

    @Test
    void aCopyOnAnotherSiteIsADuplicateOfTheFirstAndSharesItsStory() {
        StoryLinker linker = new StoryLinker(SETTINGS, UNREFRESHED);
        Map<String, Object> first = linker.link("a", doc(STORY, "2026-11-24T08:00:00Z", "2026-11-24T08:05:00Z"));
        assertNull(first.get("duplicate_of"));
        assertEquals("a", first.get("story_id"));
        Map<String, Object> copy = linker.link("b", doc("(Reuters) - " + STORY.substring(0, 250) + "\nShare this article",
                "2026-11-24T09:00:00Z", "2026-11-24T09:01:00Z"));
        assertEquals("a", copy.get("duplicate_of"));
        assertEquals("a", copy.get("story_id"));
        Map<String, Object> other = linker.link("c", doc(OTHER, "2026-11-24T09:30:00Z", "2026-11-24T09:31:00Z"));
        assertFalse(other.containsKey("duplicate_of"));
        assertEquals("c", other.get("story_id"));
    }

    @Test
    void theCopyPublishedFirstIsTheOriginalAndTiesGoToTheOneFetchedFirst() {
        StoryDecision d = new StoryDecision(CopyDetection.DEFAULTS);
        var fp = CopyDetection.DEFAULTS.fingerprint(STORY);
        Candidate early = new Candidate("early", fp, "2026-11-24T07:00:00Z", "2026-11-24T10:00:00Z", null, "s1");
        Candidate late = new Candidate("late", fp, "2026-11-24T08:00:00Z", "2026-11-24T08:01:00Z", "early", "s1");
        Candidate self = new Candidate("new", fp, "2026-11-24T09:00:00Z", "2026-11-24T09:00:00Z", null, null);
        assertEquals(new StoryDecision.Link("early", "s1"), d.decide(self, List.of(late, early)));
        // published before every copy found: an original, in their story
        Candidate earliest = new Candidate("new", fp, "2026-11-24T06:00:00Z", "2026-11-24T11:00:00Z", null, null);
        assertEquals(new StoryDecision.Link(null, "s1"), d.decide(earliest, List.of(late, early)));
        // same publish time: fetched first wins
        Candidate tie = new Candidate("tie", fp, "2026-11-24T07:00:00Z", "2026-11-24T10:30:00Z", null, null);
        assertEquals(new StoryDecision.Link("early", "s1"), d.decide(tie, List.of(early)));
        // a different story is no candidate
        Candidate other = new Candidate("o", CopyDetection.DEFAULTS.fingerprint(OTHER), "2026-11-24T01:00:00Z",
                "2026-11-24T01:00:00Z", null, "o");
        assertEquals(new StoryDecision.Link(null, "new"), d.decide(self, List.of(other)));
    }

    @Test
    void aFailedLookupIndexesTheArticleAsItsOwnStory() {
        StoryLinker linker = new StoryLinker(SETTINGS, (id, bands, max) -> {
            throw new java.io.IOException("connection refused");
        });
        Map<String, Object> d = linker.link("x", doc(STORY, null, "2026-11-24T08:00:00Z"));
        assertEquals("x", d.get("story_id"));
        assertEquals(1, linker.lookupFailures());
    }
}
