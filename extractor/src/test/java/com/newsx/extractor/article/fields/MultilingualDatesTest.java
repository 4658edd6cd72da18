package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

/**
 * The publish date of pages in the languages of the news web: long forms with month names, numeric forms in the
 * page's order, the URL's date, relative dates, metadata in UTC against the page's local day, publish against update
 * and comment dates. Small hand-made pages.
 */
class MultilingualDatesTest {
    private final FieldExtractor extractor = new FieldExtractor(ExtractorConfig.defaults());

    private static final String GERMAN_PROSE = "<p>Der Gemeinderat hat am Abend über den neuen Radweg entlang des"
            + " Flusses beraten. Die Anwohner hatten seit Jahren auf eine sichere Verbindung zur Schule gedrängt.</p>"
            + "<p>Nach langer Debatte stimmte eine knappe Mehrheit für den Bau, der im Frühjahr beginnen soll.</p>";

    private String date(String html, String url) {
        return extractor.extract(Jsoup.parse(html), url).publishTime();
    }

    private static String germanPage(String head, String dateline, String after) {
        return "<html lang=\"de\"><head><title>Neuer Radweg am Fluss beschlossen</title>" + head + "</head><body>"
                + "<nav><a href=\"/\">Startseite</a> <a href=\"/lokales\">Lokales</a></nav>"
                + "<h1>Neuer Radweg am Fluss beschlossen</h1>" + dateline + GERMAN_PROSE + GERMAN_PROSE + after
                + "</body></html>";
    }

    @Test
    void aGermanLongFormDatelineUnderTheHeadline() {
        String page = germanPage("", "<p class=\"meta\">Veröffentlicht am 6. Dezember 2026</p>", "");
        assertEquals("2026-12-06", date(page, null));
        String withTime = germanPage("", "<div class=\"datum\">Sonntag, 6. Dezember 2026, 18:30 Uhr</div>", "");
        assertEquals("2026-12-06T18:30:00", date(withTime, null));
    }

    @Test
    void aFrenchDatelineWithTheWeekday() {
        String page = "<html lang=\"fr\"><head><title>Le nouveau pont</title></head><body><h1>Le nouveau pont</h1>"
                + "<p class=\"fecha\"><span>jeudi 13 juin 2019</span></p><p>Le conseil municipal a voté hier soir la"
                + " construction d'un nouveau pont sur la rivière, attendu depuis des années par les habitants.</p>"
                + "<p>Les travaux commenceront au printemps et dureront deux ans selon la mairie.</p></body></html>";
        assertEquals("2019-06-13", date(page, null));
    }

    @Test
    void aNumericDatelineWithATwoDigitYear() {
        String page = germanPage("", "<div class=\"article-meta\">Von: Anna Berg <span>|</span> <span>31.10.23</span></div>",
                "");
        assertEquals("2023-10-31", date(page, null));
        String slashed = germanPage("", "<p class=\"meta\">Erstellt am 05/06/2019</p>", "");
        assertEquals("2019-06-05", date(slashed, null), "a German page writes the day first");
    }

    @Test
    void thePublishedDateNotTheUpdateOneInTheLanguageOfThePage() {
        String german = germanPage("", "<p class=\"meta\">Aktualisiert am 9. Dezember 2026 · Veröffentlicht am"
                + " 6. Dezember 2026</p>", "");
        assertEquals("2026-12-06", date(german, null));
        String french = "<html lang=\"fr\"><head><title>Le nouveau pont</title></head><body><h1>Le nouveau pont</h1>"
                + "<p class=\"info\">Mis à jour le 14 juin 2019</p><p class=\"info\">Publié le 12 juin 2019</p>"
                + "<p>Le conseil municipal a voté hier soir la construction d'un nouveau pont sur la rivière.</p>"
                + "<p>Les travaux commenceront au printemps et dureront deux ans selon la mairie.</p></body></html>";
        assertEquals("2019-06-12", date(french, null));
    }

    @Test
    void aLabelBeforeTheDateIsNoAuthor() {
        String page = germanPage("", "<p class=\"entry-meta\">Veröffentlicht am 6. Dezember 2026</p>", "");
        assertEquals(null, extractor.extract(Jsoup.parse(page), null).author());
    }

    @Test
    void theUrlsDateWhenThePageShowsNone() {
        String page = germanPage("", "", "");
        assertEquals("2019-01-15", date(page, "https://news.example.de/2019/01/15/radweg-beschlossen/"));
        assertEquals(null, date(page, "https://news.example.de/2019/01/radweg-beschlossen/"), "a month is no day");
    }

    @Test
    void anArchivedCopyIsDatedByItsOriginalNotByItsCapture() {
        String archived = "https://web.archive.org/web/20120216182711/http://www.example.de/artikel/radweg";
        assertEquals(null, date(germanPage("", "", ""), archived), "the capture's date is not the story's");
        String shown = germanPage("", "<div class=\"boxHeader\"><span>14. Februar 2012</span></div>",
                "<div class=\"teaser\"><span class=\"date\">Aktuell: 3. März 2012</span></div>");
        assertEquals("2012-02-14", date(shown, archived));
        String later = germanPage("<meta property=\"article:published_time\" content=\"2013-05-02T10:00:00+02:00\">",
                "<div class=\"boxHeader\"><span>14. Februar 2012</span></div>", "");
        assertEquals("2012-02-14", date(later, archived), "metadata later than the capture was not the original's");
    }

    @Test
    void metadataVariants() {
        String webPage = germanPage("<script type=\"application/ld+json\">{\"@type\":\"WebPage\","
                + "\"datePublished\":\"2018-06-07T10:13:17+02:00\",\"dateModified\":\"2019-12-01T19:06:47+01:00\"}"
                + "</script>", "", "");
        assertEquals("2018-06-07T10:13:17+02:00", date(webPage, null), "a WebPage's datePublished");
        String unix = germanPage("<script type=\"application/ld+json\">{\"@type\":\"NewsArticle\","
                + "\"datePublished\":\"Tue Jan 28 15:28:56 CET 2020\"}</script>", "", "");
        assertEquals("2020-01-28T15:28:56+01:00", date(unix, null), "Java's date form in JSON-LD");
        String uploaded = germanPage("<meta property=\"photos:uploaded\" content=\"2013-02-16T04:36:36-05:00\">", "",
                "");
        assertEquals("2013-02-16T04:36:36-05:00", date(uploaded, null), "a site's own name for the upload date");
        String microdata = germanPage("", "<span itemprop=\"dateCreated\" content=\"2016-11-04\"></span>", "");
        assertEquals("2016-11-04", date(microdata, null));
        String attributes = germanPage("", "<div class=\"teaser-meta\" data-updated-at=\"2016-11-05T10:00:00Z\""
                + " data-published-at=\"2016-11-04T20:37:27Z\"></div>", "");
        assertEquals("2016-11-04T20:37:27Z", date(attributes, null), "the publication date in the markup, not the update");
        String stamp = germanPage("", "<abbr class=\"published\" title=\"2009-04-11T18:06:36\">&nbsp;</abbr>", "");
        assertEquals("2009-04-11T18:06:36", date(stamp, null), "a microformat's published stamp");
    }

    @Test
    void metadataInUtcLateInTheEveningAndThePagesOwnNextDay() {
        String utc = "<meta property=\"article:published_time\" content=\"2019-12-09T23:30:00+00:00\">";
        assertEquals("2019-12-10", date(germanPage(utc, "", ""), "https://www.example.de/2019/12/10/radweg/"),
                "the URL's day");
        assertEquals("2019-12-09T23:30:00Z", date(germanPage(utc, "", ""), "https://www.example.de/radweg/"),
                "nothing says otherwise");
        String shownTime = germanPage(utc, "<div class=\"datum\">10.12.2019, 00:30 Uhr</div>", "");
        assertEquals("2019-12-10T00:30:00+01:00", date(shownTime, null), "the dateline's time with its offset");
        String modified = "<meta property=\"article:modified_time\" content=\"2019-12-11T08:00:00+01:00\">";
        String weakDateline = germanPage(utc + modified, "<p>Lokales</p><p>Kassel</p><p>10. Dezember 2019</p>", "");
        assertEquals("2019-12-10T00:30:00+01:00", date(weakDateline, null),
                "a date shown with the headline, not strong enough to win, in the offset the page states elsewhere");
        String noOffset = germanPage(utc, "<p>Lokales</p><p>Kassel</p><p>10. Dezember 2019</p>", "");
        assertEquals("2019-12-09T23:30:00Z", date(noOffset, null), "nothing tells the page's zone");
        String ownOffset = germanPage(utc + "<meta name=\"date\" content=\"2019-12-10T00:30:00+01:00\">", "", "");
        assertEquals("2019-12-10T00:30:00+01:00", date(ownOffset, null), "the page's own offset for the same instant");
    }

    @Test
    void aCommentsDateIsNoPublishDate() {
        String comments = "<section id=\"kommentare\"><h3>2 Kommentare</h3>"
                + "<div class=\"comment-body\"><p class=\"meta\">Veröffentlicht am 8. Dezember 2026 um 09:12</p>"
                + "<p>Endlich! Darauf warten wir seit Jahren.</p></div>"
                + "<div class=\"comment-body\"><p class=\"meta\">Veröffentlicht am 9. Dezember 2026 um 18:40</p>"
                + "<p>Und wer bezahlt das alles?</p></div></section>";
        assertEquals(null, date(germanPage("", "", comments), null), "no date of the story's own");
        String footer = "<p class=\"meta\">3. Dezember 2026</p>";
        assertEquals("2026-12-03", date(germanPage("", "", footer + comments), null),
                "the story's date at its foot, not a comment's labelled one");
    }

    @Test
    void aRelativeDatelineWithTheFetchTimeOnly() {
        String page = germanPage("", "<p class=\"meta\">vor 3 Stunden</p>",
                "<div class=\"teaser\"><span class=\"date\">1. Dezember 2026</span></div>");
        java.time.Instant fetched = java.time.Instant.parse("2026-12-06T10:20:00Z");
        assertEquals("2026-12-06T07:20:00Z", extractor.extract(Jsoup.parse(page), null, null, fetched).publishTime());
        assertEquals("2026-12-01", date(page, null), "batch mode has no fetch time: the relative date is not read");
    }

    @Test
    void theNameBesideAGermanDateIsTheNameNotTheMonth() {
        String page = germanPage("", "<div class=\"post-info\">Mai 03, 2017 · Sandra Berg</div>", "");
        ArticleFields f = extractor.extract(Jsoup.parse(page), null);
        assertEquals("2017-05-03", f.publishTime());
        assertEquals("Sandra Berg", f.author());
    }
}
