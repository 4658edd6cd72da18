package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.de.GermanAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_german"}: Lucene's GermanAnalyzer, its stop words and stemmer for German text. */
@NamedComponent("newsx_german")
public class GermanAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new GermanAnalyzer();
    }
}
