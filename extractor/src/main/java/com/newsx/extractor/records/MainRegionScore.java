package com.newsx.extractor.records;

import com.newsx.extractor.config.ExtractorConfig;
import java.util.Arrays;
import java.util.List;

/**
 * How likely a candidate region is the page's main data region: the main records are many, each carries
 * substantial text and usually a link, and they sit in the content area, not in navigation, headers or
 * footers. Score = (records with substantial text) x log(1 + median record text) x share of records with a
 * link (softened), and 0 for fewer than {@code minRecords} records.
 */
public final class MainRegionScore {
    private final int minRecords;
    private final int substantialText;
    private final double boilerplatePenalty;
    private final double maxRecordShare;

    public MainRegionScore(ExtractorConfig config) {
        this.minRecords = config.getInt("records.region.minRecords");
        this.substantialText = config.getInt("records.region.substantialText");
        this.boilerplatePenalty = config.getDouble("records.region.boilerplatePenalty");
        this.maxRecordShare = config.getDouble("records.region.maxRecordShare");
    }

    public double score(TreeNode parent, List<TreeNode> records) {
        if (records.size() < minRecords) {
            return 0;
        }
        int[] texts = new int[records.size()];
        int substantial = 0;
        long substantialChars = 0;
        int linked = 0;
        int multiLeaf = 0;
        for (int i = 0; i < texts.length; i++) {
            TreeNode r = records.get(i);
            texts[i] = r.textLength;
            if (r.textLength >= substantialText) {
                substantial++;
                substantialChars += r.textLength;
            }
            if (r.links > 0 || r.linkTextLength > 0) {
                linked++;
            }
            if (r.leafCount() > 1) {
                multiLeaf++;
            }
        }
        if (substantial < minRecords) {
            return 0;
        }
        Arrays.sort(texts);
        double median = texts[texts.length / 2];
        double linkShare = (double) linked / records.size();
        double structure = (double) multiLeaf / records.size();
        double score = Math.sqrt(substantial * (double) substantialChars) * (0.5 + 0.5 * linkShare) * (0.5 + 0.5 * structure)
                * regularity(records) * sizeConsistency(records) * granularity(records);
        if (inBoilerplate(parent)) {
            score *= boilerplatePenalty;
        }
        return score;
    }

    /** Records that repeat one structure at consistent sizes and are small parts of the page. */
    public boolean isRegular(List<TreeNode> records) {
        return records.size() >= minRecords && regularity(records) >= 0.8 && sizeConsistency(records) >= 0.5
                && granularity(records) >= 1;
    }

    /**
     * 1 while a record holds at most {@code maxRecordShare} of the page's leaves, then falling with the square
     * of the excess: the sections of a page (header, content, footer) repeat too, but are not records.
     */
    double granularity(List<TreeNode> records) {
        TreeNode root = records.get(0);
        while (root.parent != null) {
            root = root.parent;
        }
        long leaves = 0;
        for (TreeNode r : records) {
            leaves += r.leafCount();
        }
        double share = leaves / (double) records.size() / Math.max(1, root.leafCount());
        return share <= maxRecordShare ? 1 : Math.pow(maxRecordShare / share, 2);
    }

    /** Share of the records with the most frequent signature (tag and class): records repeat a structure. */
    static double regularity(List<TreeNode> records) {
        java.util.Map<String, Integer> counts = new java.util.HashMap<>();
        int best = 0;
        for (TreeNode r : records) {
            best = Math.max(best, counts.merge(r.signature() + "/" + childSignature(r), 1, Integer::sum));
        }
        return (double) best / records.size();
    }

    private static String childSignature(TreeNode r) {
        return r.children.isEmpty() ? "" : r.children.get(0).tag;
    }

    /** Median over mean record size: one huge "record" among small ones means the split is wrong. */
    static double sizeConsistency(List<TreeNode> records) {
        int[] sizes = new int[records.size()];
        long sum = 0;
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = records.get(i).size;
            sum += sizes[i];
        }
        Arrays.sort(sizes);
        return Math.min(1.0, sizes[sizes.length / 2] * sizes.length / (double) sum);
    }

    /**
     * Inside navigation, header, footer or aside by their HTML5 tags. (Class names were tried too: wrappers
     * named "nav_..." or "...header" hold whole pages often enough that they cost more than they gained.)
     */
    static boolean inBoilerplate(TreeNode node) {
        for (TreeNode n = node; n != null; n = n.parent) {
            switch (n.tag) {
                case "nav", "header", "footer", "aside" -> {
                    return true;
                }
                default -> {
                }
            }
        }
        return false;
    }
}
