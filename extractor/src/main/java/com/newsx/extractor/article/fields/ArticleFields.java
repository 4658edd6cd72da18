package com.newsx.extractor.article.fields;

import java.util.List;
import org.jsoup.nodes.Element;

/**
 * The fields of one article page.
 *
 * @param title        the headline as shown on the page, or null
 * @param titleElement the element holding the headline, or null when it came from metadata only
 * @param publishTime  ISO 8601 date or date-time, keeping the page's own local time and its offset only if the
 *                     page states one; null if none
 * @param timeElement  the element the publish time was read from, or null
 * @param author       the byline author; the 来源 source when there is no byline; null if neither
 * @param source       the 来源 (source) shown, or null
 * @param metaElements the smallest elements holding the byline, dateline, 来源/作者/责任编辑 lines: the body
 *                     extractor leaves them out of the body
 * @param updateOnly   the publish time is an "Updated ..." date, the only one shown: no evidence of an article
 * @param authorFallback the author is a fallback (the site's name, an author box far from the headline), no byline:
 *                     no evidence of an article either
 * @param storyText    the story's text as the page's structured data states it (JSON-LD articleBody, a recipe's
 *                     steps, microdata articleBody), null when none: evidence of where the body is, not the body
 */
public record ArticleFields(String title, Element titleElement, String publishTime, Element timeElement,
                            String author, String source, List<Element> metaElements, boolean updateOnly,
                            boolean authorFallback, String storyText) {
    public ArticleFields {
        metaElements = metaElements == null ? List.of() : List.copyOf(metaElements);
    }

    /** No field found. */
    public static ArticleFields empty() {
        return new ArticleFields(null, null, null, null, null, null, List.of(), false, false, null);
    }
}
