package com.newsx.extractor.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Simple tree matching on hand-made trees whose maximum matching is known. */
class SimpleTreeMatchingTest {
    /** A tiny labelled tree written as "a(b(c,d),e)". */
    record T(String label, List<T> kids) {
        static T parse(String s) {
            int[] pos = {0};
            return parse(s, pos);
        }

        private static T parse(String s, int[] pos) {
            StringBuilder label = new StringBuilder();
            while (pos[0] < s.length() && Character.isLetterOrDigit(s.charAt(pos[0]))) {
                label.append(s.charAt(pos[0]++));
            }
            List<T> kids = new ArrayList<>();
            if (pos[0] < s.length() && s.charAt(pos[0]) == '(') {
                pos[0]++;
                while (s.charAt(pos[0]) != ')') {
                    kids.add(parse(s, pos));
                    if (s.charAt(pos[0]) == ',') {
                        pos[0]++;
                    }
                }
                pos[0]++;
            }
            return new T(label.toString(), kids);
        }
    }

    private final SimpleTreeMatching<T> stm = new SimpleTreeMatching<>(T::label, T::kids, 64);

    private int match(String a, String b) {
        return stm.match(T.parse(a), T.parse(b));
    }

    @Test
    void identicalTreesMatchEveryNode() {
        assertEquals(5, match("a(b(c,d),e)", "a(b(c,d),e)"));
    }

    @Test
    void differentRootsMatchNothing() {
        assertEquals(0, match("a(b,c)", "x(b,c)"));
    }

    @Test
    void optionalChildIsSkipped() {
        // a, b, c and e match; d and f have no partner.
        assertEquals(4, match("a(b(c,d),e)", "a(b(c),e,f)"));
    }

    @Test
    void siblingOrderIsKept() {
        // Crossed children: only one of x, y can match besides the root.
        assertEquals(2, match("r(x,y)", "r(y,x)"));
    }

    @Test
    void matchingDoesNotCrossLevels() {
        // c sits one level deeper in the second tree, so it cannot match c of the first.
        assertEquals(2, match("a(b,c)", "a(b(c))"));
    }

    @Test
    void dynamicProgrammePicksTheBestChildPairs() {
        // Yang's example shape: the second p of A matches better with the single p of B than the first.
        assertEquals(5, match("r(p(q),p(q,s,t))", "r(p(q,s,t))"));
    }

    @Test
    void mappingPairsTheMatchedNodes() {
        T a = T.parse("a(b(c,d),e)");
        T b = T.parse("a(b(c),e,f)");
        Map<T, T> m = stm.mapping(a, b);
        assertEquals(4, m.size());
        assertEquals(b.kids().get(1), m.get(a.kids().get(1)));
        assertEquals(b.kids().get(0).kids().get(0), m.get(a.kids().get(0).kids().get(0)));
    }

    @Test
    void similarityIsNormalisedByMeanSize() {
        T a = T.parse("a(b(c,d),e)");
        T b = T.parse("a(b(c),e,f)");
        assertEquals(2.0 * 4 / 10, stm.similarity(a, b, 5, 5), 1e-9);
    }
}
