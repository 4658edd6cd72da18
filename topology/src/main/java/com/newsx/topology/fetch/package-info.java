/** Fetching politely: robots.txt rules, per-host queues with crawl delays, and a capped HTTP client. */
package com.newsx.topology.fetch;
