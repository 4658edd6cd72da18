/**
 * The status step: every URL's fate written to the crawl-status index in bulk, the URL's last tuple acked only
 * once its fate is stored.
 */
package com.newsx.topology.status;
