package com.newsx.extractor.result;

/**
 * What the extractor returns for an article page.
 *
 * @param title       headline or null
 * @param publishTime ISO 8601 date or date-time, or null
 * @param author      byline author or null
 * @param source      the 来源 / source shown, or null
 * @param body        main text, one paragraph per line, or null
 * @param algorithm   the body algorithm whose result was used
 * @param reason      why that algorithm's result was used
 * @param lang        the language of title and body, ISO 639-1 ("de", "zh"), or null when the body is too short
 *                    to tell (or absent)
 */
public record Article(String title, String publishTime, String author, String source, String body,
                      String algorithm, String reason, String lang) {

    /** An article whose language is not known. */
    public Article(String title, String publishTime, String author, String source, String body, String algorithm,
                   String reason) {
        this(title, publishTime, author, source, body, algorithm, reason, null);
    }
}
