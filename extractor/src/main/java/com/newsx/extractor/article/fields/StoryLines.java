package com.newsx.extractor.article.fields;

import java.util.List;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

/**
 * Where a story's text runs on the rendered page: prose lines (ending sentences, few of their words linked) two in a row,
 * or one long paragraph. A copyright line or a teaser under the menu is one short prose line alone; so the headline
 * of a page is told by how near above this text it stands, wherever the layout (tables, columns) puts it.
 */
final class StoryLines {
    /** A prose line has this many words (CJK characters count one each) ... */
    private static final int PROSE_WORDS = 10;
    /** ... and a paragraph of this many words is the story's text on its own. */
    private static final int PARAGRAPH_WORDS = 40;
    /** Lines below a prose line where the next one may stand (a byline or an image caption between). */
    private static final int RUN_GAP = 2;
    private static final String SENTENCE_ENDS = "!?。！？";

    private final List<PageText.Line> lines;
    /** Per line: 0 not yet read, 1 no prose, 2 prose, 3 prose of a paragraph's length. */
    private final byte[] kind;
    /** Per line: the first story line at or after it, -1 while unknown. */
    private final int[] next;

    private StoryLines(List<PageText.Line> lines) {
        this.lines = lines;
        this.kind = new byte[lines.size()];
        this.next = new int[lines.size()];
        java.util.Arrays.fill(next, -1);
    }

    /** The story lines of a page, read on demand: most pages ask about a few lines below the headline. */
    static StoryLines of(List<PageText.Line> lines) {
        return new StoryLines(lines);
    }

    /** The first story line at or after line li; the number of lines when none. */
    int from(int li) {
        int n = next.length;
        int start = Math.max(0, li);
        int k = start;
        while (k < n && next[k] < 0 && !isStory(k)) {
            k++;
        }
        int found = k >= n ? n : next[k] >= 0 ? next[k] : k;
        for (int i = start; i < k && i < n; i++) {
            next[i] = found;
        }
        if (k < n) {
            next[k] = found;
        }
        return found;
    }

    /** Whether a prose line stands right above line li (within the gap a story's paragraphs leave). */
    boolean proseAbove(int li) {
        for (int k = li - 1; k >= li - RUN_GAP && k >= 0; k--) {
            if (k < kind.length && kind(k) >= 2) {
                return true;
            }
        }
        return false;
    }

    private boolean isStory(int i) {
        int k = kind(i);
        return k == 3 || k == 2 && followedByProse(i);
    }

    private byte kind(int i) {
        if (kind[i] == 0) {
            String t = lines.get(i).text();
            int words = t.length() < PROSE_WORDS ? 0 : Words.count(t); // a word takes a character at least
            boolean prose = words >= PROSE_WORDS && hasSentenceMark(t) && !mostlyLinked(lines.get(i));
            kind[i] = (byte) (!prose ? 1 : words >= PARAGRAPH_WORDS ? 3 : 2);
        }
        return kind[i];
    }

    private boolean followedByProse(int i) {
        for (int k = i + 1; k <= i + RUN_GAP && k < kind.length; k++) {
            if (kind(k) >= 2) {
                return true;
            }
        }
        return false;
    }

    /**
     * A sentence ends in the line: a full stop, question or exclamation mark (a period followed by a space or the
     * line's end). Commas alone do not make prose: "本贴由 X 于 ... 发表，已被浏览 1234 次" is a post's header line.
     */
    private static boolean hasSentenceMark(String t) {
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (SENTENCE_ENDS.indexOf(c) >= 0 || c == '.' && (i + 1 == t.length() || t.charAt(i + 1) == ' ')) {
                return true;
            }
        }
        return false;
    }

    /** At least half of the line's characters are link text. */
    private static boolean mostlyLinked(PageText.Line line) {
        int all = 0;
        int linked = 0;
        Element top = line.element();
        for (TextNode piece : line.pieces()) {
            int len = piece.getWholeText().trim().length();
            all += len;
            if (inLink(piece, top)) {
                linked += len;
            }
        }
        return linked * 2 >= all && all > 0;
    }

    private static boolean inLink(TextNode piece, Element top) {
        for (Node x = piece.parent(); x instanceof Element e; x = x.parent()) {
            if (e.nameIs("a")) {
                return true;
            }
            if (e == top) {
                return false;
            }
        }
        return false;
    }
}
