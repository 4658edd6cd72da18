package com.newsx.tools.bench;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CopyPrecisionTest {
    // C1, C2 copy O1; C3 copies O2; C4 copies O3, which is not indexed
    private static final Map<String, String> COPY_OF = Map.of("C1", "O1", "C2", "O1", "C3", "O2", "C4", "O3");

    private static CopyPrecision.Doc doc(String id, String url, String duplicateOf) {
        return new CopyPrecision.Doc(id, url, duplicateOf);
    }

    @Test
    void recallOverCopiesWithTheirOriginalIndexedAndPrecisionOverMarks() {
        CopyPrecision c = CopyPrecision.of(List.of(
                doc("o1", "O1", null),
                doc("o2", "O2", "c3"),   // an original marked with its own copy: the same story, right
                doc("c1", "C1", "o1"),   // right
                doc("c2", "C2", "o2"),   // another story: wrong
                doc("c3", "C3", null),   // missed
                doc("c4", "C4", "o1"),   // wrong, and not due (O3 is not indexed)
                doc("x", "X", "gone")),  // marked with a document not in the index: not counted as marked
                COPY_OF);
        assertEquals(3, c.due(), "C1, C2, C3");
        assertEquals(1, c.found(), "C1");
        assertEquals(4, c.marked(), "O2, C1, C2, C4");
        assertEquals(2, c.right(), "O2, C1");
        assertEquals(1.0 / 3, c.recall());
        assertEquals(0.5, c.precision());
        assertEquals("copies: 1 of 3 copies with their original indexed marked duplicate_of its story (recall 0.333);"
                + " 2 of 4 marked right (precision 0.500)", c.line());
    }

    @Test
    void noMarkAtAllMeansMarkingWasOff() {
        CopyPrecision c = CopyPrecision.of(List.of(doc("o1", "O1", null), doc("c1", "C1", null), doc("c2", "C2", null)),
                COPY_OF);
        assertEquals(2, c.due());
        assertEquals("copies: none marked (copies.enabled=false?); 2 copies with their original indexed", c.line());
    }

    @Test
    void nothingIndexedHasNoShares() {
        CopyPrecision c = CopyPrecision.of(List.of(), COPY_OF);
        assertTrue(Double.isNaN(c.recall()));
        assertTrue(Double.isNaN(c.precision()));
        assertEquals("copies: 0 of 0 copies with their original indexed marked duplicate_of its story (recall -);"
                + " 0 of 0 marked right (precision -)", c.line());
    }
}
