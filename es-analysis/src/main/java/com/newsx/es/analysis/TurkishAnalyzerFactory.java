package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.tr.TurkishAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_turkish"}: Lucene's TurkishAnalyzer, its stop words and stemmer for Turkish text. */
@NamedComponent("newsx_turkish")
public class TurkishAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new TurkishAnalyzer();
    }
}
