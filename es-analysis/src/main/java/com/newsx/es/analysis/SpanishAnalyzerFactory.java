package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.es.SpanishAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_spanish"}: Lucene's SpanishAnalyzer, its stop words and stemmer for Spanish text. */
@NamedComponent("newsx_spanish")
public class SpanishAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new SpanishAnalyzer();
    }
}
