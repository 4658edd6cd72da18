/**
 * Near-duplicate bodies (syndicated copies, 转载): MinHash signatures over CJK-aware token shingles, a containment
 * estimate that survives a copy cut short, and LSH band keys so an index finds a new article's candidates with one
 * query. Plain code, no Storm or Elasticsearch.
 */
package com.newsx.extractor.dedup;
