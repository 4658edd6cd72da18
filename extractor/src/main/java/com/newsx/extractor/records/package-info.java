/**
 * Data records of list pages after the tree-structure extraction method: leaf similarity, data region mining
 * (DRMining), record mining and record schema generation by simple tree matching, ending in a {@link
 * com.newsx.extractor.records.RecordTable}.
 */
package com.newsx.extractor.records;
