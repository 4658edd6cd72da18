package com.newsx.extractor.lang;

import com.newsx.extractor.config.ExtractorConfig;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LanguageIdentifierTest {
    private static final String GERMAN = "Der Gemeinderat hat am Dienstag beschlossen, die alte Brücke über den Fluss "
            + "im kommenden Frühjahr abzureißen. Die Anwohner müssen sich während der Bauarbeiten auf längere Umwege "
            + "einstellen, teilte die Stadtverwaltung mit.";
    private static final String FRENCH = "Le conseil municipal a décidé mardi de fermer la piscine du quartier pendant "
            + "tout l'été. Les travaux de rénovation devraient durer plusieurs mois, selon la mairie, qui promet une "
            + "réouverture avant la rentrée scolaire.";
    private static final String SPANISH = "El ayuntamiento anunció el martes que el mercado central abrirá también los "
            + "domingos a partir del próximo mes. Los comerciantes celebraron la decisión, aunque algunos vecinos temen "
            + "más ruido y tráfico en las calles cercanas.";
    private static final String CHINESE = "市政府周二宣布，新建的跨江大桥将于下月正式通车。大桥全长两千米，"
            + "通车后两岸之间的车程将缩短到十分钟左右。";
    private static final String ENGLISH = "The city council voted on Tuesday to extend the ferry service to the "
            + "northern islands through the winter. Officials said the additional crossings would be paid for by a "
            + "small increase in harbour fees.";
    private static final String RUSSIAN = "Городской совет во вторник решил отремонтировать старую библиотеку в центре "
            + "города. Работы начнутся весной и продлятся около года, сообщили в администрации.";

    private final LanguageIdentifier identifier = new LanguageIdentifier(settings(Map.of()));

    private static LangSettings settings(Map<String, String> sets) {
        return LangSettings.from(ExtractorConfig.defaults().with(sets));
    }

    @Test
    void eachLanguageIsNamedByItsIsoCode() {
        assertEquals("de", identifier.identify("Alte Brücke wird abgerissen", GERMAN));
        assertEquals("fr", identifier.identify("La piscine fermée cet été", FRENCH));
        assertEquals("es", identifier.identify("El mercado abre los domingos", SPANISH));
        assertEquals("zh", identifier.identify("跨江大桥下月通车", CHINESE));
        assertEquals("en", identifier.identify("Ferries to run all winter", ENGLISH));
        assertEquals("ru", identifier.identify("Библиотеку отремонтируют", RUSSIAN));
    }

    @Test
    void theBodyDecidesNotABorrowedTitle() {
        assertEquals("de", identifier.identify("Breaking News", GERMAN), "an English title over a German body");
        assertEquals("fr", identifier.identify(null, FRENCH), "no title");
    }

    @Test
    void anEmptyOrTooShortBodyGetsNoLanguage() {
        assertNull(identifier.identify("Alte Brücke wird abgerissen", null));
        assertNull(identifier.identify("Alte Brücke wird abgerissen", " \n "));
        assertNull(identifier.identify(null, "Mehr dazu"), "9 letters");
        assertNull(identifier.identify("Foto", "© 2024 dpa"), "a credit line");
        assertNull(identifier.identify(null, "12.03.2024 – 14:05 • 3 min"), "digits and marks are no letters");
    }

    @Test
    void switchedOffNothingIsIdentified() {
        assertNull(new LanguageIdentifier(settings(Map.of("lang.enabled", "false"))).identify(null, GERMAN));
    }

    @Test
    void theDetectorReadsTheTitleAndTheStartOfTheBody() {
        assertEquals("Title\nBody te", LanguageIdentifier.sample("Title", "Body text", 13));
        assertEquals("Body text", LanguageIdentifier.sample(" ", "Body text", 100));
        String han = "\uD840\uDC00"; // one ideograph beyond the BMP, two chars
        assertEquals("ab", LanguageIdentifier.sample(null, "ab" + han, 3), "a surrogate pair is not cut in two");
        // the cap holds whatever follows: a German start decides over an English rest
        LanguageIdentifier capped = new LanguageIdentifier(settings(Map.of("lang.max-chars", "200")));
        assertEquals("de", capped.identify(null, GERMAN + " " + ENGLISH.repeat(5)));
    }

    @Test
    void fewerCandidatesStillNameTheLanguageAndDetectorsAreSharedAcrossThreads() throws Exception {
        LanguageIdentifier some = new LanguageIdentifier(settings(Map.of("lang.languages", "de,fr,es,ru")));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> answers = pool.invokeAll(List.of(() -> some.identify(null, GERMAN),
                    () -> some.identify(null, FRENCH), () -> some.identify(null, SPANISH),
                    () -> some.identify(null, RUSSIAN)));
            assertEquals(List.of("de", "fr", "es", "ru"), List.of(answers.get(0).get(), answers.get(1).get(),
                    answers.get(2).get(), answers.get(3).get()));
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void badSettingsAreNamed() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> settings(Map.of("lang.languages", "de,xx")));
        assertTrue(unknown.getMessage().contains("'xx'"), unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> settings(Map.of("lang.languages", "de")), "one is no choice");
        assertThrows(IllegalArgumentException.class, () -> settings(Map.of("lang.accuracy", "medium")));
        assertThrows(IllegalArgumentException.class, () -> settings(Map.of("lang.max-chars", "0")));
        assertEquals(List.of("de", "en"), settings(Map.of("lang.languages", "DE, en")).languages());
    }
}
