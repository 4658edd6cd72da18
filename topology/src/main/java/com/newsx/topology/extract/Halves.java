package com.newsx.topology.extract;

import com.newsx.extractor.article.BodyResult;

import java.util.ArrayList;
import java.util.List;

/** A body result as it crosses a bolt boundary: line numbers as an int array, the algorithm, the reason. */
final class Halves {
    private Halves() {
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
