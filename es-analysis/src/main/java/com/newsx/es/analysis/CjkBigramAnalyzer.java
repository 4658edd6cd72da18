package com.newsx.es.analysis;

import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopwordAnalyzerBase;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.cjk.CJKAnalyzer;
import org.apache.lucene.analysis.cjk.CJKWidthFilter;

/**
 * Lucene's CJKAnalyzer - overlapping bigrams of CJK characters, other words as the standard analyzer gives them,
 * English stop words dropped - with its tokens made by {@link CjkBigramTokenizer}: the same tokens for about half
 * the work on Chinese text.
 */
final class CjkBigramAnalyzer extends StopwordAnalyzerBase {
    CjkBigramAnalyzer() {
        super(CJKAnalyzer.getDefaultStopSet());
    }

    @Override
    protected TokenStreamComponents createComponents(String fieldName) {
        return new TokenStreamComponents(new CjkBigramTokenizer(stopwords));
    }

    @Override
    protected TokenStream normalize(String fieldName, TokenStream in) {
        return new LowerCaseFilter(new CJKWidthFilter(in));
    }
}
