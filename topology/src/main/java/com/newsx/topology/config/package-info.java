/**
 * The crawler's settings: documented defaults in conf/crawler.properties, validated by one loader
 * ({@link com.newsx.topology.config.CrawlerConfig}) and read once into a typed record per component family
 * ({@code FetchSettings} for {@code fetch.*}, {@code EsSettings} for {@code es.*}, ...), gathered with the extractor's
 * in {@link com.newsx.topology.config.CrawlerSettings}. The records sit here, in the lowest layer, so every stage can
 * take its own; a record's {@code from} is the one place its keys are read.
 */
package com.newsx.topology.config;
