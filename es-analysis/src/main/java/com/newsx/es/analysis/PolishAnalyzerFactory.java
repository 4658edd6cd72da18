package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.pl.PolishAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_polish"}: Lucene's PolishAnalyzer (lucene-analysis-stempel, shipped in the plugin: Elasticsearch's lib/ lacks it), its stop words and stemmer for Polish text. */
@NamedComponent("newsx_polish")
public class PolishAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new PolishAnalyzer();
    }
}
