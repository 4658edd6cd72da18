package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.el.GreekAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_greek"}: Lucene's GreekAnalyzer, its stop words and stemmer for Greek text. */
@NamedComponent("newsx_greek")
public class GreekAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new GreekAnalyzer();
    }
}
