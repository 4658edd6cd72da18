package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.pt.PortugueseAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_portuguese"}: Lucene's PortugueseAnalyzer, its stop words and stemmer for Portuguese text. */
@NamedComponent("newsx_portuguese")
public class PortugueseAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new PortugueseAnalyzer();
    }
}
