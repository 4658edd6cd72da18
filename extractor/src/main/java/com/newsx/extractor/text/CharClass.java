package com.newsx.extractor.text;

import java.util.function.IntPredicate;

/**
 * A set of UTF-16 chars answered by one array read. The per-character scans (white-space collapsing,
 * punctuation counting) visit every character of a page, where {@link Character#isWhitespace} and chains of
 * comparisons cost a table walk per CJK character; the table is filled once from the defining predicate, so
 * it answers exactly as the predicate does.
 */
public final class CharClass {
    private final boolean[] members = new boolean[Character.MAX_VALUE + 1];

    private CharClass(IntPredicate definition) {
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            members[c] = definition.test(c);
        }
    }

    /** The chars for which {@code definition} holds. */
    public static CharClass of(IntPredicate definition) {
        return new CharClass(definition);
    }

    public boolean contains(char c) {
        return members[c];
    }
}
