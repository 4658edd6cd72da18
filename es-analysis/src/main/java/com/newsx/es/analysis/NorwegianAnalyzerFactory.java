package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.no.NorwegianAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_norwegian"}: Lucene's NorwegianAnalyzer, its stop words and stemmer for Norwegian (Bokmål) text. */
@NamedComponent("newsx_norwegian")
public class NorwegianAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new NorwegianAnalyzer();
    }
}
