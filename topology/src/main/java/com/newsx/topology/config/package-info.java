/**
 * The crawler's settings: documented defaults in conf/crawler.properties, read through one typed accessor; and the
 * extractor's steps built with the extractor settings the crawl names ({@code extractor.config}).
 */
package com.newsx.topology.config;
