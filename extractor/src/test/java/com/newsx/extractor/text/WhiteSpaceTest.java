package com.newsx.extractor.text;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WhiteSpaceTest {
    @Test
    void everyCharIsSpaceExactlyAsDefined() {
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            assertEquals(WhiteSpace.isSpaceByDefinition(c), WhiteSpace.isSpace((char) c), "U+" + Integer.toHexString(c));
        }
    }

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

    @Test
    void appendingWholeRunsGivesWhatCollapseGivesOnRandomText() {
        java.util.Random rnd = new java.util.Random(7);
        char[] alphabet = {'a', 'b', 'Z', '.', '中', ' ', ' ', ' ', '\n', '\t', '\u00a0', '\u3000', '\u200b', '\ufeff'};
        for (int t = 0; t < 20_000; t++) {
            char[] cs = new char[rnd.nextInt(24)];
            for (int i = 0; i < cs.length; i++) {
                cs[i] = alphabet[rnd.nextInt(alphabet.length)];
            }
            String s = new String(cs);
            StringBuilder out = new StringBuilder(rnd.nextBoolean() ? "x" : "");
            int before = out.length();
            boolean any = WhiteSpace.appendCollapsed(out, s);
            String expected = WhiteSpace.collapse(s);
            assertEquals(expected, out.substring(before), "[" + s + "]");
            assertEquals(!expected.isEmpty(), any, "[" + s + "]");
            for (int i = 0; i < s.length(); i++) {
                if (!WhiteSpace.isSpace(s.charAt(i))) {
                    String run = s.substring(i, WhiteSpace.runEnd(s, i));
                    assertEquals(WhiteSpace.collapse(run), run, "a run is collapsed already: [" + s + "] at " + i);
                }
            }
        }
    }
}
