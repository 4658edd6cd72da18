/**
 * The filter step: URLs from the topic are parsed, normalised, checked (length, address) and keyed by politeness
 * queue, then admitted through the seen-set in crawl-status, where a replay of a URL not yet final gets through.
 */
package com.newsx.topology.url;
