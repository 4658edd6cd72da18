package com.newsx.es.analysis;

import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopwordAnalyzerBase;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.cjk.CJKAnalyzer;
import org.apache.lucene.analysis.cjk.CJKWidthFilter;

/**
 * The tokens of {@link CjkBigramAnalyzer} counted per document ({@link TermFrequencyFilter}): for long text fields
 * indexed with frequencies and without positions (index_options "freqs"), searched with the "cjk" analyzer.
 */
final class CjkTermFrequencyAnalyzer extends StopwordAnalyzerBase {
    CjkTermFrequencyAnalyzer() {
        super(CJKAnalyzer.getDefaultStopSet());
    }

    @Override
    protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer tokens = new CjkBigramTokenizer(stopwords);
        return new TokenStreamComponents(tokens, new TermFrequencyFilter(tokens));
    }

    @Override
    protected TokenStream normalize(String fieldName, TokenStream in) {
        return new LowerCaseFilter(new CJKWidthFilter(in));
    }
}
