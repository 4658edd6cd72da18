package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.ru.RussianAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "newsx_russian"}: Lucene's RussianAnalyzer, its stop words and stemmer for Russian text. */
@NamedComponent("newsx_russian")
public class RussianAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new RussianAnalyzer();
    }
}
