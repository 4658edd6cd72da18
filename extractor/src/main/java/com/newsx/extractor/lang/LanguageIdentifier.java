package com.newsx.extractor.lang;

import com.github.pemistahl.lingua.api.IsoCode639_1;
import com.github.pemistahl.lingua.api.Language;
import com.github.pemistahl.lingua.api.LanguageDetector;
import com.github.pemistahl.lingua.api.LanguageDetectorBuilder;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The language of an article from its title and body: an ISO 639-1 code ("de", "zh"), or null when the body is
 * empty or too short to tell. Thread-safe. The detector is built on first use, once per JVM and settings: the
 * crawl's bolts each make an identifier, and Lingua keeps its models in static maps shared by every detector.
 */
public final class LanguageIdentifier {
    private static final Map<LangSettings, LanguageDetector> DETECTORS = new ConcurrentHashMap<>();

    private final LangSettings settings;

    public LanguageIdentifier(LangSettings settings) {
        this.settings = settings;
    }

    /** The language of the article, or null: identification off, no body, too few letters, or no decision. */
    public String identify(String title, String body) {
        if (!settings.enabled() || body == null || body.isBlank()) {
            return null;
        }
        String text = sample(title, body, settings.maxChars());
        if (!hasLetters(text, settings.minLetters())) {
            return null;
        }
        Language language = detector().detectLanguageOf(text);
        return language == Language.UNKNOWN ? null : language.getIsoCode639_1().name().toLowerCase(Locale.ROOT);
    }

    /** The detector of these settings, built by the first caller while the others wait. */
    private LanguageDetector detector() {
        return DETECTORS.computeIfAbsent(settings, LanguageIdentifier::build);
    }

    private static LanguageDetector build(LangSettings s) {
        LanguageDetectorBuilder b = s.languages().isEmpty() ? LanguageDetectorBuilder.fromAllSpokenLanguages()
                : LanguageDetectorBuilder.fromIsoCodes639_1(s.languages().stream().map(LangSettings::isoCode)
                .toArray(IsoCode639_1[]::new));
        if (!s.highAccuracy()) {
            b = b.withLowAccuracyMode();
        }
        if (s.preload()) {
            b = b.withPreloadedLanguageModels();
        }
        return b.build();
    }

    /** The title and the start of the body: the detector's time grows with the text, its answer hardly at all. */
    static String sample(String title, String body, int maxChars) {
        String text = title == null || title.isBlank() ? body : title + "\n" + body;
        if (text.length() <= maxChars) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(maxChars - 1)) ? maxChars - 1 : maxChars;
        return text.substring(0, end);
    }

    private static boolean hasLetters(String text, int min) {
        int n = 0;
        for (int i = 0; i < text.length() && n < min; ) {
            int cp = text.codePointAt(i);
            if (Character.isLetter(cp)) {
                n++;
            }
            i += Character.charCount(cp);
        }
        return n >= min;
    }
}
