package com.newsx.tools.drift;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * When the drift check fails: a page drifts when one of the gate's fields changed (the body: its similarity fell
 * below {@code minSimilarity}), and the check fails when more than {@code maxShare} of the pages drifted. Title,
 * date, body and a page that fails with one build only by default: the fields a reader and the search see first.
 * Author, page type and record count are reported but do not gate unless named.
 *
 * @param enforced false: the report only ({@code --no-gate}), the exit status 0 whatever drifted
 */
record DriftGate(double minSimilarity, double maxShare, Set<Field> fields, boolean enforced) {
    static final double MIN_SIMILARITY = 0.9;
    static final double MAX_SHARE = 0.05;
    static final Set<Field> FIELDS = Collections.unmodifiableSet(
            EnumSet.of(Field.TITLE, Field.DATE, Field.BODY, Field.FAILED));

    DriftGate {
        if (minSimilarity < 0 || minSimilarity > 1 || maxShare < 0 || maxShare > 1) {
            throw new IllegalArgumentException("--min-similarity and --max-drift are shares, 0 to 1: "
                    + minSimilarity + ", " + maxShare);
        }
        if (fields.isEmpty()) {
            throw new IllegalArgumentException("--gate needs at least one field");
        }
        fields = Collections.unmodifiableSet(EnumSet.copyOf(fields));
    }

    static DriftGate defaults() {
        return new DriftGate(MIN_SIMILARITY, MAX_SHARE, FIELDS, true);
    }

    /** Fields from {@code --gate title,date,...}. */
    static Set<Field> fields(String commaSeparated) {
        Set<Field> out = EnumSet.noneOf(Field.class);
        for (String f : commaSeparated.split(",")) {
            if (!f.isBlank()) {
                out.add(Field.named(f));
            }
        }
        return out;
    }

    boolean drifts(PageDrift p) {
        return !Collections.disjoint(p.changed(), fields);
    }

    /** "title, date or body (similarity below 0.90) changed, or ..." for the report's head. */
    String describe() {
        String changed = fields.stream().filter(f -> f != Field.FAILED)
                .map(f -> f == Field.BODY ? String.format(java.util.Locale.ROOT, "body (similarity below %.2f)",
                        minSimilarity) : f.label)
                .collect(Collectors.joining(", "));
        String failed = fields.contains(Field.FAILED) ? "it extracts with one build only" : "";
        if (changed.isEmpty()) {
            return failed;
        }
        return changed + " changed" + (failed.isEmpty() ? "" : ", or " + failed);
    }
}
