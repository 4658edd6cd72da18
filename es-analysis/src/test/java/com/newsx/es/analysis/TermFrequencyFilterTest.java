package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.TermFrequencyAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Counted terms make the same index as every token indexed one by one, for a field without positions. */
class TermFrequencyFilterTest {

    @Test
    void eachDistinctTermOnceWithItsCountAndFirstOffsets() throws IOException {
        Map<String, String> got = new LinkedHashMap<>();
        try (TokenStream ts = new CjkTermFrequencyAnalyzer().tokenStream("body", "北京北京 the news, news and 北京!")) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            OffsetAttribute offset = ts.addAttribute(OffsetAttribute.class);
            TermFrequencyAttribute freq = ts.addAttribute(TermFrequencyAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                got.put(term.toString(), freq.getTermFrequency() + "@" + offset.startOffset() + "-" + offset.endOffset());
            }
            ts.end();
            assertEquals(27, offset.endOffset(), "the end offset of the text, as the tokens' stream gives it");
        }
        // 北京北京 is 北京 京北 北京, "the" and "and" are stop words, and the last 北京 is a bigram of its own
        assertEquals(Map.of("北京", "3@0-2", "京北", "1@1-3", "news", "2@9-13"), got);
        assertEquals(List.of("北京", "京北", "news"), new ArrayList<>(got.keySet()), "in the order they first came");
    }

    @Test
    void theIndexIsTheSameAsFromEveryToken() throws IOException {
        FieldType freqs = new FieldType();
        freqs.setIndexOptions(IndexOptions.DOCS_AND_FREQS);
        freqs.setTokenized(true);
        freqs.freeze();
        Analyzer analyzers = new PerFieldAnalyzerWrapper(new CjkBigramAnalyzer(),
                Map.of("counted", new CjkTermFrequencyAnalyzer()));
        ByteBuffersDirectory dir = new ByteBuffersDirectory();
        Random r = new Random(5);
        String[] words = {"北京", "天安门", "新闻", "经济", "增长", "the", "news", "and", "market", "2024", "，", "。", " ",
                "ひらがな", "한국", "Ｔｈｅ", "字"};
        int docs = 0;
        try (IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(analyzers))) {
            for (int d = 0; d < 300; d++) {
                StringBuilder b = new StringBuilder();
                for (int i = r.nextInt(d % 50 == 0 ? 20_000 : 300); i > 0; i--) {
                    b.append(words[r.nextInt(words.length)]);
                    if (r.nextInt(5) == 0) {
                        b.append((char) (0x4E00 + r.nextInt(0x5000))); // now and then a rare character
                    }
                }
                Document doc = new Document();
                doc.add(new Field("each", b.toString(), freqs));
                doc.add(new Field("counted", b.toString(), freqs));
                w.addDocument(doc);
                docs++;
            }
            w.forceMerge(1);
        }
        try (DirectoryReader reader = DirectoryReader.open(dir)) {
            LeafReader leaf = reader.leaves().get(0).reader();
            assertEquals(docs, leaf.maxDoc());
            Terms each = leaf.terms("each");
            Terms counted = leaf.terms("counted");
            assertEquals(each.size(), counted.size());
            assertEquals(each.getSumTotalTermFreq(), counted.getSumTotalTermFreq());
            assertEquals(each.getSumDocFreq(), counted.getSumDocFreq());
            TermsEnum a = each.iterator();
            TermsEnum b = counted.iterator();
            for (BytesRef term; (term = a.next()) != null; ) {
                assertEquals(term, b.next());
                assertEquals(a.docFreq(), b.docFreq(), term.utf8ToString());
                assertEquals(a.totalTermFreq(), b.totalTermFreq(), term.utf8ToString());
                PostingsEnum pa = a.postings(null, PostingsEnum.FREQS);
                PostingsEnum pb = b.postings(null, PostingsEnum.FREQS);
                for (int doc; (doc = pa.nextDoc()) != DocIdSetIterator.NO_MORE_DOCS; ) {
                    assertEquals(doc, pb.nextDoc());
                    assertEquals(pa.freq(), pb.freq());
                }
                assertEquals(DocIdSetIterator.NO_MORE_DOCS, pb.nextDoc());
            }
            assertNull(b.next());
            NumericDocValues na = leaf.getNormValues("each");
            NumericDocValues nb = leaf.getNormValues("counted");
            int withNorms = 0;
            for (int doc; (doc = na.nextDoc()) != DocIdSetIterator.NO_MORE_DOCS; withNorms++) {
                assertEquals(doc, nb.nextDoc());
                assertEquals(na.longValue(), nb.longValue(), "the field's length, for BM25");
            }
            assertTrue(withNorms > 250);
        }
    }
}
