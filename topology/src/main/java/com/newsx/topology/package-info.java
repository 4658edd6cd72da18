/**
 * The Storm topology (Kafka spout, URL filter, fetcher, parser, the two extraction bolts, fusion join,
 * indexer, status): thin bolts around the plain classes of the extractor module. Not built yet: the
 * crawl issue adds it; this module exists so the build's layout is the one in DESIGN.md.
 */
package com.newsx.topology;
