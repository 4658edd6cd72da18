package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.sv.SwedishAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_swedish"}: Lucene's SwedishAnalyzer, its stop words and stemmer for Swedish text. */
@NamedComponent("newsx_swedish")
public class SwedishAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new SwedishAnalyzer();
    }
}
