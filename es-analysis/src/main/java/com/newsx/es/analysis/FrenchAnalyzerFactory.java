package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_french"}: Lucene's FrenchAnalyzer, its stop words and stemmer for French text. */
@NamedComponent("newsx_french")
public class FrenchAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new FrenchAnalyzer();
    }
}
