package com.newsx.extractor.lang;

import com.github.pemistahl.lingua.api.Language;
import com.github.pemistahl.lingua.api.LanguageDetector;
import com.github.pemistahl.lingua.api.LanguageDetectorBuilder;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;

import static com.newsx.extractor.lang.LanguageIdentifierTest.DUTCH;
import static com.newsx.extractor.lang.LanguageIdentifierTest.ENGLISH;
import static com.newsx.extractor.lang.LanguageIdentifierTest.FRENCH;
import static com.newsx.extractor.lang.LanguageIdentifierTest.GERMAN;
import static com.newsx.extractor.lang.LanguageIdentifierTest.RUSSIAN;
import static com.newsx.extractor.lang.LanguageIdentifierTest.SPANISH;
import static com.newsx.extractor.lang.LanguageIdentifierTest.UKRAINIAN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScriptModelsTest {
    private static final List<String> LATIN = Script.LATIN.languages();
    private static final NgramTable LATIN_TABLE = NgramTable.load(LATIN);

    @Test
    void theTableScoresEveryLanguageAsLinguasDetectorDoes() {
        LanguageDetector lingua = LanguageDetectorBuilder.fromLanguages(LATIN.stream().map(ScriptModels::language)
                .toArray(Language[]::new)).withLowAccuracyMode().build();
        float[] sums = new float[LATIN.size()];
        int[] marks = new int[LATIN.size()];
        for (String text : List.of(GERMAN, FRENCH, SPANISH, ENGLISH, DUTCH)) {
            long[] keys = new long[text.length()];
            LATIN_TABLE.score(keys, Trigrams.of(text, keys), sums, marks);
            float best = 0;
            for (float v : sums) {
                best = best == 0 || v != 0 && v > best ? v : best;
            }
            // Lingua's confidence in a language: the best language's log-likelihood over this one's
            SortedMap<Language, Double> confidence = lingua.computeLanguageConfidenceValues(text);
            assertTrue(confidence.size() > 30, "the rules left most languages in: " + confidence.size());
            for (Map.Entry<Language, Double> e : confidence.entrySet()) {
                int i = LATIN.indexOf(e.getKey().getIsoCode639_1().name().toLowerCase(Locale.ROOT));
                assertEquals(e.getValue(), best / sums[i], 1e-4, e.getKey() + " on " + text.substring(0, 20));
            }
        }
    }

    @Test
    void trigramsAreReadAsLinguaReadsThem() {
        long[] keys = new long[32];
        int n = Trigrams.of("Don't STOP, 2 stop!", keys);
        assertEquals(4, n, "dont and stop, each trigram once");
        assertEquals(List.of("don", "ont", "sto", "top"), List.of(text(keys[0]), text(keys[1]), text(keys[2]),
                text(keys[3])));
        assertEquals(0, Trigrams.of("ab cd", keys), "a space breaks the row");
    }

    @Test
    void aClearWinnerOrLinguaOnTheFinalistsButAlwaysAnAnswer() {
        ScriptModels cyrillic = new ScriptModels(Script.CYRILLIC.languages(),
                NgramTable.load(Script.CYRILLIC.languages()), 0.02, 3);
        assertEquals("ru", cyrillic.identify(RUSSIAN));
        assertEquals("uk", cyrillic.identify(UKRAINIAN));
        ScriptModels latinAlwaysLingua = new ScriptModels(LATIN, LATIN_TABLE, 1, 2);
        assertEquals("de", latinAlwaysLingua.identify(GERMAN));
        assertEquals("nl", latinAlwaysLingua.identify(DUTCH));
        assertNull(latinAlwaysLingua.identify("ሰላም ለዓለም ሁሉ ይሁን ዛሬ ጥሩ ቀን ነው"),
                "Ethiopic: no letter in any candidate's models, no language");
    }

    private static String text(long key) {
        return new String(new char[]{(char) (key >>> 32), (char) (key >>> 16), (char) key});
    }
}
