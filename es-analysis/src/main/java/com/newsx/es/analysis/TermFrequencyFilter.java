package com.newsx.es.analysis;

import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.TermFrequencyAttribute;
import org.apache.lucene.util.ArrayUtil;

import java.io.IOException;

/**
 * Each distinct term of a field's tokens once, with how often it came as its term frequency (Lucene's custom term
 * frequencies), in the order the terms first came and with the offsets of that first time.
 *
 * <p>For a field indexed with frequencies but without positions, the index is the same as from every token one by
 * one: the same terms, the same frequency in each document, the same field length for the norms (Lucene adds up the
 * frequencies). What changes is the work: the indexing chain's per-token step - the term encoded to UTF-8, hashed
 * and looked up in the segment's in-memory postings, a large table - runs once a distinct term instead of once a
 * token, and the counting is done here in a small table of the document's own terms. A Chinese news body has about
 * four times as many bigrams as distinct ones. A highlighter that analyses the text again sees each term at its first
 * place only.
 */
final class TermFrequencyFilter extends TokenFilter {
    private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
    private final OffsetAttribute offsetAtt = addAttribute(OffsetAttribute.class);
    private final TermFrequencyAttribute freqAtt = addAttribute(TermFrequencyAttribute.class);

    // the document's distinct terms: their chars in one pool, and per term where, how often, and its first offsets
    private char[] pool = new char[4096];
    private int poolLength;
    private int[] start = new int[256];
    private int[] length = new int[256];
    private int[] freq = new int[256];
    private int[] firstStart = new int[256];
    private int[] firstEnd = new int[256];
    private int[] hashes = new int[256];
    private int terms;
    /** Open addressing: a term's number plus one, 0 for an empty slot. */
    private int[] table = new int[512];
    private boolean counted;
    private int next;

    TermFrequencyFilter(TokenStream in) {
        super(in);
    }

    @Override
    public boolean incrementToken() throws IOException {
        if (!counted) {
            while (input.incrementToken()) {
                count(termAtt.buffer(), termAtt.length(), offsetAtt.startOffset(), offsetAtt.endOffset());
            }
            counted = true;
        }
        if (next == terms) {
            return false;
        }
        clearAttributes();
        termAtt.copyBuffer(pool, start[next], length[next]);
        offsetAtt.setOffset(firstStart[next], firstEnd[next]);
        freqAtt.setTermFrequency(freq[next]);
        next++;
        return true;
    }

    private void count(char[] chars, int len, int startOffset, int endOffset) {
        int h = 0;
        for (int i = 0; i < len; i++) {
            h = 31 * h + chars[i];
        }
        h ^= h >>> 16;
        int mask = table.length - 1;
        for (int slot = h & mask; ; slot = (slot + 1) & mask) {
            int t = table[slot] - 1;
            if (t < 0) {
                add(chars, len, startOffset, endOffset, h, slot);
                return;
            }
            if (hashes[t] == h && same(t, chars, len)) {
                freq[t]++;
                return;
            }
        }
    }

    private boolean same(int t, char[] chars, int len) {
        if (length[t] != len) {
            return false;
        }
        for (int i = 0, at = start[t]; i < len; i++) {
            if (pool[at + i] != chars[i]) {
                return false;
            }
        }
        return true;
    }

    private void add(char[] chars, int len, int startOffset, int endOffset, int h, int slot) {
        if (terms == start.length) {
            int n = ArrayUtil.oversize(terms + 1, Integer.BYTES);
            start = ArrayUtil.growExact(start, n);
            length = ArrayUtil.growExact(length, n);
            freq = ArrayUtil.growExact(freq, n);
            firstStart = ArrayUtil.growExact(firstStart, n);
            firstEnd = ArrayUtil.growExact(firstEnd, n);
            hashes = ArrayUtil.growExact(hashes, n);
        }
        pool = ArrayUtil.grow(pool, poolLength + len);
        System.arraycopy(chars, 0, pool, poolLength, len);
        start[terms] = poolLength;
        length[terms] = len;
        freq[terms] = 1;
        firstStart[terms] = startOffset;
        firstEnd[terms] = endOffset;
        hashes[terms] = h;
        poolLength += len;
        table[slot] = ++terms;
        if (terms * 2 > table.length) {
            rehash();
        }
    }

    private void rehash() {
        table = new int[table.length * 2];
        int mask = table.length - 1;
        for (int t = 0; t < terms; t++) {
            int slot = hashes[t] & mask;
            while (table[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            table[slot] = t + 1;
        }
    }

    @Override
    public void reset() throws IOException {
        super.reset();
        poolLength = 0;
        terms = 0;
        next = 0;
        counted = false;
        if (table.length > 1 << 16) {
            table = new int[512]; // a huge document's table is not kept for the next
        } else {
            java.util.Arrays.fill(table, 0);
        }
    }
}
