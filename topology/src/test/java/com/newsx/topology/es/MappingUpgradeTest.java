package com.newsx.topology.es;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.http.HttpHost;
import org.elasticsearch.client.RestClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The start-up's mapping upgrade against a fake Elasticsearch holding indices made from older templates. */
class MappingUpgradeTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<IndexTemplate> TEMPLATES = IndexTemplate.bundled();
    private FakeElasticsearch fake;
    private RestClient rest;

    @BeforeEach
    void start() throws Exception {
        fake = new FakeElasticsearch();
        rest = RestClient.builder(HttpHost.create(fake.url())).build();
    }

    @AfterEach
    void stop() throws Exception {
        rest.close();
        fake.close();
    }

    private static IndexTemplate template(String name) {
        return TEMPLATES.stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
    }

    /** The template's mapping as an index made before these fields were added to it has it. */
    private static String without(String template, String... fields) {
        ObjectNode m = template(template).mappings().deepCopy();
        for (String f : fields) {
            String[] path = f.split("\\.");
            JsonNode at = m.get("properties");
            for (int i = 0; i < path.length - 1; i++) { // into an object's properties or a field's multi-fields
                JsonNode field = at.get(path[i]);
                at = field.path("fields").has(path[i + 1]) ? field.get("fields") : field.get("properties");
            }
            assertNotNull(((ObjectNode) at).remove(path[path.length - 1]), "the template has " + f);
        }
        return m.toString();
    }

    private static <T> List<T> iterable(java.util.Iterator<T> it) {
        List<T> out = new java.util.ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }

    private MappingUpgrade.Report apply(List<String> indices, List<String> timeAliases) {
        return new MappingUpgrade(rest, TEMPLATES).apply(indices, timeAliases);
    }

    @Test
    void everyTemplateIsPutAsItsFileHasIt() throws Exception {
        MappingUpgrade.Report r = apply(List.of("crawl-status"), List.of("news-articles"));
        assertTrue(r.ok(), r.toString());
        assertEquals(IndexTemplate.NAMES.size(), fake.templates().size());
        for (IndexTemplate t : TEMPLATES) {
            assertEquals(JSON.readTree(t.json()), fake.templates().get(t.name()), t.name());
        }
        assertEquals(List.of(), r.changes(), "no index yet: nothing else to do");
    }

    @Test
    void indicesMadeFromOlderTemplatesGetTheFieldsAddedSinceAndASecondRunDoesNothing() throws Exception {
        fake.index("crawl-status", without("crawl-status", "article_index", "record_rows"));
        fake.index("news-articles-2026.11", without("news-articles", "content_hash", "title.cjk"));
        fake.index("news-records-2026.11", template("news-records").mappings().toString()); // current already
        java.util.Map<String, JsonNode> put = new java.util.concurrent.ConcurrentHashMap<>();
        fake.onPutMapping((index, body) -> {
            put.put(index, body);
            return FakeElasticsearch.Reply.ok();
        });
        MappingUpgrade.Report r = apply(List.of("crawl-status", "crawl-metrics"), List.of("news-articles", "news-records"));
        assertTrue(r.ok(), r.toString());
        assertEquals(2, r.changes().size(), r.changes().toString());
        assertTrue(r.changes().get(0).contains("crawl-status") && r.changes().get(0).contains("article_index, record_rows"),
                r.changes().get(0));
        assertTrue(r.changes().get(1).contains("news-articles-2026.11")
                && r.changes().get(1).contains("title.cjk") && r.changes().get(1).contains("content_hash"), r.changes().get(1));
        assertEquals(List.of("article_index", "record_rows"),
                iterable(put.get("crawl-status").get("properties").fieldNames()), "only the fields added are put");
        assertEquals(template("crawl-status").mappings(), fake.mapping("crawl-status"));
        assertEquals(template("news-articles").mappings(), fake.mapping("news-articles-2026.11"));
        assertFalse(fake.requests().contains("PUT /news-records-2026.11/_mapping"), "a current index is left alone");

        int before = fake.requests().size();
        MappingUpgrade.Report again = apply(List.of("crawl-status", "crawl-metrics"), List.of("news-articles", "news-records"));
        assertTrue(again.ok() && again.changes().isEmpty(), again.toString());
        assertTrue(fake.requests().subList(before, fake.requests().size()).stream().noneMatch(q -> q.startsWith("PUT /news")
                || q.startsWith("PUT /crawl")), "no mapping put the second time: " + fake.requests());
    }

    @Test
    void onlyTheCrawlsOwnIndicesAreTouched() throws Exception {
        String old = without("news-articles", "content_hash");
        fake.index("news-articles-2026.11", old);
        fake.index("news-articles-it-abc1-2026.11", old); // another crawl's, which the pattern news-articles-* also finds
        fake.index("news-articles-archive", old); // not one of the alias's periods
        MappingUpgrade.Report r = apply(List.of(), List.of("news-articles"));
        assertTrue(r.ok(), r.toString());
        assertEquals(template("news-articles").mappings(), fake.mapping("news-articles-2026.11"));
        assertEquals(JSON.readTree(old), fake.mapping("news-articles-it-abc1-2026.11"));
        assertEquals(JSON.readTree(old), fake.mapping("news-articles-archive"));
    }

    @Test
    void anIndexNoTemplateMatchesIsLeftAlone() throws Exception {
        fake.index("my-status", "{\"properties\":{\"url\":{\"type\":\"keyword\"}}}");
        MappingUpgrade.Report r = apply(List.of("my-status"), List.of());
        assertTrue(r.ok() && r.changes().isEmpty(), r.toString());
        assertFalse(fake.requests().contains("PUT /my-status/_mapping"));
    }

    @Test
    void aFieldWhoseTypeChangedStopsTheStartNamingTheIndexAndTheFieldAndChangesThatIndexNot() throws Exception {
        ObjectNode retyped = (ObjectNode) JSON.readTree(without("crawl-status", "article_index"));
        ((ObjectNode) retyped.get("properties")).putObject("http_status").put("type", "keyword");
        fake.index("crawl-status", retyped.toString());
        fake.index("news-articles-2026.11", without("news-articles", "content_hash"));
        MappingUpgrade.Report r = apply(List.of("crawl-status"), List.of("news-articles"));
        assertEquals(1, r.problems().size(), r.toString());
        String p = r.problems().get(0);
        assertTrue(p.contains("crawl-status") && p.contains("http_status") && p.contains("keyword")
                && p.contains("integer") && p.contains("eindex"), p);
        assertFalse(fake.requests().contains("PUT /crawl-status/_mapping"), "nothing put on it: " + fake.requests());
        assertNull(fake.mapping("crawl-status").get("properties").get("article_index"));
        assertEquals(template("news-articles").mappings(), fake.mapping("news-articles-2026.11"), "the others are upgraded");
    }

    @Test
    void fieldsElasticsearchRefusesToAddAreAProblemWithItsReason() throws Exception {
        fake.index("news-articles-2026.11", without("news-articles", "content_hash"));
        fake.onPutMapping((index, body) -> new FakeElasticsearch.Reply(400, "illegal_argument_exception",
                "Limit of total fields [1000] has been exceeded"));
        MappingUpgrade.Report r = apply(List.of(), List.of("news-articles"));
        assertEquals(1, r.problems().size(), r.toString());
        String p = r.problems().get(0);
        assertTrue(p.contains("news-articles-2026.11") && p.contains("content_hash") && p.contains("Limit of total fields"), p);
    }

    @Test
    void aParameterTheIndexSetsOtherwiseIsNotedNotPutAndStopsNothing() throws Exception {
        ObjectNode changed = template("news-articles").mappings().deepCopy();
        ((ObjectNode) changed.get("properties").get("author")).put("analyzer", "standard");
        fake.index("news-articles-2026.11", changed.toString());
        MappingUpgrade.Report r = apply(List.of(), List.of("news-articles"));
        assertTrue(r.ok(), r.toString());
        assertEquals(1, r.changes().size(), r.toString());
        assertTrue(r.changes().get(0).contains("news-articles-2026.11") && r.changes().get(0).contains("author"), r.toString());
        assertFalse(fake.requests().contains("PUT /news-articles-2026.11/_mapping"), "a changed parameter needs a reindex");
    }

    /**
     * An articles index made while the template left the language fields out of _source: they are added (the
     * analyzers come with es-analysis), and its own _source, which cannot change in place, is noted.
     */
    @Test
    void anArticlesIndexFromBeforeTheLanguageFieldsGetsThemAndItsSourceIsNoted() throws Exception {
        ObjectNode older = template("news-articles").mappings().deepCopy();
        older.putObject("_source").putArray("excludes").add("i18n");
        assertNotNull(((ObjectNode) older.get("properties")).remove("i18n"));
        fake.index("news-articles-2026.11", older.toString());
        java.util.Map<String, JsonNode> put = new java.util.concurrent.ConcurrentHashMap<>();
        fake.onPutMapping((index, body) -> {
            put.put(index, body);
            return FakeElasticsearch.Reply.ok();
        });
        MappingUpgrade.Report r = apply(List.of(), List.of("news-articles"));
        assertTrue(r.ok(), r.toString());
        assertEquals(2, r.changes().size(), r.toString());
        assertTrue(r.changes().get(0).contains("keeps its own parameters for _source"), r.changes().get(0));
        assertTrue(r.changes().get(1).contains("i18n") && r.changes().get(1).contains("news-articles-2026.11"),
                r.changes().get(1));
        JsonNode body = put.get("news-articles-2026.11");
        assertEquals(List.of("properties"), iterable(body.fieldNames()), "fields only: _source cannot change in place");
        assertEquals(List.of("i18n"), iterable(body.get("properties").fieldNames()));
        assertEquals("newsx_german", body.at("/properties/i18n/properties/de/properties/body/analyzer").asText());
        assertEquals(template("news-articles").mappings().at("/properties/i18n"), body.at("/properties/i18n"));
    }

    @Test
    void aRefusedTemplateIsAProblemNamingIt() {
        fake.onPutTemplate(name -> name.equals("news-articles") ? new FakeElasticsearch.Reply(400,
                "mapper_parsing_exception", "Failed to parse mapping: analyzer [smartcn] has not been configured")
                : FakeElasticsearch.Reply.ok());
        MappingUpgrade.Report r = apply(List.of("crawl-status"), List.of("news-articles"));
        assertEquals(1, r.problems().size(), r.toString());
        assertTrue(r.problems().get(0).contains("news-articles") && r.problems().get(0).contains("smartcn"), r.toString());
        assertEquals(IndexTemplate.NAMES.size() - 1, fake.templates().size(), "the others are put");
    }

    @Test
    void aClusterThatDoesNotAnswerIsAProblemNotAnException() {
        MappingUpgrade.Report r = MappingUpgrade.run("http://127.0.0.1:1", List.of("crawl-status"), List.of("news-articles"));
        assertFalse(r.ok());
        assertEquals(1, r.problems().size(), r.toString());
    }
}
