package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.cz.CzechAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_czech"}: Lucene's CzechAnalyzer, its stop words and stemmer for Czech text. */
@NamedComponent("newsx_czech")
public class CzechAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new CzechAnalyzer();
    }
}
