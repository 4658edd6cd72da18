package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/**
 * {@code "analyzer": "cjk_freqs"}: the "cjk" analyzer's terms, each once a document with its count
 * ({@link CjkTermFrequencyAnalyzer}); only for fields with {@code "index_options": "freqs"} and
 * {@code "search_analyzer": "cjk"}.
 */
@NamedComponent("cjk_freqs")
public class CjkFreqsAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new CjkTermFrequencyAnalyzer();
    }
}
