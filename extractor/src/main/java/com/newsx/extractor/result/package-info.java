/**
 * What extraction gives back: the {@link com.newsx.extractor.result.Article}, or an
 * {@link com.newsx.extractor.result.ExtractionException} saying why a page gave none. Low in the graph: the steps
 * that make an article and the callers that read one both use it.
 */
package com.newsx.extractor.result;
