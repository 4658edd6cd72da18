package com.newsx.extractor.article;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class StatedTextCoverageTest {
    private static final String FIRST = "The council voted on Tuesday to reopen the old ferry line across the bay.";
    private static final String SECOND = "Boats will run every hour from May, and tickets will cost two euros each.";

    private static double coverage(String html, String stated, String selector, int minShingles) {
        Document doc = Jsoup.parse(html);
        DomIndex index = DomIndex.build(doc.body(), new Punctuation());
        double[] c = StatedTextCoverage.of(index, stated, minShingles);
        return c == null ? -1 : c[index.indexOf(doc.selectFirst(selector))];
    }

    @Test
    void anElementHoldsTheShareOfTheStatedShinglesInItsLines() {
        String page = "<div id=story><p id=a>" + FIRST + "</p><p id=b>" + SECOND + "</p></div>"
                + "<div id=box><p>The ferry line across the bay is a favourite of our readers, they say.</p></div>";
        String stated = "<p>" + FIRST + "</p>\n<p>" + SECOND.replace("two", "&#116;wo") + "</p>";
        // 28 words, 26 shingles; the 2 that span the two paragraphs are in no line: tags are no words, entities are
        // characters ("&#116;wo" is "two")
        assertEquals(24.0 / 26, coverage(page, stated, "#story", 1), 1e-9);
        assertEquals(12.0 / 26, coverage(page, stated, "#a", 1), 1e-9);
        // sharing words ("the ferry line across the bay") is not holding the story: 3 shingles
        assertEquals(3.0 / 26, coverage(page, stated, "#box", 1), 1e-9);
    }

    @Test
    void ideographsAreWordsAndAShortStatementPlacesNothing() {
        String page = "<div id=story><p>市政府今天宣布重新开通跨湾轮渡航线。</p></div><div id=box><p>读者来信：轮渡很方便。</p></div>";
        assertEquals(1.0, coverage(page, "市政府今天宣布重新开通跨湾轮渡航线", "#story", 1), 1e-9);
        assertEquals(0.0, coverage(page, "市政府今天宣布重新开通跨湾轮渡航线", "#box", 1), 1e-9);
        assertEquals(-1, coverage(page, "市政府今天宣布", "#story", 20), "5 shingles are fewer than 20");
        assertNull(StatedTextCoverage.of(DomIndex.build(Jsoup.parse(page).body(), new Punctuation()), null, 1));
    }
}
