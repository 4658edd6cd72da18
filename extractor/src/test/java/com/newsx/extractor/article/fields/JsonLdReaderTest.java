package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class JsonLdReaderTest {
    private final JsonLdReader reader = new JsonLdReader();

    private static String page(String... blocks) {
        StringBuilder sb = new StringBuilder("<html><head>");
        for (String b : blocks) {
            sb.append("<script type=\"application/ld+json\">").append(b).append("</script>");
        }
        return sb.append("</head><body><p>x</p></body></html>").toString();
    }

    @Test
    void readsArticleInsideGraph() {
        String json = """
                {"@context":"https://schema.org","@graph":[
                  {"@type":"WebSite","name":"Example News"},
                  {"@type":["NewsArticle"],"headline":"Rates rise again","datePublished":"2019-09-07T13:43:45+08:00",
                   "dateModified":"2019-09-08T10:00:00+08:00",
                   "author":[{"@type":"Person","name":"Jane Doe"},{"@type":"Person","name":"John Roe"}],
                   "publisher":{"@type":"Organization","name":"Example News"}}]}""";
        JsonLdReader.Facts f = reader.read(PageText.of(Jsoup.parse(page(json))).elements().jsonLdScripts);
        assertEquals("Rates rise again", f.headline());
        assertEquals("2019-09-07T13:43:45+08:00", f.datePublished());
        assertEquals("2019-09-08T10:00:00+08:00", f.dateModified());
        assertEquals(List.of("Jane Doe", "John Roe"), f.authors());
        assertEquals("Example News", f.publisher());
    }

    @Test
    void skipsMalformedBlocksAndReadsTopLevelArrays() {
        String broken = "{\"@type\": \"NewsArticle\", \"headline\": ";
        String array = "[{\"@type\":\"Article\",\"headline\":\"Second\",\"author\":\"Sam Lee\"}]";
        JsonLdReader.Facts f = reader.read(PageText.of(Jsoup.parse(page(broken, array))).elements().jsonLdScripts);
        assertEquals("Second", f.headline());
        assertEquals(List.of("Sam Lee"), f.authors());
    }

    @Test
    void ignoresNonArticleObjects() {
        String json = "{\"@type\":\"BreadcrumbList\",\"name\":\"Home\",\"datePublished\":\"2001-01-01\"}";
        assertSame(JsonLdReader.Facts.NONE, reader.read(PageText.of(Jsoup.parse(page(json))).elements().jsonLdScripts));
    }

    @Test
    void anAuthorGivenAsAReferenceIsLookedUpInTheGraphAndUnescaped() {
        String json = """
                {"@context":"https://schema.org","@graph":[
                  {"@type":"BlogPosting","headline":"Soup for cold days","author":{"@id":"https://ex.org/#/p/1"}},
                  {"@type":"Person","@id":"https://ex.org/#/p/1","name":"Ann &amp; Bo"}]}""";
        JsonLdReader.Facts f = reader.read(PageText.of(Jsoup.parse(page(json))).elements().jsonLdScripts);
        assertEquals(List.of("Ann & Bo"), f.authors());
        assertEquals(List.of("Ann & Bo"), f.persons(), "typed Person in the node the reference points to");
        String dangling = json.replace("\"@id\":\"https://ex.org/#/p/1\",", "");
        JsonLdReader.Facts unresolved = reader.read(PageText.of(Jsoup.parse(page(dangling))).elements().jsonLdScripts);
        assertEquals(List.of(), unresolved.authors(), "a reference to no node of the graph names nobody");
    }

    @Test
    void aWebPagesOrMediaObjectsDateIsReadApartFromTheArticles() {
        String page = "{\"@graph\":[{\"@type\":\"WebPage\",\"datePublished\":\"2018-06-07T10:13:17+00:00\","
                + "\"dateModified\":\"2019-12-01T19:06:47+00:00\"},{\"@type\":\"BreadcrumbList\",\"datePublished\":\"2001-01-01\"}]}";
        JsonLdReader.Facts f = reader.read(PageText.of(Jsoup.parse(page(page))).elements().jsonLdScripts);
        assertEquals(null, f.datePublished(), "no article states it");
        assertEquals("2018-06-07T10:13:17+00:00", f.pageDatePublished());
        String video = "{\"@type\":\"VideoObject\",\"name\":\"Ferry\",\"uploadDate\":\"2017-03-04\"}";
        assertEquals("2017-03-04", reader.read(PageText.of(Jsoup.parse(page(video))).elements().jsonLdScripts)
                .pageDatePublished());
    }

    @Test
    void theStoryTextIsAnArticlesBodyOrARecipesAndHowTosSteps() {
        String article = "{\"@type\":\"NewsArticle\",\"headline\":\"Ferry\",\"articleBody\":\"The ferry sails again.\"}";
        JsonLdReader.Facts f = reader.read(PageText.of(Jsoup.parse(page(article))).elements().jsonLdScripts);
        assertEquals("The ferry sails again.\n", f.storyText());
        String recipe = """
                {"@graph":[{"@type":["Recipe"],"name":"Plum cake","recipeInstructions":[
                  {"@type":"HowToSection","name":"Dough","itemListElement":[
                    {"@type":"HowToStep","name":"Mix","text":"Mix the flour and the butter."},
                    {"@type":"HowToStep","name":"Rest the dough."}]},
                  "Bake for forty minutes."]},
                 {"@type":"HowTo","step":[{"@type":"HowToStep","text":"Let it cool."}]}]}""";
        f = reader.read(PageText.of(Jsoup.parse(page(recipe))).elements().jsonLdScripts);
        assertEquals("Mix the flour and the butter.\nRest the dough.\nBake for forty minutes.\nLet it cool.\n",
                f.storyText(), "a step's text, else its name; sections by their items; plain strings as they are");
        String none = "{\"@type\":\"Article\",\"headline\":\"Ferry\"}";
        assertNull(reader.read(PageText.of(Jsoup.parse(page(none))).elements().jsonLdScripts).storyText());
    }

    @Test
    void aPageStatingOnlyItsStoryStillHasFacts() {
        String recipe = "{\"@type\":\"Recipe\",\"recipeInstructions\":\"Stir well.\"}";
        JsonLdReader.Facts f = reader.read(PageText.of(Jsoup.parse(page(recipe))).elements().jsonLdScripts);
        assertEquals("Stir well.\n", f.storyText());
    }

    @Test
    void theStatedStoryJoinsJsonLdAndMicrodata() {
        String html = page("{\"@type\":\"Article\",\"articleBody\":\"From the script.\"}")
                .replace("<p>x</p>", "<div itemprop=\"articleBody\"><p>From the markup.</p></div>");
        PageElements elements = PageText.of(Jsoup.parse(html)).elements();
        assertEquals("From the script.\n\nFrom the markup.", StatedStory.of(reader.read(elements.jsonLdScripts), elements));
        PageElements bare = PageText.of(Jsoup.parse("<html><body><p>No statement.</p></body></html>")).elements();
        assertNull(StatedStory.of(reader.read(bare.jsonLdScripts), bare));
    }
}
