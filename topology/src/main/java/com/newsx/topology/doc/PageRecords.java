package com.newsx.topology.doc;

import com.newsx.extractor.records.RecordTable;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The record documents a list page's visit left: the index they went to and each region's row count. Record ids are
 * page/region/row ({@link DocumentId#ofRecord}), so the counts name every id; kept in the page's crawl-status
 * document, they let the next visit delete by id the records the page no longer has (this Elasticsearch has no
 * delete-by-query), so that a page's records are replaced as a whole. One number per region keeps the status
 * document small whatever the page lists.
 *
 * @param index where the records are (null: the visit left none)
 * @param rows  rows per region, main region first
 */
public record PageRecords(String index, List<Integer> rows) {
    public static final String INDEX_FIELD = "records_index";
    public static final String ROWS_FIELD = "record_rows";

    /** A record document that is no longer the page's. */
    public record Stale(String index, String id) {
    }

    public PageRecords {
        rows = List.copyOf(rows);
    }

    /** What a visit that found these tables leaves. */
    public static PageRecords of(String index, List<RecordTable> tables) {
        List<Integer> rows = new ArrayList<>(tables.size());
        for (RecordTable t : tables) {
            rows.add(t.rows().size());
        }
        return new PageRecords(index, rows);
    }

    /** A visit of a list page that found no records (an article instead, or nothing): none of the old ones stay. */
    public static PageRecords none() {
        return new PageRecords(null, List.of());
    }

    /** The crawl-status fields that record it (a HashMap: it travels in a status tuple). */
    public HashMap<String, Object> fields() {
        HashMap<String, Object> f = new HashMap<>();
        f.put(INDEX_FIELD, index);
        f.put(ROWS_FIELD, new ArrayList<>(rows));
        return f;
    }

    /** True when an outcome's fields say what records its visit left (its page's old ones are then replaced). */
    public static boolean in(Map<?, ?> fields) {
        return fields != null && fields.containsKey(ROWS_FIELD);
    }

    /** The records recorded in a crawl-status document or an outcome's fields; null when there are none. */
    public static PageRecords read(Map<?, ?> doc) {
        if (doc == null || !(doc.get(INDEX_FIELD) instanceof String index) || !(doc.get(ROWS_FIELD) instanceof List<?> l)) {
            return null;
        }
        List<Integer> rows = new ArrayList<>(l.size());
        for (Object o : l) {
            rows.add(o instanceof Number n ? n.intValue() : 0);
        }
        return new PageRecords(index, rows);
    }

    /**
     * The documents {@code before} (the page's last visit; null: none) left that {@code now} did not write again: rows
     * past a region's new count, regions past the new number, and all of them when this visit's records went to
     * another index (a new period) or there are none.
     */
    public static List<Stale> stale(String pageUrl, PageRecords before, PageRecords now) {
        List<Stale> gone = new ArrayList<>();
        if (before == null || before.index() == null) {
            return gone;
        }
        boolean sameIndex = now != null && before.index().equals(now.index());
        for (int region = 0; region < before.rows().size(); region++) {
            int kept = sameIndex && region < now.rows().size() ? now.rows().get(region) : 0;
            for (int row = kept; row < before.rows().get(region); row++) {
                gone.add(new Stale(before.index(), DocumentId.ofRecord(pageUrl, region, row)));
            }
        }
        return gone;
    }
}
