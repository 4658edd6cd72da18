package com.newsx.extractor.article;

import org.jsoup.nodes.Element;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The cleaned page's index with the landmark elements resolved to index positions (-1 when absent or removed
 * by cleaning), shared by the filters of fusion.
 */
public final class PageContext {
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private final DomIndex index;
    private final Landmarks landmarks;
    private final int title;
    private final int time;
    private final List<Integer> meta = new ArrayList<>();
    private final String description;

    /**
     * @param maxLandmarkChars a landmark element holding more text than this is a container the field extractor
     *                         settled on, not a headline or byline line; it is ignored so it cannot take the
     *                         body with it
     * @param description      the page's meta description, or null
     */
    public PageContext(DomIndex index, Landmarks landmarks, int maxLandmarkChars, String description) {
        this.index = index;
        this.description = description == null ? null : SPACES.matcher(description.trim()).replaceAll(" ");
        this.landmarks = landmarks;
        int headline = small(index.indexOf(landmarks.titleElement()), maxLandmarkChars);
        this.title = headline >= 0 ? headline : firstH1(maxLandmarkChars);
        this.time = small(index.indexOf(landmarks.timeElement()), maxLandmarkChars);
        for (Element el : landmarks.metaElements()) {
            int i = small(index.indexOf(el), maxLandmarkChars);
            if (i >= 0) {
                meta.add(i);
            }
        }
    }

    /** Without a headline element from the fields, the page's first {@code <h1>} anchors the article. */
    private int firstH1(int maxChars) {
        for (int i = 0; i < index.size(); i++) {
            if ("h1".equals(index.element(i).normalName()) && index.chars(i) > 0) {
                return small(i, maxChars);
            }
        }
        return -1;
    }

    private int small(int el, int maxChars) {
        return el >= 0 && index.chars(el) <= maxChars ? el : -1;
    }

    /** The page's meta description (og:description or description), whitespace-normalised, or null. */
    public String description() {
        return description;
    }

    /** The story's text as the page's structured data states it, or null: evidence for the region, never the body. */
    public String storyText() {
        return landmarks.storyText();
    }

    public DomIndex index() {
        return index;
    }

    public String title() {
        return landmarks.title();
    }

    /** Index of the headline element, or -1. */
    public int titleElement() {
        return title;
    }

    public int timeElement() {
        return time;
    }

    public List<Integer> metaElements() {
        return meta;
    }

    /** The last line of the headline element, or -1 when there is none. */
    public int titleLine() {
        return lastLineOf(title, true);
    }

    /**
     * The last line of an element: of the blocks inside it, or, for an inline element inside a block when
     * {@code inline} (a headline in {@code <font><b>} within the cell of a table layout), the block's line that shows
     * its text; -1 when none does. (A dateline span is not looked for so: inside a paragraph of the story, it would
     * bound the story by its own text.)
     */
    public int lastLineOf(int el, boolean inline) {
        if (el < 0) {
            return -1;
        }
        List<TextLine> lines = index.lines();
        int last = -1;
        boolean holders = false;
        for (int i = 0; i < lines.size(); i++) {
            int owner = lines.get(i).owner();
            if (index.contains(el, owner)) {
                last = i;
            } else if (owner > index.end(el)) {
                break;
            } else {
                holders |= index.contains(owner, el);
            }
        }
        return last >= 0 || !holders || !inline ? last : inlineLine(el);
    }

    /**
     * The line of the innermost block holding an inline element that shows the element's text; -1 when none does.
     */
    private int inlineLine(int el) {
        String shown = com.newsx.extractor.text.WhiteSpace.collapse(index.element(el).text());
        if (shown.isEmpty()) {
            return -1;
        }
        List<TextLine> lines = index.lines();
        int found = -1;
        for (int i = 0; i < lines.size() && lines.get(i).owner() <= el; i++) {
            int owner = lines.get(i).owner();
            if (index.contains(owner, el) && (found < 0 || owner > lines.get(found).owner())
                    && lines.get(i).text().contains(shown)) {
                found = i;
            }
        }
        return found;
    }
}
