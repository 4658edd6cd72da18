package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/**
 * {@code "analyzer": "cjk"}: overlapping character bigrams for Chinese, Japanese and Korean text, the tokens of
 * Lucene's CJKAnalyzer ({@link CjkBigramAnalyzer}).
 */
@NamedComponent("cjk")
public class CjkAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new CjkBigramAnalyzer();
    }
}
