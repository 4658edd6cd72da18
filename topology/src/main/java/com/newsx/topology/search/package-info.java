/**
 * {@code bin/search}: the query it sends ({@link com.newsx.topology.search.NewsQuery}), built from its options
 * ({@link com.newsx.topology.search.SearchOptions}) without a cluster, and the list it prints, each news item once
 * ({@link com.newsx.topology.search.NewsHits}).
 */
package com.newsx.topology.search;
