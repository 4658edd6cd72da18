package com.newsx.extractor.article;

import org.jsoup.nodes.Element;

import java.util.ArrayList;
import java.util.List;

/**
 * The cleaned page's index with the landmark elements resolved to index positions (-1 when absent or removed
 * by cleaning), shared by the filters of fusion.
 */
public final class PageContext {
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
        this.description = description == null ? null : description.trim().replaceAll("\\s+", " ");
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
        if (title < 0) {
            return -1;
        }
        List<TextLine> lines = index.lines();
        int last = -1;
        for (int i = 0; i < lines.size(); i++) {
            int owner = lines.get(i).owner();
            if (index.contains(title, owner)) {
                last = i;
            } else if (owner > index.end(title)) {
                break;
            }
        }
        return last;
    }
}
