/**
 * Articles and records in time-based indices behind aliases: which index a document goes to ({@link TimeIndex},
 * {@link IndexPeriod}), creating an index with its alias before the first write ({@link AliasedIndices}), and
 * the retention that deletes whole old indices ({@link Retention}, {@code bin/index retention}): the Elasticsearch
 * built here has no lifecycle module to do either.
 */
package com.newsx.topology.timeindex;
