/** The bolts' Storm metrics, summed per component: for the progress line and the crawl-metrics index. */
package com.newsx.topology.metrics;
