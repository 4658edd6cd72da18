package com.newsx.tools.drift;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The pages of one site (host), or of all, summed: how many drifted, and how many changed in each field. */
final class SiteDrift {
    final String site;
    private int pages;
    private int drifted;
    private int changed;
    private final Map<Field, Integer> byField = new EnumMap<>(Field.class);
    private double similarities;
    private long baseChars;
    private long headChars;
    /** The pages that changed in any field, in the archive's order. */
    private final List<PageDrift> changedPages = new ArrayList<>();

    SiteDrift(String site) {
        this.site = site;
    }

    void add(PageDrift p, boolean drifts) {
        pages++;
        if (drifts) {
            drifted++;
        }
        if (!p.changed().isEmpty()) {
            changed++;
            changedPages.add(p);
        }
        for (Field f : p.changed()) {
            byField.merge(f, 1, Integer::sum);
        }
        similarities += p.similarity();
        baseChars += BodySimilarity.normalise(p.base().body()).length();
        headChars += BodySimilarity.normalise(p.head().body()).length();
    }

    int pages() {
        return pages;
    }

    int drifted() {
        return drifted;
    }

    int changed() {
        return changed;
    }

    int changed(Field f) {
        return byField.getOrDefault(f, 0);
    }

    double driftedShare() {
        return share(drifted);
    }

    double changedShare() {
        return share(changed);
    }

    double meanSimilarity() {
        return pages == 0 ? 1.0 : similarities / pages;
    }

    /** The change of the bodies' total length, head against base, as a share of the base's (0 when both are empty). */
    double bodyLengthChange() {
        return baseChars == 0 ? (headChars == 0 ? 0 : 1) : (double) (headChars - baseChars) / baseChars;
    }

    List<PageDrift> changedPages() {
        return Collections.unmodifiableList(changedPages);
    }

    private double share(int n) {
        return pages == 0 ? 0 : (double) n / pages;
    }
}
