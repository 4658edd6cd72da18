package com.newsx.topology.copies;

import com.newsx.extractor.dedup.BodyFingerprint;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
