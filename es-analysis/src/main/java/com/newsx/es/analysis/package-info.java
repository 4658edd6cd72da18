/**
 * An Elasticsearch stable-API analysis plugin: the Maven Central build of Elasticsearch lacks Chinese
 * analysis, so this names Lucene's SmartChineseAnalyzer "smartcn" and CJKAnalyzer "cjk".
 */
package com.newsx.es.analysis;
