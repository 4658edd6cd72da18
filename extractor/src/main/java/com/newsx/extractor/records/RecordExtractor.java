package com.newsx.extractor.records;

import com.newsx.extractor.config.ExtractorConfig;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;

/**
 * Data records of a list page: HtmlTree, LeafSimilarity, DataRegionMining over every threshold, RecordMining
 * under each sub-cluster, the main region chosen by {@link MainRegionScore}, and RecordSchemaGen for each
 * region kept. Returns the main region first.
 */
public final class RecordExtractor {
    private final DataRegionMining drMining;
    private final RecordMining recordMining;
    private final NestedRecords nested;
    private final int maxPeriod;
    private final MainRegionScore regionScore;
    private final RecordSchemaGen schemaGen;
    private final int minRegionLeaves;
    private final int maxRegions;

    public RecordExtractor(ExtractorConfig config) {
        this.drMining = new DataRegionMining(config.getDouble("records.sep.sigma"),
                config.getDouble("records.ocq.beta"));
        this.recordMining = new RecordMining(config.getDouble("records.factor"));
        this.nested = new NestedRecords(config.getDouble("records.nested.repeatShare"));
        this.maxPeriod = config.getInt("records.generalized.maxPeriod");
        this.regionScore = new MainRegionScore(config);
        this.schemaGen = new RecordSchemaGen(config.getInt("records.maxCount"), config.getInt("records.stm.maxDepth"));
        this.minRegionLeaves = config.getInt("records.region.minLeaves");
        this.maxRegions = config.getInt("records.region.max");
    }

    public List<RecordTable> extract(Document cleanedDoc) {
        List<RecordTable> out = new ArrayList<>();
        for (DataRegion r : regions(HtmlTree.of(cleanedDoc))) {
            out.add(schemaGen.table(r.records()));
        }
        return out;
    }

    /** The data regions of the tree, best first, none nested in another. */
    public List<DataRegion> regions(HtmlTree tree) {
        int[] s = LeafSimilarity.sequence(tree.leaves());
        Map<TreeNode, Boolean> seen = new IdentityHashMap<>();
        List<DataRegion> candidates = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        for (DataRegionMining.Partition p : drMining.partitions(s)) {
            for (int[] run : p.clusters()) {
                // A run of gaps [from, to) spans the leaves from .. to.
                if (run[1] - run[0] + 1 < minRegionLeaves) {
                    continue;
                }
                TreeNode lca = HtmlTree.lowestCommonAncestor(tree.leaves().get(run[0]), tree.leaves().get(run[1]));
                TreeNode parent = recordMining.recordParent(lca);
                if (seen.put(parent, Boolean.TRUE) != null) {
                    continue;
                }
                List<TreeNode> records = recordMining.records(parent);
                List<TreeNode> best = records;
                double score = regionScore.score(parent, records);
                for (List<TreeNode> variant : java.util.Arrays.asList(nested.split(records),
                        nested.generalize(records, maxPeriod))) {
                    double v = variant == null ? 0 : regionScore.score(parent, variant);
                    if (v > score) {
                        score = v;
                        best = variant;
                    }
                }
                if (score > 0) {
                    candidates.add(new DataRegion(parent, best));
                    scores.add(score);
                }
            }
        }
        return best(candidates, scores);
    }

    private List<DataRegion> best(List<DataRegion> candidates, List<Double> scores) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            order.add(i);
        }
        order.sort((a, b) -> Double.compare(scores.get(b), scores.get(a)));
        List<DataRegion> out = new ArrayList<>();
        for (int i : order) {
            DataRegion r = candidates.get(i);
            boolean overlaps = false;
            for (DataRegion kept : out) {
                if (kept.parent().isAncestorOf(r.parent()) || r.parent().isAncestorOf(kept.parent())) {
                    overlaps = true;
                    break;
                }
            }
            if (!overlaps) {
                out.add(r);
                if (out.size() == maxRegions) {
                    break;
                }
            }
        }
        return out;
    }
}
