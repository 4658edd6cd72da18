/**
 * What the stages hand each other and store: a URL message of the urls topic, a URL's fate and its crawl-status
 * document, the news-articles and news-records documents of a page (and how they cross workers), and the document
 * ids derived from normalised URLs, so that a replay overwrites instead of duplicating. Nothing here knows
 * Elasticsearch: the writers of {@code es} take these documents ({@link com.newsx.topology.doc.IndexDoc}).
 */
package com.newsx.topology.doc;
