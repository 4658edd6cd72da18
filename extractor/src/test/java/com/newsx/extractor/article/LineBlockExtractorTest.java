package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LineBlockExtractorTest {
    private final ExtractorConfig config = ExtractorConfig.defaults();
    private final LineBlockExtractor extractor = new LineBlockExtractor(LineBlockSettings.from(config));

    private DomIndex index(String body) {
        return DomIndex.build(Jsoup.parse("<body>" + body + "</body>").body(), new Punctuation());
    }

    private static List<String> texts(DomIndex index, BodyResult r) {
        return r.lines().stream().map(i -> index.lines().get(i).text()).toList();
    }

    @Test
    void titleLocatesStartAndEndBlocks() {
        DomIndex index = index("""
                <div>Home</div><div>World</div><div>Sport</div>
                <p>Markets fall again, stocks slide on Wall Street.</p>
                <p>Flood waters rose again in the river town on Monday.</p>
                <p>Residents moved to higher ground, police said.</p>
                <h2>Rescue</h2>
                <p>Boats carried families to safety overnight.</p>
                <p>More rain is expected in the river town, officials said.</p>
                <p>Weather: sunny, warm, dry.</p>
                <p>Copyright 2019, all rights reserved.</p>""");
        BodyResult r = extractor.extract(index, "Flood waters rise in the river town");
        List<String> body = texts(index, r);
        assertEquals("Flood waters rose again in the river town on Monday.", body.get(0),
                "start: first block in the first half sharing >= 2 title tokens");
        assertEquals("More rain is expected in the river town, officials said.", body.get(body.size() - 1),
                "end: last such block in the second half");
        assertTrue(body.contains("Rescue"), "lines between start and end are merged, short ones too");
    }

    @Test
    void withoutTitleTheDistributionPeakIsKept() {
        StringBuilder html = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            html.append("<div>Menu ").append(i).append("</div>");
        }
        for (int i = 0; i < 5; i++) {
            html.append("<p>This paragraph carries the story forward, sentence after sentence, number ")
                    .append(i).append(".</p>");
        }
        for (int i = 0; i < 8; i++) {
            html.append("<div>Footer ").append(i).append("</div>");
        }
        DomIndex index = index(html.toString());
        List<String> body = texts(index, extractor.extract(index, null));
        assertEquals(5, body.size(), body.toString());
        assertTrue(body.get(0).endsWith("number 0."));
        assertTrue(body.get(4).endsWith("number 4."));
    }
}
