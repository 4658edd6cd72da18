package com.newsx.topology.extract;

import com.newsx.extractor.article.BodyResult;

import java.util.ArrayList;
import java.util.List;

/** A body result as it crosses a bolt boundary: line numbers as an int array, the algorithm, the reason. */
final class Halves {
    /** The algorithm of a half whose step failed on the page; its reason says how, its lines are null. */
    static final String FAILED = "failed";

    private Halves() {
    }

    /** The reason of the first half that failed, or null when both were computed. */
    static String failure(String linesAlgorithm, String linesReason, String densityAlgorithm, String densityReason) {
        if (FAILED.equals(linesAlgorithm)) {
            return linesReason;
        }
        return FAILED.equals(densityAlgorithm) ? densityReason : null;
    }

    static int[] lines(BodyResult r) {
        int[] a = new int[r.lines().size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = r.lines().get(i);
        }
        return a;
    }

    static BodyResult body(int[] lines, String algorithm, String reason) {
        List<Integer> l = new ArrayList<>(lines.length);
        for (int i : lines) {
            l.add(i);
        }
        return new BodyResult(l, algorithm, reason);
    }
}
