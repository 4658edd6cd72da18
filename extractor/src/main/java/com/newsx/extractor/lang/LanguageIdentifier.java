package com.newsx.extractor.lang;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The language of an article from its title and body: an ISO 639-1 code ("de", "zh"), or null when the body is
 * empty or too short to tell. The sample read ({@link TextSample}) is written mostly in one script
 * ({@link DominantScript}); a script of one language names it, the others' candidates are told apart by Lingua's
 * models ({@link ScriptModels}). Thread-safe. The models of a script are read when a text first needs them, once per
 * JVM and candidate set, and shared by every identifier: the crawl's bolts each make one.
 */
public final class LanguageIdentifier {
    private static final Map<List<String>, NgramTable> TABLES = new ConcurrentHashMap<>();
    private static final Map<ModelsKey, ScriptModels> MODELS = new ConcurrentHashMap<>();

    /** The models of a set of candidates as these settings use them (the tables, the heavy part, are shared). */
    private record ModelsKey(List<String> languages, double margin, int finalists) {
    }

    private final LangSettings settings;
    private final Map<Script, List<String>> candidates = new EnumMap<>(Script.class);

    public LanguageIdentifier(LangSettings settings) {
        this.settings = settings;
        for (Script s : Script.values()) {
            candidates.put(s, settings.candidates(s));
        }
    }

    /** The language of the article, or null: identification off, no body, too few letters, or no decision. */
    public String identify(String title, String body) {
        if (!settings.enabled() || body == null || body.isBlank()) {
            return null;
        }
        String sample = sample(title, body);
        if (!hasLetters(sample, settings.minLetters())) {
            return null;
        }
        Script script = DominantScript.of(sample);
        List<String> languages = script == null ? List.of() : candidates.get(script);
        return switch (languages.size()) {
            case 0 -> null; // a script none of the candidates is written in
            case 1 -> languages.get(0);
            default -> models(languages).identify(sample);
        };
    }

    /**
     * Reads now the models that {@link #identify} would read on first need, and says how many scripts' models are
     * ready. A crawl calls it while a worker starts, so that its first article of each script is not held for the
     * seconds the Latin models take (long enough for tuples to time out behind it).
     */
    public int preload() {
        if (!settings.enabled()) {
            return 0;
        }
        int n = 0;
        for (List<String> languages : candidates.values()) {
            if (languages.size() > 1) {
                models(languages);
                n++;
            }
        }
        return n;
    }

    /** What the identifier reads of an article with a body ({@link TextSample}). */
    public String sample(String title, String body) {
        return TextSample.of(title, body, settings.maxChars());
    }

    /** The models of these candidates, read by the first caller while the others wait. */
    private ScriptModels models(List<String> languages) {
        ModelsKey key = new ModelsKey(languages, settings.margin(), settings.finalists());
        ScriptModels m = MODELS.get(key);
        return m != null ? m : MODELS.computeIfAbsent(key, k -> new ScriptModels(k.languages(),
                TABLES.computeIfAbsent(k.languages(), NgramTable::load), k.margin(), k.finalists()));
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
