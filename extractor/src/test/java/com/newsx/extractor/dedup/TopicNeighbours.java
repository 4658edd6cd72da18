package com.newsx.extractor.dedup;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Pages that share a subject, for the negative pairs of the labelled set: the cosine of idf-weighted term sets,
 * terms being English words of 4+ letters or Chinese character bigrams, over pages of the same language.
 */
final class TopicNeighbours {
    private final Map<String, String> bodies;
    /** Each page's terms as ids, in the order of its term set (the order the sums were always made in). */
    private final Map<String, int[]> terms = new HashMap<>();
    /** Each page's terms as a set of ids, for the membership test of the dot product. */
    private final Map<String, BitSet> termSets = new HashMap<>();
    /** A term's idf squared, by id: the weight it adds to a dot product or a norm. */
    private double[] weight;
    private final Map<String, Double> norms = new HashMap<>();

    TopicNeighbours(Map<String, String> bodies) {
        this.bodies = bodies;
        Map<String, Integer> ids = new HashMap<>();
        List<Integer> df = new ArrayList<>();
        for (Map.Entry<String, String> e : bodies.entrySet()) {
            Set<String> t = terms(e.getValue(), CopiesSetGenerator.lang(e.getKey()).equals("zh"));
            int[] page = new int[t.size()];
            BitSet set = new BitSet();
            int i = 0;
            for (String w : t) {
                int id = ids.computeIfAbsent(w, x -> {
                    df.add(0);
                    return df.size() - 1;
                });
                df.set(id, df.get(id) + 1);
                page[i++] = id;
                set.set(id);
            }
            terms.put(e.getKey(), page);
            termSets.put(e.getKey(), set);
        }
        weight = new double[df.size()];
        for (int id = 0; id < weight.length; id++) {
            double idf = Math.log((double) bodies.size() / df.get(id));
            weight[id] = idf * idf;
        }
        terms.forEach((k, t) -> norms.put(k, norm(t)));
    }

    /**
     * The n pages of the key's language nearest to it, the nearest first (ties by key). Each cosine is computed once
     * before the sort: computed inside the comparator, they made the labelled set's generation take minutes.
     */
    List<String> nearest(String key, int n) {
        Map<String, Double> score = new HashMap<>();
        for (String k : bodies.keySet()) {
            if (!k.equals(key) && CopiesSetGenerator.lang(k).equals(CopiesSetGenerator.lang(key))) {
                score.put(k, cosine(key, k));
            }
        }
        List<String> others = new ArrayList<>(score.keySet());
        others.sort((x, y) -> {
            int c = Double.compare(score.get(y), score.get(x));
            return c != 0 ? c : x.compareTo(y);
        });
        return others.subList(0, Math.min(n, others.size()));
    }

    private double cosine(String a, String b) {
        BitSet y = termSets.get(b);
        double dot = 0;
        for (int w : terms.get(a)) {
            if (y.get(w)) {
                dot += weight[w];
            }
        }
        return dot / Math.sqrt(norms.get(a) * norms.get(b) + 1e-9);
    }

    private double norm(int[] page) {
        double s = 0;
        for (int w : page) {
            s += weight[w];
        }
        return s;
    }

    private static Set<String> terms(String text, boolean zh) {
        Set<String> out = new HashSet<>();
        if (zh) {
            for (int i = 0; i + 1 < text.length(); i++) {
                if (Character.UnicodeScript.of(text.charAt(i)) == Character.UnicodeScript.HAN
                        && Character.UnicodeScript.of(text.charAt(i + 1)) == Character.UnicodeScript.HAN) {
                    out.add(text.substring(i, i + 2));
                }
            }
        } else {
            for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) {
                if (w.length() >= 4) {
                    out.add(w);
                }
            }
        }
        return out;
    }
}
