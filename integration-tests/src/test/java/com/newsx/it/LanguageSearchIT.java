package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.query_dsl.Operator;
import co.elastic.clients.elasticsearch._types.query_dsl.TextQueryType;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.elasticsearch.core.search.Hit;
import co.elastic.clients.elasticsearch.indices.analyze.AnalyzeToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.commands.search.NewsHits;
import com.newsx.commands.search.NewsQuery;
import com.newsx.commands.search.SearchCommand;
import com.newsx.commands.search.SearchOptions;
import com.newsx.extractor.result.Article;
import com.newsx.topology.doc.ArticleDocument;
import com.newsx.topology.doc.DocumentId;
import com.newsx.topology.doc.IndexDoc;
import com.newsx.topology.doc.LanguageFields;
import com.newsx.topology.es.BulkIndexer;
import com.newsx.topology.es.IndexTemplate;
import com.newsx.topology.es.MappingUpgrade;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Articles in German, French and Spanish, found on the real Elasticsearch (with es-analysis installed by bin/services)
 * by inflected forms their text does not hold: "Wahlen" finds "die Wahl", "élections" "l'élection", "elecciones" "la
 * elección", through the copies of title and body in the article's language. Chinese and English queries find what
 * bin/search's query found before those copies, in the same order with the same scores. An index made before the
 * copies gets their fields from the crawl's start-up step (MappingUpgrade), and then finds its German articles too.
 */
class LanguageSearchIT {
    private static final String RUN = UUID.randomUUID().toString().substring(0, 8);
    private static final String ARTICLES = "news-articles-lang-it-" + RUN;
    private static final String RECORDS = "news-records-lang-it-" + RUN;
    /** The query bin/search sent before the language copies: the fields and boosts it had. */
    private static final List<String> FIELDS_BEFORE = List.of("title^3", "body", "author", "source", "cells", "snippet");

    private static final String DE = "https://zeitung.example/politik/2026/landtag.html";
    private static final String FR = "https://journal.example/politique/municipales.html";
    private static final String ES = "https://diario.example/politica/eleccion-regional.html";
    private static final String ZH = "http://news.jiangcheng.example/2026/03/17/nev.html";
    private static final String EN = "https://www.harbour.example/news/electric-ferry.html";
    private static final String EN2 = "https://port.example/2026/ferry-timetable.html";
    private static ElasticsearchClient es;

    @BeforeAll
    static void index() throws Exception {
        es = Services.elasticsearch();
        List<IndexDoc> docs = new ArrayList<>();
        docs.add(article(DE, "de", "Nach der Wahl in Bayern", "Die CSU bleibt nach der Wahl stärkste Kraft im Landtag. "
                + "Die Regierung wird neu gebildet."));
        docs.add(article(FR, "fr", "Le maire réélu", "Après l'élection municipale, le conseil s'est réuni lundi. "
                + "La participation a reculé."));
        docs.add(article(ES, "es", "Nuevo gobierno regional", "Tras la elección del domingo, el parlamento regional "
                + "votará la investidura."));
        docs.add(article(ZH, "zh", "新能源汽车项目正式启动", "江城新能源汽车项目今天正式启动，预计2028年完工。"));
        docs.add(article(EN, "en", "Harbour city opens its electric ferry line", "The electric ferry crosses the "
                + "harbour every hour. The port authority said the elections of the board come next."));
        docs.add(article(EN2, "en", "Ferry timetable changes", "The ferry timetable changes on Monday."));
        docs.add(record("http://www.harbour.example/news/", "Electric ferry timetable for the summer", EN2));
        for (BulkIndexer.Outcome o : new BulkIndexer(es).index(docs, true)) {
            assertTrue(o.stored(), o.reason());
        }
    }

    @AfterAll
    static void drop() throws Exception {
        if (es != null) {
            es.indices().delete(d -> d.index(List.of(ARTICLES, RECORDS)).ignoreUnavailable(true));
            es._transport().close();
        }
    }

    /** The document as the crawl writes it once the article's language is known. */
    private static IndexDoc article(String url, String lang, String title, String body) {
        return new IndexDoc(ARTICLES, DocumentId.of(url), document(url, lang, title, body));
    }

    private static Map<String, Object> document(String url, String lang, String title, String body) {
        Map<String, Object> d = ArticleDocument.of(url, new Article(title, "2026-03-17T10:00:00", null, null, body,
                "fused", "test"), "article", Instant.now());
        d.put("lang", lang);
        LanguageFields.add(d);
        return d;
    }

    private static IndexDoc record(String page, String title, String link) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("page_url", page);
        d.put("host", java.net.URI.create(page).getHost());
        d.put("region", 0);
        d.put("row", 0);
        d.put("cells", List.of(title));
        d.put("title", title);
        d.put("link", link);
        d.put("fetch_time", Instant.now().toString());
        return new IndexDoc(RECORDS, DocumentId.ofRecord(page, 0, 0), d);
    }

    /** What bin/search lists for the words, each item once. */
    private static List<String> items(String... words) throws Exception {
        return SearchCommand.search(es, new NewsQuery(ARTICLES, RECORDS), SearchOptions.parse("unused", words))
                .items().stream().map(NewsHits.Hit::item).toList();
    }

    /** Each hit of bin/search's query, in order: index, id and score. */
    private static List<String> hitsNow(String words) throws Exception {
        return hits(es.search(new NewsQuery(ARTICLES, RECORDS).request(SearchOptions.parse("unused", words.split(" "))),
                Map.class));
    }

    /** The same, of the query bin/search sent before the language copies. */
    private static List<String> hitsBefore(String words) throws Exception {
        return hits(es.search(s -> s.index(List.of(ARTICLES, RECORDS)).size(100)
                .query(q -> q.bool(b -> b
                        .must(m -> m.multiMatch(x -> x.query(words).type(TextQueryType.BestFields).operator(Operator.And)
                                .fields(FIELDS_BEFORE)))
                        .mustNot(m -> m.term(t -> t.field("removed").value(true))))), Map.class));
    }

    private static List<String> hits(SearchResponse<Map> r) {
        return r.hits().hits().stream().map(h -> h.index() + "/" + h.id() + " " + h.score()).toList();
    }

    @Test
    void theLanguageFieldsAreAnalysedByTheirLanguagesAnalyzerAndKeptInTheSource() throws Exception {
        assertEquals(List.of("wahl"), tokens("i18n.de.body", "Wahlen"));
        assertEquals(tokens("i18n.fr.body", "élection"), tokens("i18n.fr.body", "élections"));
        assertEquals(tokens("i18n.es.body", "elección"), tokens("i18n.es.body", "elecciones"));
        assertEquals(List.of("wahlen"), tokens("body", "Wahlen"), "the body itself as before");
        Map<?, ?> stored = es.get(g -> g.index(ARTICLES).id(DocumentId.of(DE)), Map.class).source();
        assertEquals("de", stored.get("lang"));
        assertTrue(String.valueOf(stored.get("body")).contains("nach der Wahl"));
        // in the source, so that a partial update or a reindex keeps them (excluding them made Elasticsearch store the
        // whole source twice, for recovery)
        assertEquals(Map.of("de", Map.of("title", stored.get("title"), "body", stored.get("body"))),
                stored.get(LanguageFields.FIELD), "the copies are in the source");
    }

    private static List<String> tokens(String field, String text) throws Exception {
        return es.indices().analyze(a -> a.index(ARTICLES).field(field).text(text)).tokens().stream()
                .map(AnalyzeToken::token).toList();
    }

    @Test
    void inflectedFormsFindTheArticlesInTheirLanguage() throws Exception {
        assertEquals(List.of(DE), items("Wahlen"));
        assertEquals(List.of(FR), items("élections", "municipales"));
        assertEquals(List.of(ES), items("elecciones"));
        assertEquals(List.of(DE), items("Regierungen", "Landtag"));
        // the fields of before alone find none of them: the forms are not in their text
        assertEquals(List.of(), hitsBefore("Wahlen"));
        assertEquals(List.of(), hitsBefore("élections municipales"));
        assertEquals(List.of(), hitsBefore("elecciones"));
    }

    @Test
    void chineseAndEnglishQueriesFindWhatTheyDidScoredAsBefore() throws Exception {
        for (String words : List.of("新能源汽车", "正式启动", "ferry", "electric ferry", "timetable", "harbour")) {
            List<String> now = hitsNow(words);
            assertFalse(now.isEmpty(), words);
            assertEquals(hitsBefore(words), now, words);
        }
        assertEquals(List.of(ZH), items("新能源汽车"));
        assertEquals(2, items("ferry").size(), "two English articles; the list page's row is one of them");
    }

    /**
     * English is matched as written, as before. What a query's word is in another language's stemmed copy is a match
     * there: "elections", stemmed by French rules, is the French article's "élection". The English article keeps its
     * score; the French one comes beside it.
     */
    @Test
    void anEnglishWordThatIsAnInflectionInAnotherLanguageAlsoFindsThatArticle() throws Exception {
        List<String> before = hitsBefore("elections");
        List<String> now = hitsNow("elections");
        assertEquals(1, before.size(), before.toString());
        assertTrue(now.containsAll(before), now.toString());
        assertEquals(List.of(ARTICLES + "/" + DocumentId.of(FR)),
                now.stream().filter(h -> !before.contains(h)).map(h -> h.split(" ")[0]).toList());
        assertEquals(List.of(FR), items("election"), "the English article says elections, and English is not stemmed");
    }

    /**
     * An index made before the copies (its template without i18n) gets the fields from the start-up step of bin/crawl
     * and bin/submit; its German articles are then found by inflected forms, and its source stores them as the
     * template's indices do.
     */
    @Test
    void anIndexFromBeforeTheCopiesGetsTheirFieldsFromTheMappingUpgrade() throws Exception {
        String alias = "news-articles-lang-old-" + RUN;
        String index = alias + "-2026.03";
        String template = "lang-it-older-" + RUN;
        ObjectMapper json = new ObjectMapper();
        IndexTemplate articles = IndexTemplate.bundled().stream().filter(t -> t.name().equals("news-articles"))
                .findFirst().orElseThrow();
        ObjectNode older = (ObjectNode) json.readTree(articles.json());
        older.putArray("index_patterns").add(alias + "-*");
        older.put("priority", 500);
        ObjectNode mappings = (ObjectNode) older.get("template").get("mappings");
        ((ObjectNode) mappings.get("properties")).remove(LanguageFields.FIELD);
        String olderJson = json.writeValueAsString(older);
        es.indices().putIndexTemplate(p -> p.name(template).withJson(new StringReader(olderJson)));
        try {
            es.indices().create(c -> c.index(index));
            MappingUpgrade.Report r = MappingUpgrade.run("http://127.0.0.1:" + Services.esPort(), List.of(), List.of(alias));
            assertTrue(r.ok(), r.toString());
            assertTrue(r.changes().stream().anyMatch(l -> l.contains(index) && l.contains("added since")
                    && l.contains(LanguageFields.FIELD)), r.toString());
            assertTrue(r.changes().stream().noneMatch(l -> l.contains("_source")), "the template's _source: " + r);

            String url = "https://zeitung.example/politik/2026/buergermeister.html";
            for (BulkIndexer.Outcome o : new BulkIndexer(es).index(List.of(new IndexDoc(index, DocumentId.of(url),
                    document(url, "de", "Stichwahl in München", "Die Stichwahl entscheidet über das Amt."))), true)) {
                assertTrue(o.stored(), o.reason());
            }
            SearchResponse<Map> found = es.search(new NewsQuery(index, RECORDS).request(
                    SearchOptions.parse("unused", "Stichwahlen")), Map.class);
            assertEquals(List.of(DocumentId.of(url)), found.hits().hits().stream().map(Hit::id).toList());
            Map<?, ?> stored = es.get(g -> g.index(index).id(DocumentId.of(url)), Map.class).source();
            assertTrue(stored.containsKey(LanguageFields.FIELD), "the source holds the copies: " + stored.keySet());
            assertTrue(MappingUpgrade.run("http://127.0.0.1:" + Services.esPort(), List.of(), List.of(alias)).changes()
                    .stream().noneMatch(l -> l.contains("added since")), "a second start adds nothing");
        } finally {
            es.indices().delete(d -> d.index(index).ignoreUnavailable(true));
            es.indices().deleteIndexTemplate(d -> d.name(template));
        }
    }
}
