package com.newsx.extractor.article;


import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Drops a second copy of a passage: a run of kept lines that repeats, line for line, an earlier run that ends
 * before it starts, when the copy is long and a large share of the kept text. Responsive layouts render the
 * whole story (or its table of contents) once per screen size and hide all but one with CSS, which is not read
 * here. Single repeated lines (a heading, "Pros", a pull quote) and repeated cards or rows stay: an article
 * repeats those, never a whole passage.
 */
final class DuplicateBlockFilter implements LineFilter {
    private final int minChars;
    private final double minShare;

    DuplicateBlockFilter(FilterSettings settings) {
        this.minChars = settings.duplicateBlocksMinChars();
        this.minShare = settings.duplicateBlocksMinShare();
    }

    /**
     * A line as a map key, hashed on its length and at most {@link #SAMPLES} of its characters: String's own hash
     * reads every character of each kept line (long paragraphs, nearly all distinct), which was most of this step.
     * Equal only when the texts are.
     */
    private record LineKey(String text, int hash) {
        static final int SAMPLES = 32;

        static LineKey of(String text) {
            int n = text.length();
            int h = n;
            int step = Math.max(1, n / SAMPLES);
            for (int i = 0; i < n; i += step) {
                h = 31 * h + text.charAt(i);
            }
            return new LineKey(text, h);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof LineKey k && k.hash == hash && k.text.equals(text);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        List<TextLine> lines = page.index().lines();
        List<Integer> kept = new ArrayList<>();
        long keptChars = 0;
        for (int i = 0; i < keep.length; i++) {
            if (keep[i]) {
                kept.add(i);
                keptChars += lines.get(i).chars();
            }
        }
        double threshold = Math.max(minChars, minShare * keptChars);
        Map<LineKey, Integer> first = new HashMap<>();
        int k = 0;
        while (k < kept.size()) {
            String text = lines.get(kept.get(k)).text();
            Integer p = first.putIfAbsent(LineKey.of(text), k);
            if (p == null) {
                k++;
                continue;
            }
            // The copy goes on while it matches the earlier run line for line, and never overlaps it.
            int m = 0;
            long chars = 0;
            while (k + m < kept.size() && p + m < k
                    && lines.get(kept.get(p + m)).text().equals(lines.get(kept.get(k + m)).text())) {
                chars += lines.get(kept.get(k + m)).chars();
                m++;
            }
            if (chars >= threshold) {
                for (int j = k; j < k + m; j++) {
                    keep[kept.get(j)] = false;
                }
            }
            for (int j = k; j < k + m; j++) {
                first.putIfAbsent(LineKey.of(lines.get(kept.get(j)).text()), j);
            }
            k += Math.max(m, 1);
        }
    }
}
