/**
 * The extraction library: bytes of a page in, an article or a table of data records out. No Storm here,
 * so every step can be tested and benchmarked on its own. This package is the facade on top,
 * {@link com.newsx.extractor.PageExtractor}: a whole page in one call. No package below uses it; what they share
 * (the {@link com.newsx.extractor.result.Article}, the settings) lives in packages of its own.
 */
package com.newsx.extractor;
