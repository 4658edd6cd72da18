package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_english"}: Lucene's EnglishAnalyzer (possessives, Porter stemming), its stop words and stemmer for English text. */
@NamedComponent("newsx_english")
public class EnglishAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new EnglishAnalyzer();
    }
}
