/**
 * The fetch step: robots.txt rules, per-host queues with crawl delays, retries with backoff, and an asynchronous,
 * capped HTTP client whose own name resolver checks the very address it connects to.
 */
package com.newsx.topology.fetch;
