package com.newsx.topology.copies;

import co.elastic.clients.elasticsearch.core.SearchResponse;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.dedup.BodyFingerprint;
import com.newsx.extractor.dedup.CopyDetection;
import jakarta.json.stream.JsonGenerator;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import static com.newsx.topology.copies.CopiesFixtures.COPY;
import static com.newsx.topology.copies.CopiesFixtures.STORY;
import static com.newsx.topology.copies.CopiesFixtures.article;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

class BatchSearchTest {
    private static final JacksonJsonpMapper MAPPER = new JacksonJsonpMapper();
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode body(BatchSearch s) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        JsonGenerator g = MAPPER.jsonProvider().createGenerator(bytes);
        s.request("news-articles").serialize(g, MAPPER);
        g.close();
        return JSON.readTree(bytes.toByteArray());
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static SearchResponse<Map> response(String hits) {
        String json = "{\"took\":1,\"timed_out\":false,\"_shards\":{\"total\":1,\"successful\":1,\"skipped\":0,"
                + "\"failed\":0},\"hits\":{\"max_score\":null,\"hits\":[" + hits + "]}}";
        JsonpDeserializer<SearchResponse<Map>> d = SearchResponse.createSearchResponseDeserializer(
                (JsonpDeserializer) JsonpDeserializer.of(Map.class));
        return d.deserialize(MAPPER.jsonProvider().createParser(
                new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8))), MAPPER);
    }

    private static final int ROWS = CopyDetection.DEFAULTS.bandRows();

    /** 128 minima drawn from {@code seed}. */
    private static int[] mins(long seed) {
        Random r = new Random(seed);
        int[] m = new int[128];
        for (int i = 0; i < m.length; i++) {
            m[i] = r.nextInt();
        }
        return m;
    }

    /** Minima sharing the first {@code bands} bands of {@code base}, the others their own. */
    private static int[] sharing(int[] base, int bands, long seed) {
        int[] m = mins(seed);
        System.arraycopy(base, 0, m, 0, bands * ROWS);
        return m;
    }

    private static List<String> bands(int[] mins) {
        return new BodyFingerprint(mins, 40).bands(ROWS);
    }

    /** A hit as a batch's search gives it: its signature and the other fields from doc values, no stored keys. */
    private static String hit(String id, int[] mins) {
        return "{\"_index\":\"news-articles-2026.11\",\"_id\":\"" + id + "\",\"_score\":0.0,\"fields\":{"
                + "\"copy_signature\":[\"" + PackedMinima.pack(mins) + "\"],\"copy_shingles\":[40],"
                + "\"story_id\":[\"" + id + "\"]}}";
    }

    @Test
    void aBatchIsOneFilterOfAllItsKeysThatReadsDocValuesButNotTheKeysNorTheSource() throws Exception {
        CandidateSource.Lookup a = new CandidateSource.Lookup("a", List.of("k1", "k2", "k3"), 20);
        CandidateSource.Lookup b = new CandidateSource.Lookup("b", List.of("k3", "k4"), 5);
        JsonNode body = body(BatchSearch.of(List.of(a, b), CopyDetection.DEFAULTS));
        assertEquals(25, body.path("size").asInt(), "every lookup's candidates at most");
        assertFalse(body.path("_source").asBoolean(true));
        assertFalse(body.path("track_total_hits").asBoolean(true));
        Set<String> keys = new TreeSet<>();
        body.path("query").path("bool").path("filter").path(0).path("terms").path("copy_bands").forEach(k -> keys.add(k.asText()));
        assertEquals(Set.of("k1", "k2", "k3", "k4"), keys, "each key once");
        List<String> fields = new ArrayList<>();
        body.path("docvalue_fields").forEach(f -> fields.add(f.path("field").asText()));
        assertEquals(EsCandidates.DOC_VALUES, fields, "the hits' keys are made again from their signatures");
        assertEquals("_none_", body.path("stored_fields").path(0).asText(body.path("stored_fields").asText()), body.toString());
    }

    @Test
    void theKeysMadeFromASignatureAreTheKeysTheIndexStepWrites() throws Exception {
        CopyArticle story = article("s", STORY, null, "2026-11-24T08:00:00Z");
        Map<String, Object> d = CopiesFixtures.parsed(story.linked(new StoryDecision.Link(null, "s")));
        int[] read = PackedMinima.unpack((String) d.get("copy_signature"));
        assertEquals(d.get("copy_bands"), new BodyFingerprint(read, (Integer) d.get("copy_shingles")).bands(ROWS));
        assertFalse(story.bands().isEmpty());
    }

    @Test
    void eachHitGoesToTheArticlesSharingItsKeysMostSharedFirstNeverToItselfAndAtMostEachMax() throws Exception {
        int[] a = mins(1);
        int[] b = mins(2);
        // a's lookup asks 10 of its keys (the others are common and left out); b's shares nothing with the hits
        CandidateSource.Lookup la = new CandidateSource.Lookup("a", bands(a).subList(0, 10), 2);
        CandidateSource.Lookup lb = new CandidateSource.Lookup("b", bands(b), 20);
        BatchSearch s = BatchSearch.of(List.of(la, lb), CopyDetection.DEFAULTS);
        EsCandidates.Answer answer = s.answer(response(String.join(",",
                hit("one", sharing(a, 1, 11)), hit("three", sharing(a, 3, 13)),
                hit("a", a), // a's own earlier version: never its own candidate
                hit("two", sharing(a, 2, 12)), hit("stranger", mins(99)))));
        assertEquals(List.of("three", "two"), answer.found().get(0).stream().map(Candidate::id).toList(),
                "most keys shared first, at most 2");
        assertArrayEquals(sharing(a, 3, 13), answer.found().get(0).get(0).fingerprint().mins());
        assertEquals(List.of(), answer.found().get(1));
        assertEquals(List.of(), answer.older());
        assertEquals(2, answer.answers().size());
    }

    @Test
    void keysBeyondTheAskedOnesDoNotCount() throws Exception {
        int[] a = mins(1);
        // "late" shares 5 of a's keys, but only one of those is asked; "early" shares 2 asked ones
        List<String> asked = new ArrayList<>(bands(a).subList(4, 5));
        asked.addAll(bands(a).subList(0, 2));
        int[] late = mins(21);
        System.arraycopy(a, 4 * ROWS, late, 4 * ROWS, 5 * ROWS);
        BatchSearch s = BatchSearch.of(List.of(new CandidateSource.Lookup("a", asked, 20)), CopyDetection.DEFAULTS);
        EsCandidates.Answer answer = s.answer(response(hit("late", late) + "," + hit("early", sharing(a, 2, 22))));
        assertEquals(List.of("early", "late"), answer.found().get(0).stream().map(Candidate::id).toList());
    }

    @Test
    void asManyHitsAsTheSearchAskedForMayBeCutSoThereIsNoAnswer() throws Exception {
        int[] a = mins(1);
        BatchSearch s = BatchSearch.of(List.of(new CandidateSource.Lookup("a", bands(a), 2)), CopyDetection.DEFAULTS);
        assertNull(s.answer(response(hit("one", sharing(a, 1, 3)) + "," + hit("two", sharing(a, 1, 4)))));
        assertEquals(1, s.answer(response(hit("one", sharing(a, 1, 3)))).found().get(0).size());
    }

    @Test
    void aHitWithoutASignatureHasItsKeysInItsSourceOnlySoEachArticleAsksOnItsOwn() throws Exception {
        CopyArticle story = article("s", STORY, null, "2026-11-24T08:00:00Z");
        CopyArticle copy = article("c", COPY, null, "2026-11-24T09:00:00Z");
        BatchSearch s = BatchSearch.of(List.of(new CandidateSource.Lookup("c", copy.bands(), 20)), CopyDetection.DEFAULTS);
        String older = "{\"_index\":\"news-articles-2026.10\",\"_id\":\"s\",\"_score\":0.0,\"fields\":{"
                + "\"copy_shingles\":[" + story.self().fingerprint().shingles() + "]}}";
        assertNull(s.answer(response(hit("new", sharing(mins(1), 1, 5)) + "," + older)));
    }

    @Test
    void aDamagedSignatureIsNoCandidateAndTheOthersStand() throws Exception {
        int[] a = mins(1);
        BatchSearch s = BatchSearch.of(List.of(new CandidateSource.Lookup("a", bands(a), 20)), CopyDetection.DEFAULTS);
        String damaged = "{\"_index\":\"news-articles-2026.11\",\"_id\":\"d\",\"_score\":0.0,\"fields\":{"
                + "\"copy_signature\":[\"not base64!\"],\"copy_shingles\":[40]}}";
        EsCandidates.Answer answer = s.answer(response(damaged + "," + hit("one", sharing(a, 1, 3))));
        assertEquals(List.of("one"), answer.found().get(0).stream().map(Candidate::id).toList());
    }

    @Test
    void moreKeysThanOneTermsQueryTakesAskArticleByArticle() {
        List<String> many = new ArrayList<>();
        for (int i = 0; i <= BatchSearch.MAX_TERMS; i++) {
            many.add("k" + i);
        }
        assertNull(BatchSearch.of(List.of(new CandidateSource.Lookup("a", many, 20)), CopyDetection.DEFAULTS));
    }
}
