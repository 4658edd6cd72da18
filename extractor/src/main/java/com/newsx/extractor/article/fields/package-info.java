/**
 * Article fields - headline, publish time, author and source - found by the multi-feature method of the
 * QD content-extraction paper (title block, publish-time block, byline block) plus the metadata real pages
 * carry (Open Graph, article:*, JSON-LD, {@code <time>}, dates in the URL).
 *
 * <p>{@link com.newsx.extractor.article.fields.FieldExtractor} reads the page once ({@code PageText},
 * {@code PageElements}, {@code PageMetadata}, {@code JsonLdReader}), then, in the order of the page: the title
 * ({@code TitleFinder}, scoring candidates against {@code TitleStatements}, with {@code HeadlineText},
 * {@code StoryStart} and {@code SiteNames}), the publish time below it ({@code PublishTimeFinder} over
 * {@code ShownDates}, scored by {@code DatelineScorer}, with the dates of many languages read by the {@code dates}
 * package), and the byline ({@code BylineFinder} over
 * {@code LabelledNames}, {@code AuthorElements} and {@code DatelineName}, in the order of {@code AuthorSource}).
 */
package com.newsx.extractor.article.fields;
