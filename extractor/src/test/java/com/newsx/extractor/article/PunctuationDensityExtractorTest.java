package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PunctuationDensityExtractorTest {
    @Test
    void thresholdIsSmallestPointDensityOnPathToLargestPointDensitySum() {
        Element body = Jsoup.parse("<body><div id=nav><a>Home</a><a>World</a></div>"
                + "<div id=main><p>One, two, three.</p><p>Four, five.</p><p>Six.</p></div>"
                + "<div id=foot><p>About us, contact.</p></div></body>").body();
        DomIndex index = DomIndex.build(body, new Punctuation());
        PunctuationDensityExtractor pd = new PunctuationDensityExtractor();
        PunctuationDensityExtractor.Densities d = pd.compute(index);

        int main = index.indexOf(body.getElementById("main"));
        int nav = index.indexOf(body.getElementById("nav"));
        // PointDensity(main) = 6 marks / 3 nodes; PointDensitySum(main) = 3 + 2 + 1.
        assertEquals(2.0, d.pointDensity()[main], 1e-9);
        assertEquals(6.0, d.pointDensitySum()[main], 1e-9);
        assertEquals(main, d.maxSumNode());
        // Path body -> main: PointDensity(body) = 8 marks / 9 nodes is the smallest.
        assertEquals(8.0 / 9.0, d.threshold(), 1e-9);
        assertFalse(d.content()[nav], "navigation density 0 is below the threshold");

        List<String> lines = pd.extract(index).lines().stream().map(i -> index.lines().get(i).text()).toList();
        // As published the method also marks the footer (density 2 >= threshold): the over-marking that
        // fusion corrects.
        assertEquals(List.of("One, two, three.", "Four, five.", "Six.", "About us, contact."), lines);
        assertTrue(d.content()[index.indexOf(body.getElementById("foot"))]);
    }
}
