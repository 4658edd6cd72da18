package com.newsx.extractor.clean;

import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DomCleanerTest {
    private final DomCleaner cleaner = new DomCleaner(CleanSettings.from(ExtractorConfig.defaults()));

    @Test
    void dropsHiddenAndNonContentNodesInPlace() {
        Document doc = Jsoup.parse("""
                <html><head><title>T</title><script>var x = 1;</script><style>p{}</style></head><body>
                <div id=story><p>Visible text.</p><!-- a comment -->
                <p style="display: none">hidden by style</p><p hidden>hidden attribute</p>
                <div aria-hidden="true">hidden from readers</div><span style="visibility:hidden">invisible</span>
                <noscript>enable js</noscript><iframe src=x></iframe>
                <form><input name=q><button>Search</button></form></div></body></html>""");
        Element story = doc.getElementById("story");
        Document withAria = doc.clone();
        cleaner.clean(doc);
        assertSame(story, doc.getElementById("story"), "kept elements stay the same objects");
        // aria-hidden hides from screen readers only: it stays for the records (the article index skips it).
        assertEquals("Visible text. hidden from readers", story.text());
        new DomCleaner(CleanSettings.from(ExtractorConfig.defaults().with(java.util.Map.of("clean.drop-aria-hidden", "true"))))
                .clean(withAria);
        assertEquals("Visible text.", withAria.getElementById("story").text());
        assertEquals("T", doc.title());
        assertTrue(doc.select("script, style, noscript, iframe, form, input").isEmpty());
        assertTrue(doc.html().indexOf("a comment") < 0);
    }

    @Test
    void keepsAFormThatWrapsThePage() {
        String para = "<p>" + "This long paragraph is part of the article and must survive cleaning. ".repeat(5) + "</p>";
        Document doc = Jsoup.parse("<body><form id=aspnet>" + para + "</form></body>");
        cleaner.clean(doc);
        assertTrue(doc.body().text().contains("must survive cleaning"));
    }

    @Test
    void dropsHidingStylesInAnyCaseAndKeepsOtherNones() {
        Document doc = Jsoup.parse("<body><p style='DISPLAY : None'>gone</p>"
                + "<p style='text-decoration:none;border:none'>kept one</p>"
                + "<p style='overflow:hidden'>kept two</p><p style='Visibility:HIDDEN'>gone too</p></body>");
        cleaner.clean(doc);
        assertEquals("kept one kept two", doc.body().text());
    }
}
