/** The crawl-status index: the seen-set, and each URL's fate with its reason. */
package com.newsx.topology.status;
