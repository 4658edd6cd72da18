package com.newsx.extractor.article;

import org.jsoup.nodes.Element;

import java.util.List;

/**
 * What the body extractors need to know from the field extractor: the headline text and the elements of the
 * headline, the publish time and the byline/dateline/editor lines (which are never body).
 *
 * @param title        the headline, or null
 * @param titleElement the element showing the headline, or null
 * @param timeElement  the element showing the publish time, or null
 * @param metaElements byline, dateline, source and editor elements
 * @param storyText    the story's text as the page's structured data states it, or null: evidence for the region
 */
public record Landmarks(String title, Element titleElement, Element timeElement, List<Element> metaElements,
                        String storyText) {
    /** Landmarks of a page that states no story text. */
    public Landmarks(String title, Element titleElement, Element timeElement, List<Element> metaElements) {
        this(title, titleElement, timeElement, metaElements, null);
    }

    public static Landmarks none() {
        return new Landmarks(null, null, null, List.of());
    }
}
