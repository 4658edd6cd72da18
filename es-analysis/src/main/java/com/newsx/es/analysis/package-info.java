/**
 * An Elasticsearch stable-API analysis plugin: the Maven Central build of Elasticsearch lacks the analysis-common
 * module and Chinese analysis, so this names Lucene's SmartChineseAnalyzer "smartcn", CJKAnalyzer "cjk", and
 * Lucene's stemming analyzers of European languages "newsx_german", "newsx_french" and so on. Those carry the
 * project's prefix because a full Elasticsearch distribution names its own "german", "french", ...: a plugin naming
 * an analyzer Elasticsearch already has stops the node at start-up.
 */
package com.newsx.es.analysis;
