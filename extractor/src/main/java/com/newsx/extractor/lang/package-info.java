/**
 * The language of an article, identified from its text (title and body) with Lingua 1.2.2: an ISO 639-1 code for
 * the {@code lang} field of the article documents and of {@code bin/extract}'s output.
 * {@link com.newsx.extractor.lang.LanguageIdentifier} reads a sample of the article, decides its script, and for a
 * script of several languages scores them all at once with Lingua's trigram models, asking Lingua's detector only
 * when the best two are close; {@link com.newsx.extractor.lang.LangSettings} holds the {@code lang.*} settings.
 */
package com.newsx.extractor.lang;
