package com.newsx.extractor.text;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WhiteSpaceTest {
    @Test
    void collapsesRunsAndTrimsIncludingNoBreakAndIdeographicSpaces() {
        assertEquals("a b c", WhiteSpace.collapse("\n  a\u00a0\u00a0b \u3000c\t"));
        assertEquals("", WhiteSpace.collapse(" \n\u200b "));
    }

    @Test
    void appendingCollapsedTextGivesWhatCollapseGives() {
        for (String s : new String[] {"\n  a\u00a0\u00a0b \u3000c\t", " \n ", "x", "  新闻  正文 "}) {
            StringBuilder out = new StringBuilder(">");
            boolean any = WhiteSpace.appendCollapsed(out, s);
            assertEquals(">" + WhiteSpace.collapse(s), out.toString(), s);
            assertEquals(!WhiteSpace.collapse(s).isEmpty(), any, s);
        }
        assertFalse(WhiteSpace.appendCollapsed(new StringBuilder(), "\t\n"));
        assertTrue(WhiteSpace.appendCollapsed(new StringBuilder(), " a "));
    }
}
