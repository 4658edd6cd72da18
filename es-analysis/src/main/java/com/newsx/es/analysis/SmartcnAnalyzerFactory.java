package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.cn.smart.SmartChineseAnalyzer;
import org.elasticsearch.plugin.NamedComponent;
import org.elasticsearch.plugin.analysis.AnalyzerFactory;

/** {@code "analyzer": "smartcn"}: Lucene's HMM word segmenter for Simplified Chinese, with its stop words. */
@NamedComponent("smartcn")
public class SmartcnAnalyzerFactory implements AnalyzerFactory {
    @Override
    public Analyzer create() {
        return new SmartChineseAnalyzer();
    }
}
