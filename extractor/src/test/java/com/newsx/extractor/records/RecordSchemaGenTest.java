package com.newsx.extractor.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class RecordSchemaGenTest {
    private static List<TreeNode> records(String html) {
        HtmlTree t = HtmlTree.of(Jsoup.parse("<body><ul>" + html + "</ul></body>"));
        return t.root().children().get(0).children();
    }

    @Test
    void seedIsTheLargestRecordAndOptionalItemsAlign() {
        List<TreeNode> recs = records("<li><a href=/1>One</a><i>price 1</i></li>"
                + "<li><a href=/2>Two</a><b>new</b><i>price 2</i></li>"
                + "<li><a href=/3>Three</a><i>price 3</i></li>");
        RecordTable t = new RecordSchemaGen(3, 64, 150).table(recs);
        assertEquals(List.of("a/#text", "b/#text", "i/#text"), t.schema());
        assertEquals(List.of(List.of("One", "", "price 1"), List.of("Two", "new", "price 2"),
                List.of("Three", "", "price 3")), t.rowsAsText());
        assertEquals("/2", t.rows().get(1).get(0).href());
    }

    @Test
    void itemsMissingFromTheSeedAreInsertedWhereTheyBelong() {
        // Neither record holds all items: the seed (first of the largest) grows by the other's extra item.
        List<TreeNode> recs = records("<li><a href=/1>One</a><b>hot</b><i>price 1</i></li>"
                + "<li><a href=/2>Two</a><i>price 2</i><u>sold out</u></li>");
        RecordTable t = new RecordSchemaGen(3, 64, 150).table(recs);
        assertEquals(List.of("a/#text", "b/#text", "i/#text", "u/#text"), t.schema());
        assertEquals(List.of("Two", "", "price 2", "sold out"), t.rowsAsText().get(1));
    }

    @Test
    void waitingRecordsAreRetriedAfterTheSeedGrows() {
        // Records 2 and 3 bring items (s, b) the seed lacks; whether placed at once or after waiting, every
        // item of every record ends up in a column, and matched items share their column.
        List<TreeNode> recs = records("<li><a>A1</a><i>x1</i><i>y1</i><i>z1</i></li>"
                + "<li><a>A2</a><s>s2</s><i>x2</i></li>"
                + "<li><a>A3</a><i>x3</i><b>b3</b><i>z3</i></li>");
        RecordTable t = new RecordSchemaGen(3, 64, 150).table(recs);
        List<Integer> items = t.rowsAsText().stream().map(r -> (int) r.stream().filter(c -> !c.isEmpty()).count())
                .toList();
        assertEquals(List.of(4, 3, 4), items, t.rowsAsText().toString());
        assertEquals("x3", t.rowsAsText().get(2).get(t.rowsAsText().get(0).indexOf("x1")));
        assertEquals(t.schema().size(), t.rows().get(0).size());
    }

    @Test
    void largeRecordsAreLaidOutByPosition() {
        List<TreeNode> recs = records("<li><a>A</a><i>x</i></li><li><a>B</a><i>y</i><i>z</i></li>");
        RecordTable t = new RecordSchemaGen(3, 64, 2).table(recs);
        assertEquals(List.of("leaf[1]", "leaf[2]", "leaf[3]"), t.schema());
        assertEquals(List.of("A", "x", ""), t.rowsAsText().get(0));
    }
}
