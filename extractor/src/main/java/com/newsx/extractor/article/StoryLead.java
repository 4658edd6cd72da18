package com.newsx.extractor.article;

import com.newsx.extractor.text.DateParser;
import org.jsoup.nodes.Element;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Keeps the story's lead: prose paragraphs between the headline and the first kept line of the body. News sites of
 * every language put the lead (Vorspann, chapô, entradilla, bajada, lead) in its own container under the headline,
 * often in the article's header, and the dateline or byline between it and the rest: the region, which is the
 * container of the story's paragraphs, and the dateline bound leave it out. A line comes back when it is prose, lies
 * in the lowest container holding both the headline and the body (the article, not the page), and is neither a
 * landmark (byline, date), chrome by name, a caption nor, on a short line, boilerplate wording. Lines that only look
 * like prose stay out: a short line holding a date (a dateline the fields did not take), a list item or a second h1
 * (teaser and video headlines), a line under a byline/meta/share name, a line linking much of its text, a caption
 * beside a picture, and a second copy of a kept line or of the headline. A lead is a paragraph: a line shorter than
 * {@code filter.lead.min-chars}, or in a subheading tag shorter than {@code filter.lead.heading-min-chars}, is a dek
 * (the one-sentence summary under a headline), which stays out.
 */
final class StoryLead implements LineFilter {
    /** What stands between a headline and its story besides the lead: bylines, meta lines, share bars, promotions. */
    private static final ElementNames FURNITURE = new ElementNames(new String[]{"byline", "author", "meta", "share",
        "social", "promo", "advert", "sponsor", "newsletter", "subscri", "related", "breadcrumb", "toolbar", "rating",
        "comment"}, "ad", "ads", "tags", "date", "time");

    private final int proseMinChars;
    private final double linkDensityMax;
    private final int shortMaxChars;
    private final int minChars;
    private final int headingMinChars;
    private final DateParser dates = new DateParser();

    /**
     * @param shortMaxChars   lines of at most this many characters are read for a date (a dateline), boilerplate
     *                        wording and end markers
     * @param minChars        a lead has at least this many characters (shorter: a dek)
     * @param headingMinChars ... and at least this many in a subheading tag (h2-h6), where deks are set
     */
    StoryLead(int proseMinChars, double linkDensityMax, int shortMaxChars, int minChars, int headingMinChars) {
        this.proseMinChars = proseMinChars;
        this.linkDensityMax = linkDensityMax;
        this.shortMaxChars = shortMaxChars;
        this.minChars = minChars;
        this.headingMinChars = headingMinChars;
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        DomIndex index = page.index();
        List<TextLine> lines = index.lines();
        int titleLine = page.titleLine();
        int first = LineFilter.firstKept(keep);
        if (titleLine < 0 || first <= titleLine + 1) {
            return;
        }
        int root = index.commonAncestor(page.titleElement(), lines.get(first).owner());
        if (root <= 0) {
            return;
        }
        Set<String> seen = new HashSet<>(); // kept lines, and the headline's text (a sticky bar repeats it)
        if (page.title() != null) {
            seen.add(page.title().trim());
        }
        for (int i = first; i < keep.length; i++) {
            if (keep[i]) {
                seen.add(lines.get(i).text());
            }
        }
        for (int i = titleLine + 1; i < first; i++) {
            TextLine line = lines.get(i);
            // the cheap tests first; wording is read, as the boilerplate and main-block filters read it, on short lines
            if (isProse(line) && isParagraph(index, line) && index.contains(root, line.owner()) && !isLandmark(page, line)
                    && !furniture(index, root, line.owner()) && !seen.contains(line.text())
                    && !(line.text().length() <= shortMaxChars && (isDateline(line)
                    || BoilerplateLineFilter.isBoilerplate(line.text()) || MainBlockConstraints.isEndMarker(line.text())))) {
                keep[i] = true;
                seen.add(line.text());
            }
        }
    }

    /** Long enough for a lead paragraph rather than a dek; a subheading tag needs more (deks are set in h2s). */
    private boolean isParagraph(DomIndex index, TextLine line) {
        String text = line.text();
        if (text.length() < minChars) {
            return false;
        }
        String tag = index.element(line.owner()).normalName();
        boolean heading = tag.length() == 2 && tag.charAt(0) == 'h' && tag.charAt(1) >= '2' && tag.charAt(1) <= '6';
        return !heading || text.length() >= headingMinChars;
    }

    private boolean isDateline(TextLine line) {
        return !dates.findAll(line.text()).isEmpty();
    }

    private boolean isProse(TextLine line) {
        return line.chars() >= proseMinChars && line.punct() >= 1 && line.linkDensity() <= linkDensityMax;
    }

    private static boolean isLandmark(PageContext page, TextLine line) {
        DomIndex index = page.index();
        if (within(index, page.titleElement(), line) || within(index, page.timeElement(), line)) {
            return true;
        }
        for (int m : page.metaElements()) {
            if (within(index, m, line)) {
                return true;
            }
        }
        return false;
    }

    private static boolean within(DomIndex index, int landmark, TextLine line) {
        return landmark >= 0 && (index.contains(landmark, line.owner()) || index.contains(line.owner(), landmark));
    }

    /**
     * The line's block or an element above it, below the root, is a list item, a figure, an h1, or named as such
     * furniture or a caption (a name saying content too does not clear it here: "content__meta-byline").
     */
    private static boolean furniture(DomIndex index, int root, int el) {
        if ("h1".equals(index.element(el).normalName())) {
            return true;
        }
        for (int e = el; e > root; e = index.parent(e)) {
            Element element = index.element(e);
            String tag = element.normalName();
            if ("li".equals(tag) || "figure".equals(tag) || "figcaption".equals(tag)
                    || FURNITURE.matches(ElementNames.of(element)) || CaptionFilter.isCaptionName(element)) {
                return true;
            }
        }
        return besidePicture(index.element(el));
    }

    /** The line's block shares its parent with a picture: the picture's caption ("In this file photo, ..."). */
    private static boolean besidePicture(Element block) {
        Element box = block.parent();
        if (box == null) {
            return false;
        }
        for (Element sibling : box.children()) {
            String tag = sibling.normalName();
            if ("img".equals(tag) || "picture".equals(tag)) {
                return true;
            }
        }
        return false;
    }
}
