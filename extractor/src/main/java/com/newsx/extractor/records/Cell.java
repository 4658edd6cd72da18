package com.newsx.extractor.records;

/**
 * One cell of a data record: its text, and the link target and image source when the cell is a link or an
 * image (null otherwise).
 */
public record Cell(String text, String href, String src) {
    public static final Cell EMPTY = new Cell("", null, null);

    public Cell {
        text = text == null ? "" : text;
    }

    public boolean isEmpty() {
        return text.isEmpty() && href == null && src == null;
    }
}
