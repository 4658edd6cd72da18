package com.newsx.extractor.article;

import com.newsx.extractor.text.SentenceMarks;

/**
 * One rendered line of the page: the inline text between two block boundaries.
 *
 * @param text      whitespace-normalised text
 * @param owner     pre-order index (in {@link DomIndex}) of the innermost block element holding the line
 * @param chars     non-whitespace characters
 * @param linkChars non-whitespace characters inside links
 * @param punct     sentence punctuation marks (see {@link Punctuation})
 * @param sentenceMarks the narrower marks of the page-type classifier's main block, {@link SentenceMarks#count} of
 *                  the text, counted in the same scan
 */
public record TextLine(String text, int owner, int chars, int linkChars, int punct, int sentenceMarks) {
    public double linkDensity() {
        return chars == 0 ? 0 : (double) linkChars / chars;
    }
}
