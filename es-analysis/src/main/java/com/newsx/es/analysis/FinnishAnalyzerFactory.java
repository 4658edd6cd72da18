package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.fi.FinnishAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_finnish"}: Lucene's FinnishAnalyzer, its stop words and stemmer for Finnish text. */
@NamedComponent("newsx_finnish")
public class FinnishAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new FinnishAnalyzer();
    }
}
