package com.newsx.extractor.lang;

import java.util.Arrays;
import java.util.List;

/**
 * Lingua's unigram, bigram and trigram models of a script's candidate languages in one table, so that scoring a
 * text takes one look-up per n-gram for all languages at once (Lingua's own detector looks each n-gram up once per
 * language, through several objects a time: some 300 ns per n-gram and language). An n-gram of up to three UTF-16
 * chars is packed into a long, its length in bits 48-49; each maps to the languages that have it, with the
 * logarithm of its relative frequency in each.
 */
final class NgramTable {
    private final int languages;
    private final long[] keys; // open addressing; 0 is an empty slot (every key carries its length)
    private final int[] ids;
    private final int mask;
    private final int[] offsets; // the postings of n-gram id i: offsets[i] to offsets[i + 1]
    private final byte[] postingLanguage;
    private final float[] postingLog;

    private NgramTable(int languages, long[] keys, int[] ids, int[] offsets, byte[] postingLanguage,
                       float[] postingLog) {
        this.languages = languages;
        this.keys = keys;
        this.ids = ids;
        this.mask = keys.length - 1;
        this.offsets = offsets;
        this.postingLanguage = postingLanguage;
        this.postingLog = postingLog;
    }

    /** The models of these languages (ISO 639-1 codes, at most 127), read from Lingua's jar. */
    static NgramTable load(List<String> isoCodes) {
        if (isoCodes.size() > Byte.MAX_VALUE) {
            throw new IllegalArgumentException("at most " + Byte.MAX_VALUE + " languages a table");
        }
        Postings all = new Postings();
        for (int lang = 0; lang < isoCodes.size(); lang++) {
            byte l = (byte) lang;
            for (int length = 1; length <= 3; length++) {
                LinguaModelFile.read(isoCodes.get(lang), length, (ngrams, frequency) -> {
                    float log = (float) Math.log(frequency);
                    for (int start = 0; start < ngrams.length(); ) {
                        int end = ngrams.indexOf(' ', start);
                        end = end < 0 ? ngrams.length() : end;
                        if (end > start && end - start <= 3) {
                            all.add(key(ngrams, start, end - start), l, log);
                        }
                        start = end + 1;
                    }
                });
            }
        }
        return all.table(isoCodes.size());
    }

    int languages() {
        return languages;
    }

    /** The key of the {@code length} chars of {@code s} from {@code start} (length 1 to 3). */
    static long key(CharSequence s, int start, int length) {
        long k = (long) length << 48;
        for (int i = 0; i < length; i++) {
            k |= (long) s.charAt(start + i) << (32 - 16 * i);
        }
        return k;
    }

    /** The key of a trigram's first two chars. */
    static long bigramOf(long trigram) {
        return (trigram & 0x0000_FFFF_FFFF_0000L) | 2L << 48;
    }

    /** The key of a trigram's first char. */
    static long unigramOf(long trigram) {
        return (trigram & 0x0000_FFFF_0000_0000L) | 1L << 48;
    }

    /**
     * Lingua's low-accuracy score of each language for a text's distinct trigrams: the sum of the logarithms of
     * their frequencies, a trigram the language lacks counted by its first two letters, or failing that its first
     * letter, or not at all. {@code sums} and {@code marks} hold at least {@link #languages()} entries; a language
     * none of whose n-grams was found keeps 0.
     */
    void score(long[] trigrams, int count, float[] sums, int[] marks) {
        Arrays.fill(sums, 0, languages, 0f);
        Arrays.fill(marks, 0, languages, 0);
        for (int t = 0; t < count; t++) {
            int stamp = t + 1; // marks the languages this trigram has been counted for
            int found = add(id(trigrams[t]), stamp, sums, marks);
            if (found < languages) {
                found += add(id(bigramOf(trigrams[t])), stamp, sums, marks);
                if (found < languages) {
                    add(id(unigramOf(trigrams[t])), stamp, sums, marks);
                }
            }
        }
    }

    /** Counts an n-gram for every language that has it and has not had this trigram counted; how many it did. */
    private int add(int id, int stamp, float[] sums, int[] marks) {
        if (id < 0) {
            return 0;
        }
        int n = 0;
        for (int p = offsets[id], end = offsets[id + 1]; p < end; p++) {
            int lang = postingLanguage[p];
            if (marks[lang] != stamp) {
                marks[lang] = stamp;
                sums[lang] += postingLog[p];
                n++;
            }
        }
        return n;
    }

    private int id(long key) {
        for (int slot = slot(key, mask); ; slot = (slot + 1) & mask) {
            long k = keys[slot];
            if (k == key) {
                return ids[slot];
            }
            if (k == 0) {
                return -1;
            }
        }
    }

    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    /** The n-grams of all the models as read, grouped by n-gram when done. */
    private static final class Postings {
        private long[] keys = new long[1 << 16];
        private byte[] languages = new byte[1 << 16];
        private float[] logs = new float[1 << 16];
        private int size;

        void add(long key, byte language, float log) {
            if (size == keys.length) {
                keys = Arrays.copyOf(keys, size * 2);
                languages = Arrays.copyOf(languages, size * 2);
                logs = Arrays.copyOf(logs, size * 2);
            }
            keys[size] = key;
            languages[size] = language;
            logs[size] = log;
            size++;
        }

        NgramTable table(int languageCount) {
            // ids in order of first appearance, through a table roomy enough for every posting to be distinct
            long[] wideKeys = new long[capacity(size)];
            int[] wideIds = new int[wideKeys.length];
            int[] idOf = new int[size];
            int distinct = 0;
            for (int i = 0; i < size; i++) {
                int mask = wideKeys.length - 1;
                int slot = slot(keys[i], mask);
                while (wideKeys[slot] != 0 && wideKeys[slot] != keys[i]) {
                    slot = (slot + 1) & mask;
                }
                if (wideKeys[slot] == 0) {
                    wideKeys[slot] = keys[i];
                    wideIds[slot] = distinct++;
                }
                idOf[i] = wideIds[slot];
            }
            // then a table sized for the distinct n-grams, which is what stays
            long[] tableKeys = new long[capacity(distinct)];
            int[] tableIds = new int[tableKeys.length];
            int mask = tableKeys.length - 1;
            for (int s = 0; s < wideKeys.length; s++) {
                if (wideKeys[s] != 0) {
                    int slot = slot(wideKeys[s], mask);
                    while (tableKeys[slot] != 0) {
                        slot = (slot + 1) & mask;
                    }
                    tableKeys[slot] = wideKeys[s];
                    tableIds[slot] = wideIds[s];
                }
            }
            int[] offsets = new int[distinct + 1];
            for (int i = 0; i < size; i++) {
                offsets[idOf[i] + 1]++;
            }
            for (int d = 0; d < distinct; d++) {
                offsets[d + 1] += offsets[d];
            }
            int[] next = Arrays.copyOf(offsets, distinct);
            byte[] postingLanguage = new byte[size];
            float[] postingLog = new float[size];
            for (int i = 0; i < size; i++) {
                int p = next[idOf[i]]++;
                postingLanguage[p] = languages[i];
                postingLog[p] = logs[i];
            }
            return new NgramTable(languageCount, tableKeys, tableIds, offsets, postingLanguage, postingLog);
        }

        /** A power of two at least 1.5 times n, so that open addressing stays short. */
        private static int capacity(int n) {
            return Integer.highestOneBit(Math.max(2, n + n / 2) - 1) << 1;
        }
    }
}
