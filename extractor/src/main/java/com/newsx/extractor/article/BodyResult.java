package com.newsx.extractor.article;

import java.util.Arrays;
import java.util.List;

/**
 * A body chosen from the page's lines.
 *
 * @param lines     indexes into {@link DomIndex#lines()}, ascending
 * @param algorithm the algorithm that produced it
 * @param reason    why (fusion explains its choice here)
 */
public record BodyResult(List<Integer> lines, String algorithm, String reason) {
    public static BodyResult empty(String algorithm, String reason) {
        return new BodyResult(List.of(), algorithm, reason);
    }

    /** The body text, one paragraph per line. */
    public String text(DomIndex index) {
        List<TextLine> all = index.lines();
        String[] texts = new String[lines.size()];
        int n = 0;
        for (int i : lines) {
            String t = all.get(i).text();
            if (n > 0 || !t.isEmpty()) { // no break before the first text
                texts[n++] = t;
            }
        }
        // String.join sizes the text once and in its final coder: a StringBuilder copied a Chinese body three times
        // (sized in Latin-1, widened at the first Chinese character, copied out by toString)
        return String.join("\n", n == texts.length ? texts : Arrays.copyOf(texts, n));
    }
}
