package com.newsx.extractor.records;

import java.util.List;

/** A data region found on the page: the node whose children are the records, and the records. */
public record DataRegion(TreeNode parent, List<TreeNode> records) {
    public DataRegion {
        records = List.copyOf(records);
    }
}
