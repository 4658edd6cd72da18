/**
 * The page pipeline cut into the steps a distributed crawl runs in different places: clean once (decode, parse,
 * fields, cleaning, line index, page type, outlinks), then each body algorithm, then fusion, or the records of a
 * list page. {@link com.newsx.extractor.stages.CleanedPage} is what crosses between the steps, and
 * {@link com.newsx.extractor.stages.DomCodec} writes its cleaned DOM compactly when it must cross a process.
 * Run in sequence, the steps give what {@link com.newsx.extractor.PageExtractor} gives. The first steps are
 * {@link com.newsx.extractor.stages.NewsExtractor}'s, the article pipeline in one call, which also serves callers
 * that want only the article.
 */
package com.newsx.extractor.stages;
