package com.newsx.extractor.article;


import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.List;

/**
 * Line-block distribution with title location (seed paper: improved Chinese news body extraction based on
 * line-block distribution). The page is preprocessed into lines; a <em>block</em> is a line of at least
 * {@code line-block.min-chars} characters holding at least {@code line-block.min-punctuation} sentence marks.
 * The body starts at the first block in the first half of the page whose longest common subsequence with the
 * title reaches {@code line-block.title-lcs-min}, and ends at the last such block in the second half; all lines
 * between are merged. Without a title the classic line-block distribution is used: block lengths summed over a
 * window of {@code line-block.window-lines} lines, and the body is the run of windows above
 * {@code line-block.window-min-chars} around the longest one (the steep rise and fall of the distribution).
 */
public final class LineBlockExtractor {
    public static final String NAME = "line-block";

    private final int minChars;
    private final int minPunct;
    private final int minLcs;
    private final int window;
    private final int windowMinChars;

    public LineBlockExtractor(LineBlockSettings settings) {
        this.minChars = settings.minChars();
        this.minPunct = settings.minPunctuation();
        this.minLcs = settings.titleLcsMin();
        this.window = settings.windowLines();
        this.windowMinChars = settings.windowMinChars();
    }

    public BodyResult extract(DomIndex index, String title) {
        List<TextLine> lines = index.lines();
        if (lines.isEmpty()) {
            return BodyResult.empty(NAME, "no text lines");
        }
        boolean[] block = new boolean[lines.size()];
        boolean anyBlock = false;
        for (int i = 0; i < lines.size(); i++) {
            block[i] = isBlock(lines.get(i));
            anyBlock |= block[i];
        }
        if (!anyBlock) {
            return BodyResult.empty(NAME, "no line blocks");
        }
        if (title != null && !title.isBlank()) {
            BodyResult located = locateByTitle(lines, block, TitleTokens.of(title));
            if (located != null) {
                return located;
            }
        }
        return distribution(lines, block);
    }

    boolean isBlock(TextLine line) {
        return line.chars() >= minChars && line.punct() >= minPunct;
    }

    /** Start: first block in the first half related to the title; end: last such block in the second half. */
    private BodyResult locateByTitle(List<TextLine> lines, boolean[] block, List<String> title) {
        int half = lines.size() / 2;
        Set<String> titleSet = new HashSet<>(title);
        int start = -1;
        for (int i = 0; i < half && start < 0; i++) {
            if (block[i] && relatedToTitle(lines.get(i), title, titleSet)) {
                start = i;
            }
        }
        int end = -1;
        for (int i = lines.size() - 1; i >= half && end < 0; i--) {
            if (block[i] && relatedToTitle(lines.get(i), title, titleSet)) {
                end = i;
            }
        }
        if (start < 0 && end < 0) {
            return null;
        }
        if (start < 0) {
            start = firstBlock(block, 0);
        }
        if (end < 0) {
            end = lastBlock(block, lines.size() - 1);
        }
        if (end < start) {
            return null;
        }
        return new BodyResult(range(start, end), NAME,
                "title-located lines " + start + ".." + end + " of " + lines.size());
    }

    private boolean relatedToTitle(TextLine line, List<String> title, Set<String> titleSet) {
        // Tokens absent from the title cannot be part of a common subsequence; dropping them first keeps the
        // dynamic programme small on long lines without changing its result.
        List<String> tokens = TitleTokens.of(line.text());
        tokens.removeIf(t -> !titleSet.contains(t));
        return tokens.size() >= minLcs && TitleTokens.lcs(title, tokens) >= minLcs;
    }

    /** Classic distribution: the run of k-line windows above the threshold around the longest window. */
    private BodyResult distribution(List<TextLine> lines, boolean[] block) {
        int n = lines.size();
        int[] win = new int[n];
        int best = 0;
        for (int i = 0; i < n; i++) {
            int sum = 0;
            for (int j = i; j < Math.min(n, i + window); j++) {
                sum += block[j] ? lines.get(j).chars() : 0;
            }
            win[i] = sum;
            if (sum > win[best]) {
                best = i;
            }
        }
        if (win[best] < windowMinChars) {
            return BodyResult.empty(NAME, "no window reaches " + windowMinChars + " chars");
        }
        int start = best;
        while (start > 0 && win[start - 1] >= windowMinChars) {
            start--;
        }
        int end = best;
        while (end + 1 < n && win[end + 1] >= windowMinChars) {
            end++;
        }
        // A window starting at `end` reaches k-1 lines further; keep only up to its last block line.
        end = lastBlock(block, Math.min(n - 1, end + window - 1));
        start = firstBlock(block, start);
        return new BodyResult(range(start, Math.max(start, end)), NAME,
                "distribution peak at line " + best + ", lines " + start + ".." + end);
    }

    private static int firstBlock(boolean[] block, int from) {
        for (int i = from; i < block.length; i++) {
            if (block[i]) {
                return i;
            }
        }
        return from;
    }

    private static int lastBlock(boolean[] block, int from) {
        for (int i = from; i >= 0; i--) {
            if (block[i]) {
                return i;
            }
        }
        return from;
    }

    private static List<Integer> range(int start, int end) {
        List<Integer> out = new ArrayList<>(end - start + 1);
        for (int i = start; i <= end; i++) {
            out.add(i);
        }
        return out;
    }
}
