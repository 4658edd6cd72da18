package com.newsx.extractor.article;

import com.newsx.extractor.config.ExtractorConfig;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Drops the blocks that follow the story's own container. Page builders and blog themes put the story in one
 * container (the post's content division) and add their furniture beside it as sibling blocks: a call to action
 * ("Book a free demo"), a form, an author box, a topic line, a teaser column. The region keeps them when they
 * share the story's parent. Wording cannot tell them apart (the same "Get in touch" closes half the stories
 * themselves); the structure can: the story's container holds nearly all the prose and the siblings after it
 * little.
 *
 * <p>Among the children of the kept lines' common ancestor, the <em>story container</em> is the one holding the
 * most prose. When it is itself a container (a division or section, not a paragraph, list or heading), holds at
 * least {@code filter.storyTail.container.min.share} of the kept prose, no other child is a paragraph-level block
 * with prose (then the ancestor is the story's own container and its children are the story's paragraphs), and the
 * kept blocks after it hold at most {@code filter.storyTail.max.share} of the story container's prose, those
 * blocks are dropped.
 */
final class StoryContainerTailFilter implements LineFilter {
    /** Children that are blocks of the story's prose itself rather than containers of blocks. */
    private static final Set<String> PROSE_BLOCKS = Set.of("p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl",
            "li", "blockquote", "pre", "table", "figure");

    private final int proseMinChars;
    private final double containerMinShare;
    private final double tailMaxShare;

    StoryContainerTailFilter(ExtractorConfig config) {
        this.proseMinChars = config.getInt("region.prose.min.chars");
        this.containerMinShare = config.getDouble("filter.storyTail.container.min.share");
        this.tailMaxShare = config.getDouble("filter.storyTail.max.share");
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        DomIndex index = page.index();
        List<TextLine> lines = index.lines();
        int first = -1;
        int last = -1;
        for (int i = 0; i < keep.length; i++) {
            if (keep[i]) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        if (first < 0 || first == last) {
            return;
        }
        // Subtrees are contiguous in pre-order: the ancestor of the first and last kept line holds all between.
        int root = lines.get(first).owner();
        while (root > 0 && !index.contains(root, lines.get(last).owner())) {
            root = index.parent(root);
        }
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
        int storyLast = -1;
        for (int i = first; i <= last; i++) {
            if (keep[i] && childOf[i - first] == storyChild) {
                storyLast = i;
            }
        }
        long tailProse = 0;
        for (int i = storyLast + 1; i <= last; i++) {
            if (keep[i] && isProse(lines.get(i))) {
                tailProse += lines.get(i).chars();
            }
        }
        if (tailProse > tailMaxShare * storyProse) {
            return;
        }
        for (int i = storyLast + 1; i <= last; i++) {
            keep[i] = false;
        }
    }

    /** The child of {@code root} holding element {@code el}; -1 for text standing directly in the root. */
    private static int childOf(DomIndex index, int root, int el) {
        if (el == root) {
            return -1;
        }
        int x = el;
        while (index.parent(x) != root) {
            x = index.parent(x);
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
