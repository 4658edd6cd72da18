/**
 * Article body extraction: the line-block distribution and punctuation density algorithms of the seed papers,
 * the engineered filters around them, and their fusion. All steps work on one {@link
 * com.newsx.extractor.article.DomIndex} of the cleaned page.
 */
package com.newsx.extractor.article;
