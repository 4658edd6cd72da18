package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.ro.RomanianAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_romanian"}: Lucene's RomanianAnalyzer, its stop words and stemmer for Romanian text. */
@NamedComponent("newsx_romanian")
public class RomanianAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new RomanianAnalyzer();
    }
}
