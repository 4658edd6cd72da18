package com.newsx.topology.copies;

import com.newsx.extractor.dedup.BodyFingerprint;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RecentArticlesTest {
    private static Candidate c(String id) {
        return new Candidate(id, new BodyFingerprint(new int[] {1}, 30), null, null, null, id);
    }

    private static List<String> ids(List<Candidate> cs) {
        return cs.stream().map(Candidate::id).toList();
    }

    @Test
    void findsByAnyBandEachOnceAndForgetsTheOldestWithItsBands() {
        RecentArticles r = new RecentArticles(2);
        r.add(c("a"), List.of("k1", "k2"));
        r.add(c("b"), List.of("k2", "k3"));
        assertEquals(List.of("a", "b"), ids(r.sharing(List.of("k1", "k2", "k3"))));
        assertEquals(List.of("b"), ids(r.sharing(List.of("k3"))));
        r.add(c("c"), List.of("k3"));
        assertEquals(2, r.size());
        assertEquals(List.of(), ids(r.sharing(List.of("k1"))));
        assertEquals(List.of("b"), ids(r.sharing(List.of("k2"))));
        assertEquals(List.of("b", "c"), ids(r.sharing(List.of("k3"))));
    }

    @Test
    void anArticleDecidedAgainReplacesItsEntryAndItsBands() {
        RecentArticles r = new RecentArticles(5);
        r.add(c("a"), List.of("k1", "k2"));
        r.add(new Candidate("a", new BodyFingerprint(new int[] {1}, 30), null, null, "z", "z"), List.of("k3"));
        assertEquals(1, r.size());
        assertEquals(List.of(), r.sharing(List.of("k1", "k2")));
        assertEquals("z", r.sharing(List.of("k3")).get(0).storyId());
    }

    @Test
    void anArticleWithoutBandsIsNotRemembered() {
        RecentArticles r = new RecentArticles(5);
        r.add(c("a"), List.of());
        assertEquals(0, r.size());
    }

    private static Candidate of(String id, String story) {
        return new Candidate(id, new BodyFingerprint(new int[] {1}, 30), null, null, null, story);
    }

    @Test
    void aKeyHeldByThreeStoriesIsCommonAndLeftOutOfTheMemorysLookupButOneHeldByCopiesOfOneStoryIsNot() {
        RecentArticles r = new RecentArticles(10);
        r.add(of("a", "a"), List.of("phrase", "a1"));
        r.add(of("b", "b"), List.of("phrase", "b1"));
        assertFalse(r.common("phrase", 3), "two stories");
        r.add(of("c", "c"), List.of("phrase", "c1"));
        assertTrue(r.common("phrase", 3));
        assertFalse(r.common("a1", 3));
        assertEquals(List.of("a"), ids(r.sharing(List.of("phrase", "a1"), 3)), "found by its own key, not the phrase");
        assertEquals(List.of("a", "b", "c"), ids(r.sharing(List.of("phrase"), 0)), "0: every key");
        // a wire story and two of its copies: one story, however many hold its keys
        r.add(of("w", "w"), List.of("wire"));
        r.add(of("w2", "w"), List.of("wire"));
        r.add(of("w3", "w"), List.of("wire"));
        assertFalse(r.common("wire", 3));
        assertEquals(List.of("w", "w2", "w3"), ids(r.sharing(List.of("wire"), 3)));
    }
}
