package com.newsx.extractor.dedup;

import com.newsx.extractor.DevSets;

import java.util.List;
import java.util.Locale;

/**
 * Precision and recall of copy detection on eval/copies at a range of containment thresholds, for a shingle size
 * and signature length: {@code CopiesEvalMain [shingle-size] [hashes]}.
 */
public final class CopiesEvalMain {
    public static void main(String[] args) throws Exception {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int hashes = args.length > 1 ? Integer.parseInt(args[1]) : 128;
        List<CopiesSet.Pair> pairs = CopiesSet.load(CopiesSet.pairsFile(), DevSets.dir());
        double[] score = new double[pairs.size()];
        for (int i = 0; i < pairs.size(); i++) {
            CopiesSet.Pair p = pairs.get(i);
            score[i] = BodyFingerprint.of(p.a(), size, hashes).containment(BodyFingerprint.of(p.b(), size, hashes));
        }
        System.out.printf("shingle %d, %d hashes, %d pairs%n", size, hashes, pairs.size());
        for (int rows : new int[] {1, 2, 3, 4}) {
            int copies = 0, copyHit = 0, distinct = 0, distinctHit = 0;
            for (CopiesSet.Pair p : pairs) {
                java.util.Set<String> a = new java.util.HashSet<>(BodyFingerprint.of(p.a(), size, hashes).bands(rows));
                boolean hit = BodyFingerprint.of(p.b(), size, hashes).bands(rows).stream().anyMatch(a::contains);
                if (p.copy()) { copies++; copyHit += hit ? 1 : 0; } else { distinct++; distinctHit += hit ? 1 : 0; }
            }
            System.out.printf(Locale.ROOT, "bands of %d rows: candidates found for %d/%d copies, %d/%d distinct pairs%n",
                    rows, copyHit, copies, distinctHit, distinct);
        }
        for (double t = 0.2; t <= 0.91; t += 0.05) {
            int tp = 0, fp = 0, fn = 0;
            for (int i = 0; i < pairs.size(); i++) {
                boolean yes = score[i] >= t;
                if (yes && pairs.get(i).copy()) tp++;
                if (yes && !pairs.get(i).copy()) fp++;
                if (!yes && pairs.get(i).copy()) fn++;
            }
            System.out.printf(Locale.ROOT, "threshold %.2f  P %.4f  R %.4f  (fp %d, fn %d)%n", t,
                    tp / (double) Math.max(1, tp + fp), tp / (double) (tp + fn), fp, fn);
        }
        // the hardest of each label
        for (int i = 0; i < pairs.size(); i++) {
            CopiesSet.Pair p = pairs.get(i);
            if ((p.copy() && score[i] < 0.6) || (!p.copy() && score[i] > 0.25)) {
                System.out.printf(Locale.ROOT, "  %s %s %s %.3f%n", p.id(), p.copy() ? "copy" : "distinct", p.kind(), score[i]);
            }
        }
    }
}
