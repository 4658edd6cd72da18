package com.newsx.es.analysis;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The language analyzers, made as Elasticsearch makes them (from the plugin's named_components.json, by name):
 * inflected forms of a word give one token, so a query for one form finds the others; different words stay apart.
 */
class LanguageAnalyzersTest {
    private static final Path COMPONENTS = Path.of("src/main/plugin/named_components.json");

    /** name -> factory class, as the plugin declares them to Elasticsearch. */
    private static Map<String, String> declared() throws IOException {
        JsonNode analyzers = new ObjectMapper().readTree(Files.readString(COMPONENTS))
                .path("org.elasticsearch.plugin.analysis.AnalyzerFactory");
        Map<String, String> out = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = analyzers.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            out.put(e.getKey(), e.getValue().asText());
        }
        return out;
    }

    /** The analyzer Elasticsearch gets for {@code name}: the declared class, made by its no-argument constructor. */
    private static Analyzer analyzer(String name) throws Exception {
        String cls = declared().get(name);
        assertNotNull(cls, name + " is declared in " + COMPONENTS);
        return ((AnalyzerFactory) Class.forName(cls).getConstructor().newInstance()).create();
    }

    private static List<String> tokens(Analyzer a, String text) throws IOException {
        List<String> out = new ArrayList<>();
        try (TokenStream ts = a.tokenStream("f", text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                out.add(term.toString());
            }
            ts.end();
        }
        return out;
    }

    /** Each form gives one token, the same for all of them. */
    private static void sameStem(String name, String... forms) throws Exception {
        try (Analyzer a = analyzer(name)) {
            List<String> first = tokens(a, forms[0]);
            assertEquals(1, first.size(), name + ": " + forms[0] + " -> " + first);
            for (String form : forms) {
                assertEquals(first, tokens(a, form), name + ": " + forms[0] + " and " + form);
            }
        }
    }

    private static void differentStems(String name, String one, String other) throws Exception {
        try (Analyzer a = analyzer(name)) {
            assertNotEquals(tokens(a, one), tokens(a, other), name + ": " + one + " and " + other);
        }
    }

    @Test
    void germanFrenchAndSpanishInflectionsMeet() throws Exception {
        sameStem("newsx_german", "Wahlen", "Wahl", "WAHL");
        sameStem("newsx_german", "Regierungen", "Regierung");
        sameStem("newsx_french", "élections", "élection", "election", "Élection");
        sameStem("newsx_french", "l'élection", "élection"); // elision: the article goes
        sameStem("newsx_spanish", "elecciones", "elección", "eleccion");
        sameStem("newsx_spanish", "gobiernos", "gobierno");
    }

    @Test
    void theOtherLanguagesInflectionsMeet() throws Exception {
        sameStem("newsx_italian", "elezioni", "elezione");
        sameStem("newsx_portuguese", "eleições", "eleição");
        sameStem("newsx_dutch", "verkiezingen", "verkiezing");
        sameStem("newsx_russian", "выборы", "выборов", "выборам");
        sameStem("newsx_polish", "wyborach", "wyborów");
        sameStem("newsx_swedish", "regeringen", "regeringar", "regering");
        sameStem("newsx_danish", "regeringen", "regering");
        sameStem("newsx_norwegian", "regjeringen", "regjering");
        sameStem("newsx_finnish", "hallituksen", "hallitukset");
        sameStem("newsx_czech", "volby", "volbách");
        sameStem("newsx_hungarian", "választások", "választás");
        sameStem("newsx_romanian", "alegerile", "alegeri");
        sameStem("newsx_greek", "εκλογές", "εκλογών");
        sameStem("newsx_bulgarian", "изборите", "избори");
        sameStem("newsx_turkish", "seçimler", "seçimlerde");
        sameStem("newsx_english", "elections", "election", "election's");
    }

    @Test
    void differentWordsStayApart() throws Exception {
        differentStems("newsx_german", "Wahl", "Wahlkampf");
        differentStems("newsx_french", "élection", "électeur");
        differentStems("newsx_spanish", "elección", "electo");
    }

    @Test
    void stopWordsGoAndTheStandardAnalyzerAloneWouldNotFindTheForms() throws Exception {
        try (Analyzer german = analyzer("newsx_german")) {
            assertEquals(List.of("wahl", "berlin"), tokens(german, "Die Wahlen in Berlin"));
        }
        try (Analyzer standard = new StandardAnalyzer()) {
            assertNotEquals(tokens(standard, "Wahlen"), tokens(standard, "Wahl"), "what the plugin is for");
        }
    }

    /** What Elasticsearch reads: each declared class is a factory whose {@code @NamedComponent} is its declared name. */
    @Test
    void everyFactoryIsDeclaredUnderItsOwnName() throws Exception {
        Map<String, String> declared = declared();
        Set<String> annotated = new TreeSet<>();
        Path classes = Path.of("target/classes/com/newsx/es/analysis");
        try (Stream<Path> files = Files.list(classes)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String file = f.getFileName().toString();
                if (!file.endsWith(".class") || file.contains("$")) {
                    continue;
                }
                Class<?> c = Class.forName("com.newsx.es.analysis." + file.substring(0, file.length() - 6));
                NamedComponent named = c.getAnnotation(NamedComponent.class);
                if (named != null) {
                    annotated.add(named.value());
                    assertEquals(c.getName(), declared.get(named.value()), named.value() + " declared as its class");
                    assertTrue(AnalyzerFactory.class.isAssignableFrom(c), c + " is an AnalyzerFactory");
                }
            }
        }
        assertEquals(declared.keySet(), annotated, "named_components.json lists every factory, and only those");
        assertTrue(annotated.containsAll(List.of("smartcn", "cjk", "newsx_german", "newsx_french", "newsx_spanish")));
        for (String name : declared.keySet()) {
            try (Analyzer a = analyzer(name)) {
                assertFalse(tokens(a, "Text 2024").isEmpty(), name + " makes tokens");
            }
        }
    }
}
