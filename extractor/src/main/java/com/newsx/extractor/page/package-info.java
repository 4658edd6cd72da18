/**
 * Page types after the multi-feature content extraction method: home, list, article (content) and comment
 * pages told apart by link density, repeated sibling structures, text and punctuation in the main block,
 * and the URL.
 */
package com.newsx.extractor.page;
