package com.newsx.tools.drift;

/** A field of a page's extraction that the drift check compares, with the name its report uses. */
enum Field {
    TITLE("title"),
    DATE("date"),
    AUTHOR("author"),
    /** The body's similarity fell below the gate's minimum. */
    BODY("body"),
    TYPE("type"),
    /** The number of records of the page's main region. */
    RECORDS("records"),
    /** The page extracts with one build and fails with the other. */
    FAILED("failed");

    final String label;

    Field(String label) {
        this.label = label;
    }

    /** The field named {@code label} (as the report and {@code --gate} spell it). */
    static Field named(String label) {
        for (Field f : values()) {
            if (f.label.equals(label.strip())) {
                return f;
            }
        }
        throw new IllegalArgumentException("no field " + label + " (title, date, author, body, type, records, failed)");
    }
}
