package com.newsx.extractor.records;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The words a results page was asked for: the value of its search box, else the search parameter of its URL. The
 * results list is the repeated structure whose records carry them; a menu, a sidebar of links or a tag cloud does not.
 */
public final class SearchQuery {
    public static final SearchQuery NONE = new SearchQuery(List.of());
    /** A query is a few words: a box holding more is a message or a prefilled text, not a search. */
    private static final int MAX_CHARS = 80;
    /** URL parameters that carry a search ("q", "keywords", "search_query", "wd", "ss" ...). */
    private static final Pattern QUERY_PARAMETER = Pattern.compile(
            "(?i)q|qt|query|k|kw|kwd|keywords?|wd|word|words|w|s|ss|st|term|terms|text|search.*|.*query|.*keywords?");
    /** Words too common to tell a list by. */
    private static final Set<String> STOP_WORDS = Set.of("the", "and", "for", "of", "in", "on", "to", "with", "an",
            "at", "by", "or", "de", "la", "le", "el", "en", "und", "der", "die", "das");
    /** A record's word is the query's word with an ending of at most this many letters ("-s", "-ing"). */
    private static final int MAX_ENDING = 3;

    private final List<String> words;

    private SearchQuery(List<String> words) {
        this.words = words;
    }

    /** The words of the given phrases (search box values); NONE when they hold none. */
    public static SearchQuery of(Collection<String> phrases) {
        List<String> words = new ArrayList<>();
        for (String p : phrases) {
            if (p == null || p.length() > MAX_CHARS || p.contains("://")) {
                continue;
            }
            for (String w : tokens(p)) {
                if (!words.contains(w) && (isCjk(w) || w.length() >= 2 && !STOP_WORDS.contains(w))) {
                    words.add(w);
                }
            }
        }
        return words.isEmpty() ? NONE : new SearchQuery(List.copyOf(words));
    }

    /** The words of the URL's search parameters; NONE when it has none. */
    public static SearchQuery fromUrl(String url) {
        int q = url == null ? -1 : url.indexOf('?');
        if (q < 0) {
            return NONE;
        }
        int end = url.indexOf('#', q);
        List<String> values = new ArrayList<>();
        for (String pair : url.substring(q + 1, end < 0 ? url.length() : end).split("[&;]")) {
            int eq = pair.indexOf('=');
            if (eq > 0 && QUERY_PARAMETER.matcher(pair.substring(0, eq)).matches()) {
                try {
                    values.add(URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
                } catch (IllegalArgumentException e) {
                    // a malformed escape: not a query a reader typed
                }
            }
        }
        return of(values);
    }

    /** The words, space-separated (how a page carries its query between processes); "" for none. */
    public String text() {
        return String.join(" ", words);
    }

    /** The query of {@link #text()}. */
    public static SearchQuery ofText(String text) {
        return text == null || text.isBlank() ? NONE : of(List.of(text));
    }

    public boolean isEmpty() {
        return words.isEmpty();
    }

    /** Whether the text holds one of the words, or one of them with an ending. */
    public boolean carriedBy(String text) {
        if (words.isEmpty() || text.isEmpty()) {
            return false;
        }
        List<String> tokens = tokens(text);
        for (String w : words) {
            for (String t : tokens) {
                if (matches(w, t)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean matches(String word, String token) {
        if (isCjk(word)) {
            // a run of CJK characters: any two in a row of the query's ("数码相机" and "相机")
            for (int i = 0; i + 1 < word.length() || i == 0 && word.length() == 1; i++) {
                if (token.contains(word.substring(i, Math.min(word.length(), i + 2)))) {
                    return true;
                }
            }
            return false;
        }
        // the word itself or an ending added to it ("drill", "drills", "drilling"); not a shorter word ("shop" is not
        // "shopping")
        return token.startsWith(word) && token.length() - word.length() <= MAX_ENDING;
    }

    /** Lower-cased runs of letters or digits; a run of CJK characters is one token. */
    private static List<String> tokens(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean curCjk = false;
        String lower = s.toLowerCase(Locale.ROOT);
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            boolean cjk = Character.isIdeographic(c);
            if (Character.isLetterOrDigit(c)) {
                if (cur.length() > 0 && cjk != curCjk) {
                    out.add(cur.toString());
                    cur.setLength(0);
                }
                cur.append(c);
                curCjk = cjk;
            } else if (cur.length() > 0) {
                out.add(cur.toString());
                cur.setLength(0);
            }
        }
        if (cur.length() > 0) {
            out.add(cur.toString());
        }
        return out;
    }

    private static boolean isCjk(String w) {
        return !w.isEmpty() && Character.isIdeographic(w.charAt(0));
    }
}
