package com.newsx.extractor.dedup;

import java.util.ArrayList;
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
    private static Map<String, Set<String>> terms;
    private static Map<String, Double> idf;

    private TopicNeighbours() {
    }

    static List<String> nearest(String key, Map<String, String> bodies, int n) {
        if (terms == null) {
            index(bodies);
        }
        List<String> others = new ArrayList<>();
        for (String k : bodies.keySet()) {
            if (!k.equals(key) && CopiesSetGenerator.lang(k).equals(CopiesSetGenerator.lang(key))) {
                others.add(k);
            }
        }
        others.sort((x, y) -> {
            int c = Double.compare(cosine(key, y), cosine(key, x));
            return c != 0 ? c : x.compareTo(y);
        });
        return others.subList(0, Math.min(n, others.size()));
    }

    private static void index(Map<String, String> bodies) {
        terms = new HashMap<>();
        Map<String, Integer> df = new HashMap<>();
        for (Map.Entry<String, String> e : bodies.entrySet()) {
            Set<String> t = terms(e.getValue(), CopiesSetGenerator.lang(e.getKey()).equals("zh"));
            terms.put(e.getKey(), t);
            for (String w : t) {
                df.merge(w, 1, Integer::sum);
            }
        }
        idf = new HashMap<>();
        df.forEach((w, d) -> idf.put(w, Math.log((double) bodies.size() / d)));
    }

    private static double cosine(String a, String b) {
        Set<String> x = terms.get(a);
        Set<String> y = terms.get(b);
        double dot = 0;
        for (String w : x) {
            if (y.contains(w)) {
                dot += idf.get(w) * idf.get(w);
            }
        }
        return dot / Math.sqrt(norm(x) * norm(y) + 1e-9);
    }

    private static double norm(Set<String> t) {
        double s = 0;
        for (String w : t) {
            s += idf.get(w) * idf.get(w);
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
