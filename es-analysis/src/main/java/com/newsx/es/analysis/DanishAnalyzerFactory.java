package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.da.DanishAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_danish"}: Lucene's DanishAnalyzer, its stop words and stemmer for Danish text. */
@NamedComponent("newsx_danish")
public class DanishAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new DanishAnalyzer();
    }
}
