/** {@code bin/bench extract}: throughput and memory of extraction against a bare jsoup parse of the same pages. */
package com.newsx.extractor.bench;
