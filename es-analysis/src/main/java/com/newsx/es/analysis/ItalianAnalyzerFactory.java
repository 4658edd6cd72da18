package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.it.ItalianAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_italian"}: Lucene's ItalianAnalyzer, its stop words and stemmer for Italian text. */
@NamedComponent("newsx_italian")
public class ItalianAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new ItalianAnalyzer();
    }
}
