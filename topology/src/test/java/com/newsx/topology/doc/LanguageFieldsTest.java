package com.newsx.topology.doc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.result.Article;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LanguageFieldsTest {
    private static final Path TEMPLATE = Path.of("../conf/elasticsearch/news-articles.template.json");
    private static final Article WAHL = new Article("Die Wahl in Bayern", "2026-10-09T08:00:00", null, null,
            "Nach den Wahlen bildet die CSU die Regierung.", "fused", "test");

    /** The document as the crawl writes it once the article's language is known (set before the copies are made). */
    private static Map<String, Object> document(Article a, String lang) {
        Map<String, Object> d = ArticleDocument.of("https://zeitung.example/politik/wahl.html", a, "article", Instant.now());
        assertFalse(d.containsKey(LanguageFields.FIELD), "no language yet, no copies");
        if (lang != null) {
            d.put("lang", lang);
        }
        LanguageFields.add(d);
        return d;
    }

    @Test
    void aGermanArticleHasItsTitleAndBodyAgainUnderItsLanguageTheFieldsThemselvesUnchanged() {
        Map<String, Object> d = document(WAHL, "de");
        assertEquals(Map.of("de", Map.of("title", WAHL.title(), "body", WAHL.body())), d.get(LanguageFields.FIELD));
        assertEquals(WAHL.title(), d.get("title"));
        assertEquals(WAHL.body(), d.get("body"));
        assertEquals(ArticleDocument.contentHash(WAHL.title(), WAHL.body()), d.get("content_hash"),
                "the fingerprint is the text's, not the copies'");
    }

    @Test
    void chineseEnglishUnknownAndMissingLanguagesGetNoCopies() {
        for (String lang : new String[] {"zh", "en", "ja", "xx", "", null}) {
            assertFalse(document(WAHL, lang).containsKey(LanguageFields.FIELD), String.valueOf(lang));
        }
    }

    @Test
    void regionsAndCaseAreNoMatterAndNorwegianFormsShareOneAnalyzer() {
        assertEquals(Optional.of("pt"), LanguageFields.key("pt-BR"));
        assertEquals(Optional.of("pt"), LanguageFields.key("pt_PT"));
        assertEquals(Optional.of("fr"), LanguageFields.key(" FR "));
        assertEquals(Optional.of("no"), LanguageFields.key("nb"));
        assertEquals(Optional.of("no"), LanguageFields.key("nn"));
        assertTrue(document(WAHL, "nb").get(LanguageFields.FIELD) instanceof Map<?, ?> m && m.containsKey("no"));
    }

    @Test
    void aMissingBodyIsNoCopyAndALanguageChangeReplacesTheOldOnes() {
        Map<String, Object> d = document(new Article("Élections municipales", null, null, null, null, "fused", "t"), "fr");
        assertEquals(Map.of("fr", Map.of("title", "Élections municipales")), d.get(LanguageFields.FIELD));
        d.put("lang", "es");
        LanguageFields.add(d);
        assertEquals(Map.of("es", Map.of("title", "Élections municipales")), d.get(LanguageFields.FIELD));
        d.put("lang", "zh");
        LanguageFields.add(d);
        assertFalse(d.containsKey(LanguageFields.FIELD), "a copy of a language no longer the article's would mislead");
    }

    /**
     * Each language a copy is made for is mapped in news-articles, title and body, with an analyzer of es-analysis,
     * and each mapped language is reached: a strict index refuses a document with an unmapped i18n key.
     */
    @Test
    void everyKeyIsMappedWithItsLanguagesAnalyzerAndKeptInTheSource() throws Exception {
        JsonNode mappings = new ObjectMapper().readTree(Files.readString(TEMPLATE)).path("template").path("mappings");
        JsonNode i18n = mappings.path("properties").path(LanguageFields.FIELD).path("properties");
        Set<String> mapped = new TreeSet<>();
        i18n.fieldNames().forEachRemaining(mapped::add);
        assertEquals(new TreeSet<>(LanguageFields.KEYS.values()), mapped);
        Map<String, String> analyzers = new HashMap<>();
        for (String key : mapped) {
            JsonNode title = i18n.path(key).path("properties").path("title");
            JsonNode body = i18n.path(key).path("properties").path("body");
            assertEquals("text", title.path("type").asText(), key);
            assertEquals(title.path("analyzer").asText(), body.path("analyzer").asText(), key + ": one analyzer");
            assertTrue(title.path("analyzer").asText().startsWith("newsx_"), key + ": " + title);
            assertEquals("freqs", body.path("index_options").asText(), key + ": bodies without positions, as body");
            String before = analyzers.put(title.path("analyzer").asText(), key);
            assertEquals(null, before, "one analyzer per language: " + key + " and " + before);
        }
        assertEquals("newsx_german", i18n.at("/de/properties/body/analyzer").asText());
        assertEquals("newsx_french", i18n.at("/fr/properties/body/analyzer").asText());
        assertEquals("newsx_spanish", i18n.at("/es/properties/body/analyzer").asText());
        // excludes would make Elasticsearch keep every document's whole source a second time, for recovery
        assertTrue(mappings.path("_source").isMissingNode(), "the copies stay in _source: " + mappings.path("_source"));
    }
}
