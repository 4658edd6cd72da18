package com.newsx.extractor.article;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Java port of the eval scorer's body metric (shared/eval/README.md): {@code \w+} tokens (or, for CJK truth
 * files, NFKC and one token per CJK character), multisets of 4-token shingles, per-page precision and recall
 * averaged over pages, F1 of the two means.
 */
public final class BodyShingleScore {
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}_]+");

    private double precisionSum;
    private int precisionPages;
    private double recallSum;
    private int recallPages;
    private final boolean cjk;

    public BodyShingleScore(boolean cjk) {
        this.cjk = cjk;
    }

    /** The README's rule: CJK when more than half of the word characters of all gold bodies are CJK. */
    public static boolean mostlyCjk(List<String> goldBodies) {
        long word = 0;
        long cjkChars = 0;
        for (String body : goldBodies) {
            for (int i = 0; i < body.length(); ) {
                int cp = body.codePointAt(i);
                if (Character.isLetterOrDigit(cp) || cp == '_') {
                    word++;
                    if (TitleTokens.isCjk(cp)) {
                        cjkChars++;
                    }
                }
                i += Character.charCount(cp);
            }
        }
        return cjkChars * 2 > word;
    }

    List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        if (text == null) {
            return out;
        }
        String t = cjk ? Normalizer.normalize(text, Normalizer.Form.NFKC) : text;
        Matcher m = WORD.matcher(t);
        while (m.find()) {
            String run = m.group();
            if (!cjk) {
                out.add(run);
                continue;
            }
            int start = 0;
            for (int i = 0; i < run.length(); ) {
                int cp = run.codePointAt(i);
                int next = i + Character.charCount(cp);
                if (TitleTokens.isCjk(cp)) {
                    if (start < i) {
                        out.add(run.substring(start, i));
                    }
                    out.add(run.substring(i, next));
                    start = next;
                }
                i = next;
            }
            if (start < run.length()) {
                out.add(run.substring(start));
            }
        }
        return out;
    }

    static Map<List<String>, Integer> shingles(List<String> tokens) {
        Map<List<String>, Integer> out = new HashMap<>();
        if (tokens.isEmpty()) {
            return out;
        }
        int n = Math.max(1, tokens.size() - 3);
        for (int i = 0; i < n; i++) {
            out.merge(tokens.subList(i, Math.min(tokens.size(), i + 4)), 1, Integer::sum);
        }
        return out;
    }

    public void add(String gold, String predicted) {
        Map<List<String>, Integer> g = shingles(tokens(gold));
        Map<List<String>, Integer> p = shingles(tokens(predicted));
        int tp = 0;
        int fp = 0;
        int fn = 0;
        for (Map.Entry<List<String>, Integer> e : p.entrySet()) {
            int gc = g.getOrDefault(e.getKey(), 0);
            tp += Math.min(gc, e.getValue());
            fp += Math.max(0, e.getValue() - gc);
        }
        for (Map.Entry<List<String>, Integer> e : g.entrySet()) {
            fn += Math.max(0, e.getValue() - p.getOrDefault(e.getKey(), 0));
        }
        if (tp + fp > 0) {
            precisionSum += (double) tp / (tp + fp);
            precisionPages++;
        }
        if (tp + fn > 0) {
            recallSum += (double) tp / (tp + fn);
            recallPages++;
        }
    }

    public double f1() {
        double p = precisionPages == 0 ? 0 : precisionSum / precisionPages;
        double r = recallPages == 0 ? 0 : recallSum / recallPages;
        return p + r == 0 ? 0 : 2 * p * r / (p + r);
    }
}
