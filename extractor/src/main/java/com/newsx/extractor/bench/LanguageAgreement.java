package com.newsx.extractor.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The tally of {@code bin/eval lang}: per set, the pages with a body that got a language, and where the page declares
 * one ({@code <html lang>}), whether its primary subtag agrees. Lingua writes Norwegian as Bokmål (nb) or Nynorsk
 * (nn), which a page declares as "no" as often; and a few pages still use the withdrawn codes iw, in and ji.
 */
final class LanguageAgreement {
    private static final Map<String, String> WITHDRAWN = Map.of("iw", "he", "in", "id", "ji", "yi");

    /** One page's figures. */
    record Page(String set, String id, boolean body, String declared, String identified, String text) {
    }

    private final Map<String, int[]> sets = new LinkedHashMap<>();
    private final List<Page> disagreements = new ArrayList<>();

    /** Counts a page: {@code declared} is the html lang attribute as written (null: none), {@code identified} ours. */
    void add(Page p) {
        // pages, with a body, identified, declared (of those with a body), agreeing
        int[] n = sets.computeIfAbsent(p.set(), k -> new int[5]);
        n[0]++;
        if (!p.body()) {
            return;
        }
        n[1]++;
        if (p.identified() != null) {
            n[2]++;
        }
        String declared = primary(p.declared());
        if (declared != null) {
            n[3]++;
            if (agree(declared, p.identified())) {
                n[4]++;
            } else {
                disagreements.add(p);
            }
        }
    }

    /** The primary subtag of a language tag, lower case, withdrawn codes replaced; null for none or a malformed one. */
    static String primary(String tag) {
        if (tag == null) {
            return null;
        }
        String p = tag.strip().split("[-_]", 2)[0].toLowerCase(Locale.ROOT);
        if (!p.matches("[a-z]{2,3}")) {
            return null;
        }
        return WITHDRAWN.getOrDefault(p, p);
    }

    static boolean agree(String declared, String identified) {
        return identified != null && (identified.equals(declared)
                || declared.equals("no") && (identified.equals("nb") || identified.equals("nn")));
    }

    /** The table, then the disagreements by kind and one line each. */
    String report() {
        StringBuilder b = new StringBuilder(String.format("%-22s %6s %6s %16s %9s %16s%n", "set", "pages", "body",
                "identified", "declared", "agree"));
        int[] all = new int[5];
        sets.forEach((set, n) -> {
            row(b, set, n);
            for (int i = 0; i < n.length; i++) {
                all[i] += n[i];
            }
        });
        row(b, "all", all);
        Map<String, Integer> kinds = new TreeMap<>();
        for (Page p : disagreements) {
            kinds.merge(primary(p.declared()) + " -> " + p.identified(), 1, Integer::sum);
        }
        b.append("disagreements, declared -> identified: ").append(kinds).append('\n');
        for (Page p : disagreements) {
            String t = p.text().replaceAll("\\s+", " ");
            b.append(String.format("  %s %s: declared %s, identified %s: %s%n", p.set(), p.id(), p.declared(),
                    p.identified(), t.substring(0, Math.min(90, t.length()))));
        }
        return b.toString();
    }

    private static void row(StringBuilder b, String set, int[] n) {
        b.append(String.format(Locale.ROOT, "%-22s %6d %6d %6d (%5.1f %%) %9d %6d (%.3f)%n", set, n[0], n[1], n[2],
                n[1] == 0 ? 0.0 : 100.0 * n[2] / n[1], n[3], n[4], n[3] == 0 ? 0.0 : (double) n[4] / n[3]));
    }
}
