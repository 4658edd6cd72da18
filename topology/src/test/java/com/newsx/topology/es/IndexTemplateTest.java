package com.newsx.topology.es;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IndexTemplateTest {
    private static final Path CONF = Path.of("../conf/elasticsearch");

    @Test
    void theBundledTemplatesAreTheFilesOfConfElasticsearchAllOfThem() throws Exception {
        List<String> files;
        try (Stream<Path> s = Files.list(CONF)) {
            files = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".template.json"))
                    .map(n -> n.substring(0, n.length() - ".template.json".length())).sorted().toList();
        }
        assertEquals(files, IndexTemplate.NAMES.stream().sorted().toList(), "IndexTemplate.NAMES lists every template");
        ObjectMapper json = new ObjectMapper();
        for (IndexTemplate t : IndexTemplate.bundled()) {
            assertEquals(json.readTree(Files.readString(CONF.resolve(t.name() + ".template.json"))), json.readTree(t.json()),
                    t.name() + " as built");
            assertEquals("strict", t.mappings().path("dynamic").asText(), t.name());
            assertTrue(t.mappings().path("properties").size() > 3, t.name());
        }
    }

    @Test
    void patternsMatchWholeNamesWithStarsForAnyRun() {
        IndexTemplate articles = IndexTemplate.parse("a", "{\"index_patterns\":[\"news-articles-*\"],\"priority\":100,"
                + "\"template\":{\"mappings\":{\"properties\":{}}}}");
        assertTrue(articles.matches("news-articles-2026.11"));
        assertTrue(articles.matches("news-articles-it-ab12-2026.11"));
        assertFalse(articles.matches("news-articles"), "the alias's name is no index of the template");
        assertFalse(articles.matches("old-news-articles-2026.11"));
        IndexTemplate status = IndexTemplate.parse("s", "{\"index_patterns\":[\"crawl-status*\"],"
                + "\"template\":{\"mappings\":{}}}");
        assertTrue(status.matches("crawl-status"));
        assertTrue(status.matches("crawl-status-it-ab12"));
    }

    @Test
    void ofTemplatesMatchingAnIndexTheHighestPriorityIsItsOwn() {
        IndexTemplate low = IndexTemplate.parse("low", "{\"index_patterns\":[\"news-*\"],\"priority\":10,"
                + "\"template\":{\"mappings\":{}}}");
        IndexTemplate high = IndexTemplate.parse("high", "{\"index_patterns\":[\"news-articles-*\"],\"priority\":100,"
                + "\"template\":{\"mappings\":{}}}");
        assertEquals("high", IndexTemplate.forIndex(List.of(low, high), "news-articles-2026.11").orElseThrow().name());
        assertEquals("low", IndexTemplate.forIndex(List.of(low, high), "news-records-2026.11").orElseThrow().name());
        assertTrue(IndexTemplate.forIndex(List.of(low, high), "crawl-status").isEmpty());
    }

    @Test
    void aFileWithoutPatternsOrMappingsIsRefusedNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> IndexTemplate.parse("broken", "{\"template\":{\"mappings\":{}}}"));
        assertTrue(e.getMessage().contains("broken"), e.getMessage());
    }
}
