package com.newsx.topology.doc;

import com.newsx.extractor.records.Cell;
import com.newsx.extractor.records.RecordTable;
import com.newsx.extractor.text.DateParser;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class RecordDocumentsTest {
    private static RecordTable rows(int n) {
        List<List<Cell>> r = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            r.add(List.of(new Cell("row " + i, "/" + i, null)));
        }
        return new RecordTable(List.of("c0"), r);
    }

    @Test
    void aPageGivesItsFirstRowsUpToTheBoundMainRegionFirst() {
        List<RecordTable> kept = RecordDocuments.firstRows(List.of(rows(3), rows(4), rows(2)), 5);
        assertEquals(List.of(3, 2), kept.stream().map(t -> t.rows().size()).toList(),
                "the second region cut, the third dropped");
        assertEquals("row 1", kept.get(1).rows().get(1).get(0).text());
        assertEquals(List.of(3, 4, 2), RecordDocuments.firstRows(List.of(rows(3), rows(4), rows(2)), 9).stream()
                .map(t -> t.rows().size()).toList(), "within the bound: all");
        assertEquals(List.of(3), RecordDocuments.firstRows(List.of(rows(3), rows(4)), 3).stream()
                .map(t -> t.rows().size()).toList());
    }


    @Test
    void cellsAreNamedByWhatTheyHold() {
        RecordTable t = new RecordTable(List.of("c0", "c1", "c2"), List.of(
                List.of(new Cell("全市中小学开展消防演练", "/news/2024/0318/102.html", null), new Cell("2024-03-18", null, null),
                        new Cell("本周全市中小学统一开展消防疏散演练，覆盖师生二十余万人。", null, null)),
                List.of(new Cell("春季植树活动启动", "/news/2024/0317/100.html", null), Cell.EMPTY,
                        new Cell("", null, "/img/tree.jpg"))));
        List<IndexDoc> docs = new RecordDocuments(new DateParser())
                .of("news-records", "http://news.example.cn/news/", List.of(t), Instant.parse("2024-03-18T00:00:00Z"));

        assertEquals(2, docs.size());
        Map<String, Object> first = docs.get(0).source();
        assertEquals("全市中小学开展消防演练", first.get("title"));
        assertEquals("http://news.example.cn/news/2024/0318/102.html", first.get("link"));
        assertEquals("2024-03-18", first.get("date_text"));
        assertEquals("2024-03-18", first.get("publish_time"), "the stated date, read, for searches by time");
        assertEquals("本周全市中小学统一开展消防疏散演练，覆盖师生二十余万人。", first.get("snippet"));
        assertEquals("news.example.cn", first.get("host"));
        Map<String, Object> second = docs.get(1).source();
        assertEquals("/img/tree.jpg", second.get("image"));
        assertFalse(second.containsKey("date_text"));
        assertFalse(second.containsKey("publish_time"));
        assertFalse(docs.get(0).id().equals(docs.get(1).id()), "each record has its own id");
    }
}
