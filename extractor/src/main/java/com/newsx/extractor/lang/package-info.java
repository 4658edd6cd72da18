/**
 * The language of an article, identified from its text (title and body) by Lingua's n-gram models: an ISO 639-1
 * code for the {@code lang} field of the article documents and of {@code bin/extract}'s output.
 * {@link com.newsx.extractor.lang.LanguageIdentifier} builds one detector per JVM and configuration, on first use;
 * {@link com.newsx.extractor.lang.LangSettings} holds the {@code lang.*} settings.
 */
package com.newsx.extractor.lang;
