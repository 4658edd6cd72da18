package com.newsx.extractor.article;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Drops headings left without their section. A heading of a related-links box, a teaser list, a newsletter form or
 * a contact block ("Zobacz także", "Mehr Themen:", "Lo último", "Read more") stays in the body when the filters before
 * have dropped what it heads (the links, the form). A heading is an h1-h6 of few characters not ending in a full stop
 * (a pull quote set in a heading tag is a sentence of the story), or a short line ending in a colon with no other
 * sentence mark (a label: "Weiterlesen:", "Kontakt:"). It heads nothing of the story when it
 * stands after the story's last kept line that is no heading, or when it stands in a box of its own whose other lines
 * all went: the smallest element holding it and the first line after it that is no heading holds no kept line but
 * headings. A label after the story's last prose line over a few bare lines heads a box closing the page (contact,
 * info) and goes with the lines under it. A heading in the
 * story's flow (a roundup's product name, whose price links went, shares its element with the sections around it)
 * stays.
 */
final class OrphanHeadingFilter implements LineFilter {
    /** A label is a line of at most this many characters ending in a colon. */
    private final int labelMaxChars;
    /** A heading element with more text than this is a paragraph set in a heading tag. */
    private final int headingMaxChars;

    /** Prose: a line of at least this many characters with a sentence mark, mostly not link text. */
    private final int proseMinChars;

    OrphanHeadingFilter(int labelMaxChars, int headingMaxChars, int proseMinChars) {
        this.labelMaxChars = labelMaxChars;
        this.headingMaxChars = headingMaxChars;
        this.proseMinChars = proseMinChars;
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        DomIndex index = page.index();
        List<TextLine> lines = index.lines();
        int n = lines.size();
        if (n == 0) {
            return; // an empty page has no heading
        }
        int[] level = new int[n];
        for (int i = 0; i < n; i++) {
            level[i] = level(index, lines.get(i));
        }
        int lastStory = -1; // the last kept line that is no heading: where the story ends
        for (int i = n - 1; i >= 0 && lastStory < 0; i--) {
            if (keep[i] && level[i] == 0) {
                lastStory = i;
            }
        }
        dropTrailingLabelBox(index, lines, keep, level);
        int[] nextContent = new int[n]; // per line, the first line after it that is no heading: what it heads
        nextContent[n - 1] = n - 1;
        for (int i = n - 2; i >= 0; i--) {
            nextContent[i] = level[i + 1] == 0 ? i + 1 : nextContent[i + 1];
        }
        // Whether a box keeps a line that is no heading; only headings change here, so a box is read once.
        Map<Integer, Boolean> keptInBox = new HashMap<>();
        for (int i = 0; i < n; i++) {
            if (!keep[i] || level[i] == 0 || i + 1 >= n) {
                continue;
            }
            // after the story's last line a heading heads nothing of it; inside the story, one in a box of its own
            // (a related box, a teaser list) heads nothing of it once the box's other lines went: the smallest element
            // holding it and what it heads keeps nothing but headings (a product name among a roundup's sections,
            // its price links dropped, shares its element with the sections around it and stays)
            int heading = i;
            int box = index.commonAncestor(lines.get(i).owner(), lines.get(nextContent[i]).owner());
            if (lastStory >= 0 && i > lastStory
                    || !keptInBox.computeIfAbsent(box, b -> keepsContent(index, lines, keep, level, b, heading))) {
                keep[i] = false;
            }
        }
    }

    /**
     * A label after the story's last prose line over a few bare lines (no sentence mark, no list item) heads a contact
     * or info box closing the page ("Kontakt:" over a name and a phone number): it goes with the lines under it. A
     * timetable or an address the story closes with ends in a sentence ("Be there!") or is a list, and stays.
     */
    private void dropTrailingLabelBox(DomIndex index, List<TextLine> lines, boolean[] keep, int[] level) {
        int lastProse = -1;
        for (int i = keep.length - 1; i >= 0 && lastProse < 0; i--) {
            if (keep[i] && isProse(lines.get(i))) {
                lastProse = i;
            }
        }
        for (int i = lastProse + 1; lastProse >= 0 && i < keep.length; i++) {
            if (keep[i] && level[i] == 7) {
                if (!bareLinesUnder(index, lines, keep, i)) {
                    return;
                }
                for (int j = i; j < keep.length; j++) {
                    keep[j] = false;
                }
                return;
            }
        }
    }

    /** A box's lines: at most {@link #BOX_MAX_LINES}, no list item (a list is the story's), no sentence mark at all. */
    private static boolean bareLinesUnder(DomIndex index, List<TextLine> lines, boolean[] keep, int label) {
        int n = 0;
        for (int j = label + 1; j < keep.length; j++) {
            if (!keep[j]) {
                continue;
            }
            if (++n > BOX_MAX_LINES || lines.get(j).sentenceMarks() > 0
                    || index.element(lines.get(j).owner()).nameIs("li")) {
                return false;
            }
        }
        return true;
    }

    private static final int BOX_MAX_LINES = 5;

    private boolean isProse(TextLine line) {
        return line.chars() >= proseMinChars && line.punct() >= 1 && line.linkDensity() < 0.5;
    }

    /** Whether element {@code box}, whose lines run around line {@code at}, keeps a line that is no heading. */
    private static boolean keepsContent(DomIndex index, List<TextLine> lines, boolean[] keep, int[] level, int box,
                                        int at) {
        for (int j = at - 1; j >= 0 && index.contains(box, lines.get(j).owner()); j--) {
            if (keep[j] && level[j] == 0) {
                return true;
            }
        }
        for (int j = at + 1; j < lines.size() && index.contains(box, lines.get(j).owner()); j++) {
            if (keep[j] && level[j] == 0) {
                return true;
            }
        }
        return false;
    }

    /** A full stop at the end: a sentence set in a heading tag (a pull quote), no heading. */
    private static boolean endsASentence(String text) {
        return text.endsWith(".") && !text.endsWith("...") || text.endsWith("。");
    }

    /** 1-6 for a heading line, 7 for a label, 0 for any other line. */
    private int level(DomIndex index, TextLine line) {
        String tag = index.element(line.owner()).normalName();
        String text = line.text();
        if (tag.length() == 2 && tag.charAt(0) == 'h' && tag.charAt(1) >= '1' && tag.charAt(1) <= '6'
                && line.chars() <= headingMaxChars && !endsASentence(text)) {
            return tag.charAt(1) - '0';
        }
        if (text.length() <= labelMaxChars && line.sentenceMarks() == 1
                && (text.endsWith(":") || text.endsWith("："))) {
            return 7;
        }
        return 0;
    }
}
