package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.config.ExtractorConfig;
import java.util.HashMap;
import java.util.Map;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

/**
 * Which of a page's dates is its publish time when its sources disagree: the dateline by the headline, the meta
 * tags of its head, the JSON-LD of its scripts, an "originally published" note. Hand-made pages.
 */
class PublishTimeSourcesTest {
    private static final String PROSE = "<p>The harbour ferry stops for the winter once the ice reaches the pier, and"
            + " the island shops order flour, lamp oil and seed for the months before the spring crossing.</p>";

    private static ArticleFields extract(String page, String... keyValues) {
        Map<String, String> overrides = new HashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            overrides.put(keyValues[i], keyValues[i + 1]);
        }
        return new FieldExtractor(ExtractorConfig.defaults().with(overrides)).extract(Jsoup.parse(page), null);
    }

    private static String page(String head, String dateline) {
        return "<html><head><title>The last ferry of the year</title>" + head + "</head><body>"
                + "<h1>The last ferry of the year</h1><p class=\"byline\">By Ada Holm</p>"
                + "<div class=\"post-meta\">" + dateline + "</div>" + PROSE.repeat(6) + "</body></html>";
    }

    @Test
    void theDeclaredPublishTimeBeatsALaterDatelineShowingARevision() {
        String page = page("""
                <meta property="article:published_time" content="2021-03-02T09:15:00+00:00">
                <meta property="article:modified_time" content="2023-08-29T11:00:00+00:00">""",
                "<span class=\"date\">August 29, 2023</span>");
        assertEquals("2021-03-02T09:15:00Z", extract(page).publishTime());
        String scripted = page("""
                <script type="application/ld+json">{"@type":"BlogPosting","datePublished":"2021-03-02T09:15:00+00:00"}
                </script>""", "<span class=\"date\">August 29, 2023</span>");
        assertEquals("2023-08-29", extract(scripted).publishTime().substring(0, 10),
                "a publish time in script data only is not declared in the head: the dateline stays");
    }

    @Test
    void aDatelineADayAfterTheDeclaredTimeIsTheSameDayInTheSitesZone() {
        String page = page("""
                <meta property="article:published_time" content="2021-03-02T23:30:00+00:00">""",
                "<span class=\"date\">March 3, 2021</span>");
        assertTrue(extract(page).publishTime().startsWith("2021-03-03"), "the shown day stays");
    }

    @Test
    void aPublishDateOnlyInScriptDataYieldsToTheShownModifiedDate() {
        String ld = """
                <script type="application/ld+json">{"@type":"BlogPosting","headline":"The last ferry of the year",
                "datePublished":"2019-05-01T08:00:00Z","dateModified":"2023-06-14T10:00:00Z"}</script>""";
        String page = page(ld, "Updated June 14, 2023");
        assertEquals("2023-06-14", extract(page).publishTime().substring(0, 10));
        String unmodified = page(ld.replace(",\"dateModified\":\"2023-06-14T10:00:00Z\"", ""), "Updated June 14, 2023");
        assertEquals("2019-05-01T08:00:00Z", extract(unmodified).publishTime(),
                "the shown date is not stated as the modification");
        String declared = page(ld + "<meta property=\"article:published_time\" content=\"2019-05-01T08:00:00Z\">",
                "Updated June 14, 2023");
        assertEquals("2019-05-01T08:00:00Z", extract(declared).publishTime(), "a meta tag declares the publish time");
        String both = page(ld, "Published May 1, 2019 &middot; Updated June 14, 2023");
        assertEquals("2019-05-01", extract(both).publishTime().substring(0, 10), "the publish date is shown too");
        String unrelated = page(ld, "Updated June 20, 2023");
        assertEquals("2019-05-01T08:00:00Z", extract(unrelated).publishTime(),
                "a shown date the metadata does not state as the modification is no reason to doubt it");
    }

    @Test
    void anOriginallyPublishedNoteNamesThePublishTime() {
        String page = "<html><head><title>The last ferry of the year</title></head><body>"
                + "<h1>The last ferry of the year</h1><p class=\"byline\">By Ada Holm</p>"
                + "<p class=\"date-info\">30 Sep 2022, 11:07am</p>" + PROSE.repeat(8)
                + "<p class=\"disclaimer\">This article was originally published on 26 Sep 2019 at 4:12pm but has"
                + " been updated since.</p></body></html>";
        assertEquals("2019-09-26T16:12:00", extract(page).publishTime());
        String noted = page.replace("This article was originally published on", "Editor's note: this story was first"
                + " published on");
        assertEquals("2019-09-26T16:12:00", extract(noted).publishTime(), "after a short label");
        String sameDay = page.replace("26 Sep 2019 at 4:12pm", "30 Sep 2022");
        ArticleFields f = extract(sameDay);
        assertEquals("2022-09-30T11:07:00", f.publishTime(), "the same day: the dateline by the headline stays");
        assertTrue(f.timeElement().hasClass("date-info"));
        String prose = page.replace("This article was originally published on 26 Sep 2019 at 4:12pm but has been"
                + " updated since.", "The island's almanac, still sold at the pier, was first published on"
                + " 26 Sep 1998 by the ferry company.");
        assertEquals("2022-09-30T11:07:00", extract(prose).publishTime(), "a sentence about something else");
    }

    @Test
    void aMetaNameSayingPublishedDateInTheSitesOwnWordsIsAPublishTime() {
        String page = page("<meta name=\"w-published-date\" content=\"2020-04-05T10:00:00Z\">", "");
        assertEquals("2020-04-05T10:00:00Z", extract(page).publishTime());
        String known = page("<meta name=\"w-published-date\" content=\"2020-04-05T10:00:00Z\">"
                + "<meta property=\"article:published_time\" content=\"2020-01-02T10:00:00Z\">", "");
        assertEquals("2020-01-02T10:00:00Z", extract(known).publishTime(), "trusted after every known name");
        String modified = page("<meta name=\"w-modified-date\" content=\"2020-04-05T10:00:00Z\">", "");
        assertNull(extract(modified).publishTime(), "only a publish name counts");
    }
}
