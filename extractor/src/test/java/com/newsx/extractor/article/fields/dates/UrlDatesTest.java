package com.newsx.extractor.article.fields.dates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.text.DateParser;
import com.newsx.extractor.text.ParsedDate;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** The publish date a URL states, and the capture date of an archived copy's. */
class UrlDatesTest {
    private final UrlDates urls = new UrlDates(new DateParser());

    private String published(String url) {
        return urls.published(url).map(ParsedDate::toIso).orElse(null);
    }

    @Test
    void theDateInThePath() {
        assertEquals("2019-01-15", published("https://news.example.de/2019/01/15/radweg-beschlossen/"));
        assertEquals("2019-01-15", published("https://news.example.de/politik/20190115-radweg.html"));
        assertEquals(null, published("https://news.example.de/2019/01/radweg-beschlossen/"), "no day");
    }

    @Test
    void anArchivedCopyStatesTheOriginalsDateNotTheCaptures() {
        String archived = "https://web.archive.org/web/20120216182711/http://www.example.it/Artikel/Politik/Prozess";
        assertEquals(null, published(archived), "the original's URL has no date");
        assertEquals(LocalDate.of(2012, 2, 16), urls.capturedOn(archived).orElseThrow());
        String dated = "https://web.archive.org/web/20120216182711id_/http://www.example.it/2012/02/14/prozess/";
        assertEquals("2012-02-14", published(dated));
        assertEquals(LocalDate.of(2012, 2, 16), urls.capturedOn(dated).orElseThrow());
        assertTrue(urls.capturedOn("https://news.example.de/2019/01/15/radweg/").isEmpty(), "not a copy");
    }
}
