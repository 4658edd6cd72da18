package com.newsx.extractor.lang;

import java.lang.Character.UnicodeScript;
import java.util.List;

/**
 * The writing systems Lingua 1.2.2 has languages for, each with its living ones (ISO 639-1). A script of one
 * language names it outright; Latin, Cyrillic, Arabic and Devanagari need the n-gram models to choose among theirs.
 * Han is Chinese unless kana stand among the ideographs ({@link DominantScript}): Japanese writes both.
 */
enum Script {
    LATIN("af sq az eu nb bs ca hr cs da nl en eo et fi fr lg de hu is id ga it lv lt ms mi nn pl pt ro sn sk sl so st"
            + " es sw sv tl ts tn tr vi cy xh yo zu"), // not Latin (la): no living language
    CYRILLIC("be bg kk mk mn ru sr uk"),
    ARABIC("ar fa ur"),
    DEVANAGARI("hi mr"),
    HAN("zh"),
    KANA("ja"),
    HANGUL("ko"),
    GREEK("el"),
    HEBREW("he"),
    THAI("th"),
    ARMENIAN("hy"),
    GEORGIAN("ka"),
    BENGALI("bn"),
    GUJARATI("gu"),
    GURMUKHI("pa"),
    TAMIL("ta"),
    TELUGU("te");

    private final List<String> languages;

    Script(String languages) {
        this.languages = List.of(languages.split(" "));
    }

    /** The ISO 639-1 codes of the languages written in this script that Lingua knows. */
    List<String> languages() {
        return languages;
    }

    /**
     * How much a letter of this script says: an ideograph or a Hangul block is a syllable or a word, worth about two
     * letters of an alphabet, so that a Chinese article quoting an English name stays Chinese.
     */
    int weight() {
        return this == HAN || this == KANA || this == HANGUL ? 2 : 1;
    }

    /** The script of a letter, or null for one of a script no language of Lingua's is written in. */
    static Script of(int codePoint) {
        if (codePoint < 0x250) {
            return LATIN; // the callers pass letters only: below U+0250 all are Latin but µ, which tells nothing anyway
        }
        return switch (UnicodeScript.of(codePoint)) {
            case LATIN -> LATIN;
            case CYRILLIC -> CYRILLIC;
            case ARABIC -> ARABIC;
            case DEVANAGARI -> DEVANAGARI;
            case HAN -> HAN;
            case HIRAGANA, KATAKANA -> KANA;
            case HANGUL -> HANGUL;
            case GREEK -> GREEK;
            case HEBREW -> HEBREW;
            case THAI -> THAI;
            case ARMENIAN -> ARMENIAN;
            case GEORGIAN -> GEORGIAN;
            case BENGALI -> BENGALI;
            case GUJARATI -> GUJARATI;
            case GURMUKHI -> GURMUKHI;
            case TAMIL -> TAMIL;
            case TELUGU -> TELUGU;
            default -> null;
        };
    }
}
