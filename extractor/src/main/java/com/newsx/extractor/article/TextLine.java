package com.newsx.extractor.article;

/**
 * One rendered line of the page: the inline text between two block boundaries.
 *
 * @param text      whitespace-normalised text
 * @param owner     pre-order index (in {@link DomIndex}) of the innermost block element holding the line
 * @param chars     non-whitespace characters
 * @param linkChars non-whitespace characters inside links
 * @param punct     sentence punctuation marks (see {@link Punctuation})
 */
public record TextLine(String text, int owner, int chars, int linkChars, int punct) {
    public double linkDensity() {
        return chars == 0 ? 0 : (double) linkChars / chars;
    }
}
