/**
 * The frontier step: a spout that reads from crawl-status what is due ({@code next_fetch_time <= now}, oldest
 * first, in pages, spread over hosts) and sends it into the crawl as the Kafka spout sends seeds and links, so that
 * sources are revisited, retries are fetched again after their back-off, and a URL whose tuple was lost (its Kafka
 * record gone, the topology killed) is taken up when its lease ends. Each task reads its own shards of crawl-status;
 * it keeps no copy of the queue, only the ids it has emitted and not yet seen settle.
 */
package com.newsx.topology.frontier;
