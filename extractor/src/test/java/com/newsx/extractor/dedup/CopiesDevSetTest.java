package com.newsx.extractor.dedup;

import com.newsx.extractor.DevSets;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The targets of issue 15 on the labelled set, at the default settings: precision >= 0.98, recall >= 0.95. */
class CopiesDevSetTest {
    @Test
    void precisionAndRecallOnTheLabelledSetMeetTheTargets() throws Exception {
        Path eval = DevSets.require("articles-en/truth.jsonl", "articles-zh/truth.jsonl", "articles-en-wcxb/truth.jsonl");
        CopyDetection d = CopyDetection.DEFAULTS;
        int tp = 0, fp = 0, fn = 0, found = 0;
        for (CopiesSet.Pair p : CopiesSet.load(CopiesSet.pairsFile(), eval)) {
            BodyFingerprint a = d.fingerprint(p.a());
            BodyFingerprint b = d.fingerprint(p.b());
            boolean said = d.copies(a, b);
            tp += said && p.copy() ? 1 : 0;
            fp += said && !p.copy() ? 1 : 0;
            fn += !said && p.copy() ? 1 : 0;
            Set<String> bands = new HashSet<>(d.bands(a));
            if (said && p.copy() && d.bands(b).stream().anyMatch(bands::contains)) {
                found++;
            }
        }
        double precision = tp / (double) (tp + fp);
        double recall = tp / (double) (tp + fn);
        assertTrue(precision >= 0.98, "precision " + precision);
        assertTrue(recall >= 0.95, "recall " + recall);
        // the lookup finds the candidates of what the comparison would call a copy
        assertTrue(found >= 0.99 * tp, "band lookup found " + found + " of " + tp);
    }
}
