/**
 * {@code bin/bench extract}: throughput and memory of extraction against a bare jsoup parse of the same pages; and
 * {@code bin/eval lang}: the articles' identified languages against the languages their pages declare.
 */
package com.newsx.extractor.bench;
