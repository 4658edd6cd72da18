/**
 * The index step: each page's documents written to Elasticsearch in bulk, the page acked once all are stored and
 * then recorded as indexed.
 */
package com.newsx.topology.index;
