package com.newsx.extractor.records;

import java.util.ArrayList;
import java.util.List;

/**
 * The records of one data region aligned into columns: {@code schema} names the columns, every row holds one
 * cell per column (an empty cell where the record lacks the item).
 */
public record RecordTable(List<String> schema, List<List<Cell>> rows) {
    public RecordTable {
        schema = List.copyOf(schema);
        rows = rows.stream().map(List::copyOf).toList();
    }

    /** The cell texts of every row, in schema order. */
    public List<List<String>> rowsAsText() {
        List<List<String>> out = new ArrayList<>(rows.size());
        for (List<Cell> row : rows) {
            out.add(row.stream().map(Cell::text).toList());
        }
        return out;
    }
}
