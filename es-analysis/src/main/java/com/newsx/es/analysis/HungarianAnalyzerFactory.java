package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.hu.HungarianAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_hungarian"}: Lucene's HungarianAnalyzer, its stop words and stemmer for Hungarian text. */
@NamedComponent("newsx_hungarian")
public class HungarianAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new HungarianAnalyzer();
    }
}
