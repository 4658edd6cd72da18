package com.newsx.extractor.article;


import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Drops the blocks beside the story's own container. Page builders and blog themes put the story in one container
 * (the post's content division) and add their furniture beside it as sibling blocks: after it a call to action
 * ("Book a free demo"), a form, an author box, a topic line, a teaser column; before it a date, an affiliate notice,
 * a table of contents or "key highlights". The region keeps them when they share the story's parent. Wording cannot
 * tell them apart (the same "Get in touch" closes half the stories themselves); the structure can: the story's
 * container holds nearly all the prose and the siblings little.
 *
 * <p>Among the children of the kept lines' common ancestor, the <em>story container</em> is the one holding the
 * most prose. When it is itself a container (a division or section, not a paragraph, list or heading), holds at
 * least {@code filter.story-container.min-share} of the kept prose, and no other child is a paragraph-level block
 * with prose (then the ancestor is the story's own container and its children are the story's paragraphs), the kept
 * blocks after it are dropped when they hold at most {@code filter.story-container.after-max-share} of the story
 * container's prose, and those before it when they hold at most {@code filter.story-container.before-max-share}
 * (less: an intro paragraph may stand above the container).
 */
final class StoryContainerFilter implements LineFilter {
    /** Children that are blocks of the story's prose itself rather than containers of blocks. */
    private static final Set<String> PROSE_BLOCKS = Set.of("p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl",
            "li", "blockquote", "pre", "table", "figure");

    private final int proseMinChars;
    private final double containerMinShare;
    private final double afterMaxShare;
    private final double beforeMaxShare;

    StoryContainerFilter(FilterSettings settings, int proseMinChars) {
        this.proseMinChars = proseMinChars;
        this.containerMinShare = settings.storyContainerMinShare();
        this.afterMaxShare = settings.storyContainerAfterMaxShare();
        this.beforeMaxShare = settings.storyContainerBeforeMaxShare();
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        DomIndex index = page.index();
        List<TextLine> lines = index.lines();
        int first = LineFilter.firstKept(keep);
        int last = LineFilter.lastKept(keep);
        if (first < 0 || first == last) {
            return;
        }
        // Subtrees are contiguous in pre-order: the ancestor of the first and last kept line holds all between.
        int root = index.commonAncestor(lines.get(first).owner(), lines.get(last).owner());
        // Prose per child of the root (each child's lines are one run, in document order).
        Map<Integer, Long> proseByChild = new LinkedHashMap<>();
        int[] childOf = new int[last - first + 1];
        long totalProse = 0;
        for (int i = first; i <= last; i++) {
            if (keep[i]) {
                TextLine line = lines.get(i);
                int child = childOf(index, root, line.owner());
                childOf[i - first] = child;
                long prose = isProse(line) ? line.chars() : 0;
                proseByChild.merge(child, prose, Long::sum);
                totalProse += prose;
            }
        }
        int storyChild = -1;
        long storyProse = 0;
        for (Map.Entry<Integer, Long> e : proseByChild.entrySet()) {
            if (e.getValue() > storyProse) {
                storyChild = e.getKey();
                storyProse = e.getValue();
            }
        }
        if (proseByChild.size() < 2 || storyProse == 0 || isProseBlock(index, storyChild)
                || storyProse < containerMinShare * totalProse) {
            return;
        }
        for (Map.Entry<Integer, Long> e : proseByChild.entrySet()) {
            if (e.getKey() != storyChild && e.getValue() > 0 && isProseBlock(index, e.getKey())) {
                return; // the root is the story's own container: its children are the story's paragraphs
            }
        }
        int storyFirst = -1;
        int storyLast = -1;
        for (int i = first; i <= last; i++) {
            if (keep[i] && childOf[i - first] == storyChild) {
                storyFirst = storyFirst < 0 ? i : storyFirst;
                storyLast = i;
            }
        }
        if (proseIn(lines, keep, storyLast + 1, last) <= afterMaxShare * storyProse) {
            Arrays.fill(keep, storyLast + 1, last + 1, false);
        }
        if (proseIn(lines, keep, first, storyFirst - 1) <= beforeMaxShare * storyProse) {
            Arrays.fill(keep, first, storyFirst, false);
        }
    }

    /** Prose characters of the kept lines {@code from..to}. */
    private long proseIn(List<TextLine> lines, boolean[] keep, int from, int to) {
        long prose = 0;
        for (int i = from; i <= to; i++) {
            if (keep[i] && isProse(lines.get(i))) {
                prose += lines.get(i).chars();
            }
        }
        return prose;
    }

    /** The child of {@code root} holding element {@code el}; -1 for text standing directly in the root. */
    private static int childOf(DomIndex index, int root, int el) {
        if (el == root) {
            return -1;
        }
        int x = el;
        while (index.parent(x) != root) {
            x = index.parent(x);
            if (x < 0) {
                return -1; // not under root (torn markup can leave the common ancestor short): count it as root's text
            }
        }
        return x;
    }

    private static boolean isProseBlock(DomIndex index, int child) {
        return child < 0 || PROSE_BLOCKS.contains(index.element(child).normalName());
    }

    private boolean isProse(TextLine line) {
        return line.chars() >= proseMinChars && line.punct() >= 1 && line.linkDensity() < 0.5;
    }
}
