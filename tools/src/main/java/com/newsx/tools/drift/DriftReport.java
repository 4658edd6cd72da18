package com.newsx.tools.drift;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Two builds' extractions of the same archived pages compared: per site and per field what changed, the sites that
 * changed most first, and whether the gate passes ({@link DriftGate}). A page one output lacks counts as failed in
 * that build.
 */
final class DriftReport {
    /** The most changed first: the share drifted, then the share changed in any field, then the larger site. */
    private static final Comparator<SiteDrift> MOST_CHANGED = Comparator
            .comparingDouble(SiteDrift::driftedShare).reversed()
            .thenComparing(Comparator.comparingDouble(SiteDrift::changedShare).reversed())
            .thenComparing(Comparator.comparingInt(SiteDrift::pages).reversed())
            .thenComparing(s -> s.site);
    private static final int MAX_QUOTE = 70;

    private final DriftGate gate;
    private final List<SiteDrift> sites;
    private final SiteDrift all = new SiteDrift("all");

    private DriftReport(DriftGate gate, List<SiteDrift> sites) {
        this.gate = gate;
        this.sites = sites;
    }

    static DriftReport compare(List<ArchivedPages.Entry> pages, Map<String, Extraction> base,
                               Map<String, Extraction> head, DriftGate gate) {
        Map<String, SiteDrift> bySite = new LinkedHashMap<>();
        List<PageDrift> drifts = new ArrayList<>();
        for (ArchivedPages.Entry e : pages) {
            PageDrift p = PageDrift.of(e.url(), extraction(base, e.id()), extraction(head, e.id()), gate.minSimilarity());
            drifts.add(p);
            bySite.computeIfAbsent(p.site(), SiteDrift::new).add(p, gate.drifts(p));
        }
        List<SiteDrift> sites = new ArrayList<>(bySite.values());
        sites.sort(MOST_CHANGED);
        DriftReport r = new DriftReport(gate, sites);
        drifts.forEach(p -> r.all.add(p, gate.drifts(p)));
        return r;
    }

    private static Extraction extraction(Map<String, Extraction> out, String id) {
        Extraction e = out.get(id);
        return e != null ? e : Extraction.failed(id, "no line for it in the build's output");
    }

    /** The sites, most changed first. */
    List<SiteDrift> sites() {
        return List.copyOf(sites);
    }

    SiteDrift all() {
        return all;
    }

    /** Whether no more than the gate's share of pages drifted (always, when the gate is not enforced). */
    boolean passes() {
        return !gate.enforced() || all.driftedShare() <= gate.maxShare();
    }

    /** The report: the table of sites, then what changed on the first {@code examples} changed pages of each site. */
    String render(String baseName, String headName, int examples) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "drift: %d pages of %d site%s, %s (base) against %s%n", all.pages(),
                sites.size(), sites.size() == 1 ? "" : "s", baseName, headName));
        b.append("a page drifts when its ").append(gate.describe()).append('\n').append('\n');
        int width = Math.max(4, sites.stream().mapToInt(s -> s.site.length()).max().orElse(4));
        String head = "%-" + width + "s %6s %8s %8s %6s %5s %7s %5s %5s %8s %7s %6s %8s%n";
        b.append(String.format(Locale.ROOT, head, "site", "pages", "drifted", "changed", "title", "date", "author",
                "body", "type", "records", "failed", "sim.", "length"));
        for (SiteDrift s : sites) {
            row(b, width, s);
        }
        if (sites.size() > 1) {
            row(b, width, all);
        }
        if (examples > 0 && all.changed() > 0) {
            b.append(String.format(Locale.ROOT, "%nwhat changed (base -> head), at most %d page%s a site:%n", examples,
                    examples == 1 ? "" : "s"));
            for (SiteDrift s : sites) {
                List<PageDrift> changed = s.changedPages();
                if (changed.isEmpty()) {
                    continue;
                }
                b.append(s.site).append('\n');
                for (PageDrift p : changed.subList(0, Math.min(examples, changed.size()))) {
                    b.append("  ").append(p.url()).append('\n').append("    ").append(describe(p)).append('\n');
                }
            }
        }
        b.append('\n').append(verdict()).append('\n');
        return b.toString();
    }

    /** The closing line: PASS or FAIL and why, or the report only. */
    String verdict() {
        String figures = String.format(Locale.ROOT, "%d of %d pages drifted (%.1f %%)", all.drifted(), all.pages(),
                100 * all.driftedShare());
        String allowed = String.format(Locale.ROOT, "%.1f %%", 100 * gate.maxShare());
        if (!gate.enforced()) {
            return "drift: not gated: " + figures + "; the gate is at " + allowed;
        }
        return passes() ? "drift: PASS: " + figures + ", at most " + allowed + " allowed"
                : "drift: FAIL: " + figures + ", more than the " + allowed + " allowed";
    }

    private static void row(StringBuilder b, int width, SiteDrift s) {
        b.append(String.format(Locale.ROOT, "%-" + width + "s %6d %6.1f %% %6.1f %% %6d %5d %7d %5d %5d %8d %7d %6.3f %+7.1f%%%n",
                s.site, s.pages(), 100 * s.driftedShare(), 100 * s.changedShare(), s.changed(Field.TITLE),
                s.changed(Field.DATE), s.changed(Field.AUTHOR), s.changed(Field.BODY), s.changed(Field.TYPE),
                s.changed(Field.RECORDS), s.changed(Field.FAILED), s.meanSimilarity(), 100 * s.bodyLengthChange()));
    }

    /** One changed page's fields, each as base -> head. */
    static String describe(PageDrift p) {
        List<String> parts = new ArrayList<>();
        Extraction a = p.base();
        Extraction z = p.head();
        for (Field f : Field.values()) {
            if (!p.changed().contains(f)) {
                continue;
            }
            parts.add(switch (f) {
                case TITLE -> "title: " + quote(a.title()) + " -> " + quote(z.title());
                case DATE -> "date: " + quote(a.date()) + " -> " + quote(z.date());
                case AUTHOR -> "author: " + quote(a.author()) + " -> " + quote(z.author());
                case BODY -> String.format(Locale.ROOT, "body: %.2f similar, %,d -> %,d chars", p.similarity(),
                        BodySimilarity.normalise(a.body()).length(), BodySimilarity.normalise(z.body()).length());
                case TYPE -> "type: " + a.type() + " -> " + z.type();
                case RECORDS -> "records: " + a.records() + " -> " + z.records();
                case FAILED -> "failed: " + (a.isFailed() ? quote(a.error()) + " -> extracts" : "extracts -> " + quote(z.error()));
            });
        }
        return String.join("; ", parts);
    }

    private static String quote(String s) {
        String t = BodySimilarity.normalise(s);
        return "\"" + (t.length() > MAX_QUOTE ? t.substring(0, MAX_QUOTE - 3) + "..." : t) + "\"";
    }
}
