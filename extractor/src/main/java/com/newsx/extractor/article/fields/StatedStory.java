package com.newsx.extractor.article.fields;

/**
 * The story's text as the page's structured data states it: JSON-LD's articleBody or a recipe's or how-to's steps,
 * and the text of a microdata articleBody element. It tells where the story stands on the page, never what the body
 * is: such statements are often truncated, stale or hold the paywalled rest.
 */
final class StatedStory {
    /** Enough to tell where the story is; bounds what the page carries to the fusion step. */
    private static final int MAX_CHARS = 20_000;

    private StatedStory() {
    }

    /** The stated text, null when the page states none. */
    static String of(JsonLdReader.Facts ld, PageElements page) {
        String microdata = page.articleBody == null ? null : page.articleBody.text();
        boolean hasMicrodata = microdata != null && !microdata.isBlank();
        String stated = ld.storyText() == null ? (hasMicrodata ? microdata : null)
                : hasMicrodata ? ld.storyText() + "\n" + microdata : ld.storyText();
        return stated == null || stated.length() <= MAX_CHARS ? stated : stated.substring(0, MAX_CHARS);
    }
}
