/**
 * Article fields - headline, publish time, author and source - found by the multi-feature method of the
 * QD content-extraction paper (title block, publish-time block, byline block) plus the metadata real pages
 * carry (Open Graph, article:*, JSON-LD, {@code <time>}, dates in the URL).
 */
package com.newsx.extractor.article.fields;
