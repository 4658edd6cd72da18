package com.newsx.extractor.text;

/**
 * Repairs UTF-8 that was decoded as windows-1252 (or Latin-1) before the page was written: "â€™" for "’",
 * "Ã©" for "é". Some pages carry such text in their own bytes, so no charset choice can fix it. A run is only
 * replaced when its characters, taken back to bytes, form one well-formed UTF-8 sequence, and a page is only
 * touched when at least {@link #MIN_REPAIRS} runs of its text do: single accented letters next to symbols stay
 * as written.
 */
public final class DoubleEncoding {
    static final int MIN_REPAIRS = 2;

    private DoubleEncoding() {
    }

    /** {@code text} with its double-encoded runs decoded, or {@code text} itself when there is no clear case. */
    public static String repair(String text) {
        return repair(text, MIN_REPAIRS);
    }

    /**
     * Whether the page's texts hold at least {@link #MIN_REPAIRS} double-encoded runs together. Runs are counted in
     * place: a run never spans two texts, and copying a whole body to learn that it has none cost as much as
     * everything else the article step allocates.
     */
    public static boolean evident(String... texts) {
        int runs = 0;
        for (String t : texts) {
            if (t == null || !hasLeadCandidate(t)) {
                continue;
            }
            for (int i = 0, n = t.length(); i < n; ) {
                int cp = runAt(t, i);
                if (cp >= 0) {
                    if (++runs >= MIN_REPAIRS) {
                        return true;
                    }
                    i += runLength(t.charAt(i));
                } else {
                    i++;
                }
            }
        }
        return false;
    }

    /** {@code text} with every double-encoded run decoded (the page's evidence was weighed already). */
    public static String repairAll(String text) {
        return repair(text, 1);
    }

    private static String repair(String text, int minRepairs) {
        if (text == null || !hasLeadCandidate(text)) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int repairs = 0;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            int cp = runAt(text, i);
            if (cp >= 0) {
                out.appendCodePoint(cp);
                repairs++;
                i += runLength(c);
                continue;
            }
            out.append(c);
            i++;
        }
        return repairs >= minRepairs ? out.toString() : text;
    }

    /**
     * The code point of the double-encoded run that starts at {@code i}, or -1: its characters, taken back to bytes,
     * are one well-formed, shortest-form UTF-8 sequence of a code point that is not a surrogate.
     */
    private static int runAt(String text, int i) {
        char c = text.charAt(i);
        int lead = c >= 0xC2 && c <= 0xF4 ? c : -1;
        int need = lead < 0 ? 0 : runLength(c) - 1;
        if (need == 0 || i + need >= text.length()) {
            return -1;
        }
        int cp = lead & (need == 1 ? 0x1F : need == 2 ? 0x0F : 0x07);
        for (int k = 1; k <= need; k++) {
            int b = byteOf(text.charAt(i + k));
            if (b < 0x80 || b > 0xBF) {
                return -1;
            }
            cp = (cp << 6) | (b & 0x3F);
        }
        // Shortest form only, no surrogates: what a UTF-8 encoder would have written.
        int min = need == 1 ? 0x80 : need == 2 ? 0x800 : 0x10000;
        return cp >= min && cp <= 0x10FFFF && (cp < 0xD800 || cp > 0xDFFF) ? cp : -1;
    }

    /** The characters of a run whose lead is {@code lead} (0xC2-0xF4). */
    private static int runLength(char lead) {
        return lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    }

    private static boolean hasLeadCandidate(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0xC2 && c <= 0xF4) {
                return true;
            }
        }
        return false;
    }

    /** The byte windows-1252 (or Latin-1, for its C1 controls) writes as {@code c}, or -1. */
    private static int byteOf(char c) {
        if (c >= 0x80 && c <= 0xFF) {
            return c;
        }
        return switch (c) {
            case '€' -> 0x80;
            case '‚' -> 0x82;
            case 'ƒ' -> 0x83;
            case '„' -> 0x84;
            case '…' -> 0x85;
            case '†' -> 0x86;
            case '‡' -> 0x87;
            case 'ˆ' -> 0x88;
            case '‰' -> 0x89;
            case 'Š' -> 0x8A;
            case '‹' -> 0x8B;
            case 'Œ' -> 0x8C;
            case 'Ž' -> 0x8E;
            case '‘' -> 0x91;
            case '’' -> 0x92;
            case '“' -> 0x93;
            case '”' -> 0x94;
            case '•' -> 0x95;
            case '–' -> 0x96;
            case '—' -> 0x97;
            case '˜' -> 0x98;
            case '™' -> 0x99;
            case 'š' -> 0x9A;
            case '›' -> 0x9B;
            case 'œ' -> 0x9C;
            case 'ž' -> 0x9E;
            case 'Ÿ' -> 0x9F;
            default -> -1;
        };
    }
}
