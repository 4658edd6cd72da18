package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.bg.BulgarianAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_bulgarian"}: Lucene's BulgarianAnalyzer, its stop words and stemmer for Bulgarian text. */
@NamedComponent("newsx_bulgarian")
public class BulgarianAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new BulgarianAnalyzer();
    }
}
