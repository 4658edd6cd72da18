package com.newsx.extractor.records;

import java.util.List;

/**
 * A data region found on the page: the node whose children are the records, the records, and how likely
 * it is the main region ({@link MainRegionScore}).
 */
public record DataRegion(TreeNode parent, List<TreeNode> records, double score) {
    public DataRegion {
        records = List.copyOf(records);
    }
}
