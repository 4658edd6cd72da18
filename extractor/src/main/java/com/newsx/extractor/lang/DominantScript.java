package com.newsx.extractor.lang;

/**
 * The script most of a text's letters are written in (each weighed by {@link Script#weight()}), which decides the
 * candidate languages: a German article naming a Russian town is Latin, a Chinese one quoting English is Han.
 */
final class DominantScript {
    /**
     * Japanese writes kana among its ideographs, typically a third or more of them; Chinese text carries at most a
     * stray katakana name. This share of kana in Han and kana together, or more, makes them Japanese.
     */
    static final double KANA_SHARE = 0.1;

    private static final Script[] SCRIPTS = Script.values();

    private DominantScript() {
    }

    /** The dominant script of the text, or null when it has no letter of a script Lingua has languages for. */
    static Script of(CharSequence text) {
        int[] weights = new int[SCRIPTS.length];
        for (int i = 0; i < text.length(); ) {
            int cp = Character.codePointAt(text, i);
            i += Character.charCount(cp);
            if (Character.isLetter(cp)) {
                Script s = Script.of(cp);
                if (s != null) {
                    weights[s.ordinal()] += s.weight();
                }
            }
        }
        int han = weights[Script.HAN.ordinal()];
        int kana = weights[Script.KANA.ordinal()];
        if (kana > 0 && kana >= KANA_SHARE * (han + kana)) {
            weights[Script.KANA.ordinal()] += han;
            weights[Script.HAN.ordinal()] = 0;
        } else {
            weights[Script.HAN.ordinal()] += kana;
            weights[Script.KANA.ordinal()] = 0;
        }
        Script best = null;
        for (Script s : SCRIPTS) {
            if (weights[s.ordinal()] > 0 && (best == null || weights[s.ordinal()] > weights[best.ordinal()])) {
                best = s;
            }
        }
        return best;
    }
}
