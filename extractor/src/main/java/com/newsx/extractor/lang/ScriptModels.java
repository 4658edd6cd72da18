package com.newsx.extractor.lang;

import com.github.pemistahl.lingua.api.IsoCode639_1;
import com.github.pemistahl.lingua.api.Language;
import com.github.pemistahl.lingua.api.LanguageDetector;
import com.github.pemistahl.lingua.api.LanguageDetectorBuilder;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Chooses among the candidate languages of one script. Lingua's trigram models of all of them score the sample in
 * one pass ({@link NgramTable}); a clear winner is the answer. When the best two are close (related languages such
 * as Bokmål and Danish, Croatian and Bosnian, or a short text), Lingua's own detector, built over the few best
 * only, decides with its rules (letters only some languages use) as well as its models. Thread-safe.
 */
final class ScriptModels {
    /** Finalist detectors kept: a few hundred sets occur in practice; past this many, one is built per use. */
    private static final int MAX_DETECTORS = 2048;

    private final List<String> codes;
    private final Language[] languages;
    private final NgramTable table;
    private final double margin;
    private final int finalists;
    private final Map<Long, LanguageDetector> detectors = new ConcurrentHashMap<>();
    private final ThreadLocal<Scratch> scratch;

    /** The candidates (two or more ISO 639-1 codes of one script, at most 64) and their models' table. */
    ScriptModels(List<String> codes, NgramTable table, double margin, int finalists) {
        if (codes.size() < 2 || codes.size() > Long.SIZE) {
            throw new IllegalArgumentException("2 to 64 candidates, got " + codes);
        }
        this.codes = List.copyOf(codes);
        this.languages = codes.stream().map(ScriptModels::language).toArray(Language[]::new);
        this.table = table;
        this.margin = margin;
        this.finalists = Math.min(Math.max(2, finalists), codes.size());
        this.scratch = ThreadLocal.withInitial(() -> new Scratch(codes.size(), this.finalists));
    }

    static Language language(String iso) {
        return Language.getByIsoCode639_1(IsoCode639_1.valueOf(iso.toUpperCase(Locale.ROOT)));
    }

    /** The language of the sample, or null when not one of its letters is in any candidate's models. */
    String identify(String sample) {
        Scratch s = scratch.get();
        long[] keys = s.keys(sample.length());
        int count = Trigrams.of(sample, keys);
        table.score(keys, count, s.sums, s.marks);
        int ranked = rank(s.sums, s.best);
        if (ranked == 0) {
            return null; // not one letter of the sample in any candidate's models: no text of theirs
        }
        int top = s.best[0];
        if (ranked == 1 || 1 - s.sums[top] / s.sums[s.best[1]] >= margin) {
            return codes.get(top); // sums are negative: the best is the nearest 0, the gap relative to the second
        }
        long set = 0;
        for (int i = 0; i < ranked; i++) {
            set |= 1L << s.best[i];
        }
        return decide(sample, set, top);
    }

    /** Lingua's answer over a set of candidates (bits of their indices); failing one, the fallback. */
    private String decide(String sample, long set, int fallback) {
        LanguageDetector detector = detectors.get(set);
        if (detector == null) {
            detector = build(set);
            if (detectors.size() < MAX_DETECTORS) {
                detectors.putIfAbsent(set, detector);
            }
        }
        Language answer = detector.detectLanguageOf(sample);
        if (answer != Language.UNKNOWN) {
            return answer.getIsoCode639_1().name().toLowerCase(Locale.ROOT);
        }
        return codes.get(fallback);
    }

    private LanguageDetector build(long set) {
        Language[] chosen = new Language[Long.bitCount(set)];
        int n = 0;
        for (int i = 0; i < languages.length; i++) {
            if ((set & 1L << i) != 0) {
                chosen[n++] = languages[i];
            }
        }
        return LanguageDetectorBuilder.fromLanguages(chosen).withLowAccuracyMode().build();
    }

    /** The indices of the best-scoring languages, best first, into {@code best}; how many (at most its length). */
    private static int rank(float[] sums, int[] best) {
        int n = 0;
        for (int lang = 0; lang < sums.length; lang++) {
            float v = sums[lang];
            if (v == 0f) {
                continue; // none of its n-grams found: Lingua leaves such a language out
            }
            int at = Math.min(n, best.length);
            while (at > 0 && sums[best[at - 1]] < v) {
                at--;
            }
            if (at < best.length) {
                System.arraycopy(best, at, best, at + 1, Math.min(n, best.length - 1) - at);
                best[at] = lang;
                n = Math.min(n + 1, best.length);
            }
        }
        return n;
    }

    /** One thread's working arrays: scoring allocates nothing. */
    private static final class Scratch {
        final float[] sums;
        final int[] marks;
        final int[] best;
        long[] keys = new long[1024];

        Scratch(int languages, int finalists) {
            sums = new float[languages];
            marks = new int[languages];
            best = new int[finalists];
        }

        long[] keys(int length) {
            if (keys.length < length) {
                keys = new long[Math.max(length, keys.length * 2)];
            }
            return keys;
        }
    }
}
