/**
 * When a URL is due again - the rules of the frontier, which lives in crawl-status's {@code next_fetch_time}: the
 * lease a URL admitted from Kafka holds, the back-off of a retry, a source's revisit interval that adapts to the new
 * links its visits find, and the frontier's settings. Plain classes, used by the filter, status and frontier steps.
 */
package com.newsx.topology.schedule;
