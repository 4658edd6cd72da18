/**
 * {@code bin/search}: the query it sends ({@link com.newsx.commands.search.NewsQuery}), built from its options
 * ({@link com.newsx.commands.search.SearchOptions}) without a cluster, and the list it prints, each news item once
 * ({@link com.newsx.commands.search.NewsHits}).
 */
package com.newsx.commands.search;
