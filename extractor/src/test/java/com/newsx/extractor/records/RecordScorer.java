package com.newsx.extractor.records;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.parser.Parser;

/**
 * A Java port of the record matching of ../shared/eval/score.py: cells unescaped, NFKC, case-folded and
 * whitespace-collapsed; a record's tokens are CJK characters and word runs; gold and predicted records pair
 * greedily by descending token-overlap F1 of at least 0.5. Sums give micro precision, recall, F1 and the
 * column alignment.
 */
final class RecordScorer {
    private static final String CJK = "\\x{2e80}-\\x{2fdf}\\x{3005}\\x{3007}\\x{3021}-\\x{3029}\\x{3038}-\\x{303c}"
            + "\\x{3040}-\\x{30ff}\\x{31f0}-\\x{31ff}\\x{3400}-\\x{4dbf}\\x{4e00}-\\x{9fff}\\x{f900}-\\x{faff}"
            + "\\x{1100}-\\x{11ff}\\x{3130}-\\x{318f}\\x{a960}-\\x{a97f}\\x{ac00}-\\x{d7af}\\x{d7b0}-\\x{d7ff}"
            + "\\x{20000}-\\x{3134f}";
    private static final Pattern TOKEN = Pattern.compile("[" + CJK + "]|(?:(?![" + CJK + "])\\w)+",
            Pattern.UNICODE_CHARACTER_CLASS);
    private static final Pattern SPACE = Pattern.compile("\\s+", Pattern.UNICODE_CHARACTER_CLASS);

    long gold;
    long predicted;
    long matched;
    long cellsOk;
    long cellsAll;

    static String norm(String s) {
        String u = Normalizer.normalize(Parser.unescapeEntities(s == null ? "" : s, false), Normalizer.Form.NFKC);
        return SPACE.matcher(u.toLowerCase(Locale.ROOT)).replaceAll(" ").strip();
    }

    private static Map<String, Integer> tokens(List<String> cells) {
        StringBuilder sb = new StringBuilder();
        for (String c : cells) {
            sb.append(norm(c)).append(' ');
        }
        Map<String, Integer> out = new HashMap<>();
        Matcher m = TOKEN.matcher(sb);
        while (m.find()) {
            out.merge(m.group(), 1, Integer::sum);
        }
        return out;
    }

    private static List<List<String>> nonEmpty(List<List<String>> records) {
        List<List<String>> out = new ArrayList<>();
        for (List<String> r : records) {
            if (r.stream().anyMatch(c -> !norm(c).isEmpty())) {
                out.add(r);
            }
        }
        return out;
    }

    /** Adds one page. */
    void add(List<List<String>> goldRecords, List<List<String>> predRecords) {
        List<List<String>> g = nonEmpty(goldRecords);
        List<List<String>> p = nonEmpty(predRecords);
        List<Map<String, Integer>> gt = g.stream().map(RecordScorer::tokens).toList();
        List<Map<String, Integer>> pt = p.stream().map(RecordScorer::tokens).toList();
        List<double[]> pairs = new ArrayList<>();
        for (int gi = 0; gi < g.size(); gi++) {
            int gl = gt.get(gi).values().stream().mapToInt(Integer::intValue).sum();
            for (int pi = 0; pi < p.size(); pi++) {
                int pl = pt.get(pi).values().stream().mapToInt(Integer::intValue).sum();
                if (pl == 0) {
                    continue;
                }
                int overlap = 0;
                for (Map.Entry<String, Integer> e : pt.get(pi).entrySet()) {
                    overlap += Math.min(e.getValue(), gt.get(gi).getOrDefault(e.getKey(), 0));
                }
                double f = 2.0 * overlap / (gl + pl);
                if (f >= 0.5) {
                    pairs.add(new double[] {-f, gi, pi});
                }
            }
        }
        pairs.sort((a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0])
                : a[1] != b[1] ? Double.compare(a[1], b[1]) : Double.compare(a[2], b[2]));
        Set<Integer> usedG = new HashSet<>();
        Set<Integer> usedP = new HashSet<>();
        for (double[] pr : pairs) {
            int gi = (int) pr[1];
            int pi = (int) pr[2];
            if (usedG.contains(gi) || usedP.contains(pi)) {
                continue;
            }
            usedG.add(gi);
            usedP.add(pi);
            matched++;
            Set<String> pcells = new HashSet<>();
            p.get(pi).forEach(c -> pcells.add(norm(c)));
            for (String c : g.get(gi)) {
                String n = norm(c);
                if (!n.isEmpty()) {
                    cellsAll++;
                    if (pcells.contains(n)) {
                        cellsOk++;
                    }
                }
            }
        }
        gold += g.size();
        predicted += p.size();
    }

    double precision() {
        return predicted == 0 ? 0 : (double) matched / predicted;
    }

    double recall() {
        return gold == 0 ? 0 : (double) matched / gold;
    }

    double f1() {
        double p = precision();
        double r = recall();
        return p + r == 0 ? 0 : 2 * p * r / (p + r);
    }

    double columnAlignment() {
        return cellsAll == 0 ? 0 : (double) cellsOk / cellsAll;
    }
}
