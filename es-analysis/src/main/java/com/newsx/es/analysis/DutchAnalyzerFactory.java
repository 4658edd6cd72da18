package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.nl.DutchAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_dutch"}: Lucene's DutchAnalyzer, its stop words and stemmer for Dutch text. */
@NamedComponent("newsx_dutch")
public class DutchAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new DutchAnalyzer();
    }
}
