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

    public PageContext(DomIndex index, Landmarks landmarks) {
        this.index = index;
        this.landmarks = landmarks;
        this.title = index.indexOf(landmarks.titleElement());
        this.time = index.indexOf(landmarks.timeElement());
        for (Element el : landmarks.metaElements()) {
            int i = index.indexOf(el);
            if (i >= 0) {
                meta.add(i);
            }
        }
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

    /** The first line at or after element {@code el} in reading order, or -1. */
    public int firstLineFrom(int el) {
        if (el < 0) {
            return -1;
        }
        List<TextLine> lines = index.lines();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).owner() >= el) {
                return i;
            }
        }
        return -1;
    }
}
