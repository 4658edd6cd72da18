/**
 * Elasticsearch for the crawl and the commands: clients for a base URL, the batching asynchronous bulk writer the
 * bolts ack by, and the one-shot bulk writer of {@code bin/index}.
 */
package com.newsx.topology.es;
