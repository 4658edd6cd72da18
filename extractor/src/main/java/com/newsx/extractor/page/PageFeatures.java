package com.newsx.extractor.page;

/**
 * The measurements a page type is decided on, kept so a decision can be explained.
 *
 * @param textLength            characters of visible text
 * @param linkDensity           share of that text inside links
 * @param mainBlockText         non-link text of the main block (the element whose own and children's text is
 *                              largest: the paragraphs of an article)
 * @param mainBlockPunctuation  sentence punctuation marks in the main block
 * @param mainBlockIsRecords    the main block is the main region's container and its records are structured
 *                              (several items each), so its text is the records' snippets
 * @param records               records in the main data region (0 when none)
 * @param linkedRecordShare     share of those records holding a link
 * @param datedRecordShare      share of those records carrying a date or time
 * @param recordsStructured     those records hold several items each (title, snippet, date), not paragraphs
 * @param recordText            characters of text in those records
 * @param recordTextShare       share of the page text inside those records
 * @param recordLinkDensity     share of the records' text inside links
 * @param commentMarkers        the main region or its ancestors are named as comments or replies
 * @param urlKind               what the URL alone suggests
 */
public record PageFeatures(int textLength, double linkDensity, int mainBlockText, int mainBlockPunctuation,
                           boolean mainBlockIsRecords, int records, double linkedRecordShare, double datedRecordShare,
                           boolean recordsStructured, int recordText,
                           double recordTextShare, double recordLinkDensity, boolean commentMarkers,
                           UrlKind urlKind) {

    /** What the URL suggests. */
    public enum UrlKind { NONE, HOME, LIST, ARTICLE }
}
