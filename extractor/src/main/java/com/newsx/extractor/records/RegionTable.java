package com.newsx.extractor.records;

/** One data region of a page as a table, with its role. */
public record RegionTable(RegionRole role, RecordTable table) {
}
