/**
 * The extraction library: bytes of a page in, an article or a table of data records out. No Storm here,
 * so every step can be tested and benchmarked on its own.
 */
package com.newsx.extractor;
