package com.newsx.extractor.article;

import org.jsoup.nodes.Element;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Drops a small tail after the story's own block. The story's paragraphs stand in one block (the post's content
 * division); what a site closes the story with inside the region - a "read this too" box, a label over a widget the
 * cleaning emptied, a teaser card, a "last updated" or feedback note - stands in blocks of its own after it. Wording
 * cannot tell them apart (the same note closes stories themselves); the structure can. The block of a line is the
 * nearest element above it that is not paragraph-level (paragraph, heading, list, quote, table, inline markup); the
 * story's block is the one holding the most prose. When it holds at least {@code filter.story-tail.min-share} of the
 * kept prose, the kept lines after its last line go when they are at most {@code filter.story-tail.max-lines} and hold
 * at most {@code filter.story-tail.max-share} of its prose. The tail stays when a line of it stands in a block of a
 * kind the story's run holds before (image wrappers with captions between the paragraphs), or is prose written as the
 * story's paragraphs (their tag and class): the story goes on there.
 */
final class StoryTailFilter implements LineFilter {
    /** Elements a paragraph of the story is made of, or is one of: not a block of their own. */
    private static final Set<String> PARAGRAPH_LEVEL = Set.of("p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol",
            "li", "dl", "dt", "dd", "blockquote", "pre", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "figure",
            "figcaption", "span", "a", "b", "strong", "em", "i", "u", "font", "small", "big", "sup", "sub", "center",
            "q", "cite", "code", "abbr", "mark", "br", "time", "label");

    private final int proseMinChars;
    private final double minShare;
    private final double maxShare;
    private final int maxLines;

    /**
     * @param minShare the story's block holds at least this share of the kept prose
     * @param maxShare the tail holds at most this share of the block's prose characters
     * @param maxLines the tail is at most this many kept lines
     */
    StoryTailFilter(int proseMinChars, double minShare, double maxShare, int maxLines) {
        this.proseMinChars = proseMinChars;
        this.minShare = minShare;
        this.maxShare = maxShare;
        this.maxLines = maxLines;
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        DomIndex index = page.index();
        List<TextLine> lines = index.lines();
        int first = LineFilter.firstKept(keep);
        if (first < 0) {
            return;
        }
        Map<Integer, Long> proseByBlock = new HashMap<>();
        int[] blockOf = new int[keep.length];
        long total = 0;
        for (int i = first; i < keep.length; i++) {
            if (keep[i]) {
                blockOf[i] = block(index, lines.get(i).owner());
                if (isProse(lines.get(i))) {
                    proseByBlock.merge(blockOf[i], (long) lines.get(i).chars(), Long::sum);
                    total += lines.get(i).chars();
                }
            }
        }
        int story = -1;
        long storyProse = 0;
        for (Map.Entry<Integer, Long> e : proseByBlock.entrySet()) {
            if (e.getValue() > storyProse) {
                story = e.getKey();
                storyProse = e.getValue();
            }
        }
        if (story < 0 || storyProse < minShare * total) {
            return;
        }
        int storyLast = -1;
        for (int i = keep.length - 1; i >= first && storyLast < 0; i--) {
            if (keep[i] && blockOf[i] == story) {
                storyLast = i;
            }
        }
        long tailChars = 0;
        int tailLines = 0;
        for (int i = storyLast + 1; i < keep.length; i++) {
            if (keep[i]) {
                tailChars += lines.get(i).chars();
                tailLines++;
            }
        }
        if (tailLines == 0 || tailLines > maxLines || tailChars > maxShare * storyProse) {
            return;
        }
        String paragraph = paragraphMarkup(index, lines, keep, first, storyLast, blockOf, story);
        for (int i = storyLast + 1; i < keep.length; i++) {
            if (!keep[i]) {
                continue;
            }
            if (inStoryFlow(index, lines, keep, first, storyLast, story, blockOf[i])) {
                return; // a block of a kind the story's paragraphs are interleaved with (an image and its caption)
            }
            if (isProse(lines.get(i)) && paragraph.equals(markup(index, lines.get(i).owner()))) {
                return; // prose written as the story's paragraphs: the story goes on in a block of its own
            }
        }
        Arrays.fill(keep, storyLast + 1, keep.length, false);
    }

    /** The tag and class of the story's paragraphs: of its prose lines holding the most prose characters. */
    private String paragraphMarkup(DomIndex index, List<TextLine> lines, boolean[] keep, int first, int storyLast,
                                   int[] blockOf, int story) {
        Map<String, Long> byMarkup = new HashMap<>();
        for (int i = first; i <= storyLast; i++) {
            if (keep[i] && blockOf[i] == story && isProse(lines.get(i))) {
                byMarkup.merge(markup(index, lines.get(i).owner()), (long) lines.get(i).chars(), Long::sum);
            }
        }
        String best = "";
        long most = 0;
        for (Map.Entry<String, Long> e : byMarkup.entrySet()) {
            if (e.getValue() > most) {
                best = e.getKey();
                most = e.getValue();
            }
        }
        return best;
    }

    private static String markup(DomIndex index, int el) {
        Element e = index.element(el);
        return e.normalName() + "." + e.className();
    }

    /**
     * Whether a block of the same tag and class as {@code block} holds a kept line inside the story's run, before its
     * last line: the story's flow is interleaved with such blocks (image wrappers with captions between paragraphs).
     */
    private static boolean inStoryFlow(DomIndex index, List<TextLine> lines, boolean[] keep, int first, int storyLast,
                                       int story, int block) {
        if (block < 0) {
            return false;
        }
        Element b = index.element(block);
        for (int i = first; i < storyLast; i++) {
            if (keep[i]) {
                int other = block(index, lines.get(i).owner());
                if (other != story && other >= 0 && index.contains(story, other)
                        && index.element(other).normalName().equals(b.normalName())
                        && index.element(other).className().equals(b.className())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The nearest element at or above {@code el} that is not paragraph-level: the block the line stands in. */
    private static int block(DomIndex index, int el) {
        int x = el;
        while (x >= 0 && PARAGRAPH_LEVEL.contains(index.element(x).normalName())) {
            x = index.parent(x);
        }
        return x;
    }

    private boolean isProse(TextLine line) {
        return line.chars() >= proseMinChars && line.punct() >= 1 && line.linkDensity() < 0.5;
    }
}
