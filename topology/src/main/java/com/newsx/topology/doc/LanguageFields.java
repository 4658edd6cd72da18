package com.newsx.topology.doc;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * An article's title and body once more, under {@code i18n.<lang>}, where the news-articles template analyses them
 * with the stemming analyzer of the article's language ({@code i18n.de.body}: {@code newsx_german} of es-analysis), so
 * that a search for "Wahlen" finds an article about "die Wahl". The fields {@code title} and {@code body} stay as they
 * are, for every language. Only the article's own language gets the copy: every body through every language's
 * analyzer would multiply the crawl's indexing work, and a word stemmed by the wrong language's rules finds nothing
 * it should. The copies stay in the stored {@code _source}: left out of it, Elasticsearch stored every document's
 * whole source a second time for recovery ({@code _recovery_source}), and a partial update or a reindex lost them.
 *
 * <p>Chinese has its analyzers in the fields themselves, and English none here: its words are matched as written by
 * the fields every article has, and a stemmed copy would change what English queries find.
 */
public final class LanguageFields {
    /** The object of the copies in the document and the mapping. */
    public static final String FIELD = "i18n";

    /**
     * A language's ISO 639-1 code to its key under {@link #FIELD}, for the languages the template maps. Norwegian
     * Bokmål and Nynorsk share Lucene's Norwegian analyzer.
     */
    static final Map<String, String> KEYS = Map.ofEntries(
            Map.entry("de", "de"), Map.entry("fr", "fr"), Map.entry("es", "es"), Map.entry("it", "it"),
            Map.entry("pt", "pt"), Map.entry("nl", "nl"), Map.entry("ru", "ru"), Map.entry("pl", "pl"),
            Map.entry("sv", "sv"), Map.entry("da", "da"), Map.entry("no", "no"), Map.entry("nb", "no"),
            Map.entry("nn", "no"), Map.entry("fi", "fi"), Map.entry("cs", "cs"), Map.entry("hu", "hu"),
            Map.entry("ro", "ro"), Map.entry("el", "el"), Map.entry("bg", "bg"), Map.entry("tr", "tr"));

    private LanguageFields() {
    }

    /**
     * The key under {@link #FIELD} of the language {@code lang} ({@code de}; a region, {@code pt-BR}, is no
     * matter); empty for a language without a stemming analyzer here, and for none.
     */
    public static Optional<String> key(String lang) {
        if (lang == null) {
            return Optional.empty();
        }
        String primary = lang.trim().toLowerCase(Locale.ROOT).split("[-_]", 2)[0];
        return Optional.ofNullable(KEYS.get(primary));
    }

    /**
     * Adds to the article document {@code doc} the copies of its {@code title} and {@code body} for its {@code lang}
     * (replacing any made before); a document of another language, or of none, is left as it is.
     */
    public static void add(Map<String, Object> doc) {
        Object lang = doc.get("lang");
        Optional<String> key = key(lang instanceof String s ? s : null);
        doc.remove(FIELD);
        if (key.isEmpty()) {
            return;
        }
        Map<String, Object> copies = new LinkedHashMap<>();
        for (String field : new String[] {"title", "body"}) {
            if (doc.get(field) instanceof String text && !text.isBlank()) {
                copies.put(field, text);
            }
        }
        if (!copies.isEmpty()) {
            doc.put(FIELD, Map.of(key.get(), copies));
        }
    }
}
