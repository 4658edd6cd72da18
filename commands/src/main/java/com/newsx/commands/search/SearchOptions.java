package com.newsx.commands.search;

import com.newsx.args.Args;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * bin/search's command line, read without a cluster.
 *
 * @param words    the words to match (all of them); empty: everything the filters let through, newest first
 * @param size     how many news items to print
 * @param since    published within this (or, lacking a date, indexed within), or null
 * @param site     a host, exactly as crawled (news.example.com), or null
 * @param type     which documents: articles, list-page records, or both
 * @param collapse one line per story (syndicated copies share a story_id); articles only
 * @param lang     articles in this language only (ISO 639-1, "de"), or null
 */
public record SearchOptions(String es, List<String> words, int size, Duration since, String site, Type type, boolean collapse,
                            String lang) {
    /** What to search. */
    public enum Type { ARTICLE, RECORD, ALL }

    public static final String USAGE = """
            usage: bin/search [--es URL] [-n N] [--since DURATION] [--site HOST] [--lang CODE] [--type article|record] [--collapse] [WORDS...]
              Searches the extracted articles and list-page records, best matches first (without words: newest first).
              Each news item is listed once: a headline that several list pages show, and the article it links to,
              are one line.
              --since D     published within D (30m, 6h, 2d; s m h d w), or indexed within D when no date is known
              --site HOST   from this host only (as crawled, e.g. news.example.com)
              --lang CODE   articles in this language only, an ISO 639-1 code (de, en, zh); articles only
              --type T      article or record (default: both)
              --collapse    each story once (its best match; syndicated copies share a story_id); articles only
              -n N          items to print (default 10)
            """;

    private static final Args.Spec SPEC = Args.spec().values("--es", "-n", "--since", "--site", "--lang", "--type").flags("--collapse").words();

    /** The options, or null when help was asked for; throws IllegalArgumentException naming a mistake. */
    public static SearchOptions parse(String defaultEs, String... argv) {
        Args a = SPEC.parse(argv);
        if (a.help()) {
            return null;
        }
        int size;
        try {
            size = Integer.parseInt(a.value("-n", "10"));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("-n needs a number, got " + a.value("-n"));
        }
        if (size < 1 || size > 1000) {
            throw new IllegalArgumentException("-n must be 1 to 1000, got " + size);
        }
        Duration since = a.has("--since") ? Since.parse(a.value("--since")) : null;
        String site = a.has("--site") ? a.value("--site").trim().toLowerCase(Locale.ROOT) : null;
        if (site != null && (site.isEmpty() || site.contains("/"))) {
            throw new IllegalArgumentException("--site needs a host such as news.example.com, got " + a.value("--site"));
        }
        // the code the extractor writes: two lower-case letters
        String lang = a.has("--lang") ? a.value("--lang").trim().toLowerCase(Locale.ROOT) : null;
        if (lang != null && !lang.matches("[a-z]{2}")) {
            throw new IllegalArgumentException("--lang needs a two-letter ISO 639-1 code such as de, got " + a.value("--lang"));
        }
        Type type = Type.ALL;
        if (a.has("--type")) {
            type = switch (a.value("--type").toLowerCase(Locale.ROOT)) {
                case "article", "articles" -> Type.ARTICLE;
                case "record", "records" -> Type.RECORD;
                default -> throw new IllegalArgumentException("--type is article or record, got " + a.value("--type"));
            };
        }
        boolean collapse = a.has("--collapse");
        if (collapse && type == Type.RECORD) {
            throw new IllegalArgumentException("--collapse groups articles into stories; records have no story");
        }
        if (lang != null && type == Type.RECORD) {
            throw new IllegalArgumentException("--lang picks articles by their language; records have none");
        }
        List<String> words = a.words();
        if (words.isEmpty() && since == null && site == null && lang == null) {
            throw new IllegalArgumentException("give the words to look for, or --since, --site or --lang to list the newest");
        }
        boolean articles = collapse || lang != null;
        return new SearchOptions(a.value("--es", defaultEs), words, size, since, site, articles ? Type.ARTICLE : type,
                collapse, lang);
    }

    public String query() {
        return String.join(" ", words);
    }
}
