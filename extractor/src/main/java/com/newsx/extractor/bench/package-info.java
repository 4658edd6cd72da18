/**
 * {@code bin/bench extract}: throughput and memory of extraction against a bare jsoup parse of the same pages;
 * {@code bin/eval lang}: the articles' identified languages against the languages their pages declare; and
 * {@link com.newsx.extractor.bench.LanguageBench}: what identifying the language costs, alone and within extraction.
 */
package com.newsx.extractor.bench;
