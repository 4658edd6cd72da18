package com.newsx.extractor.article;

import com.newsx.extractor.text.SentenceMarks;
import com.newsx.extractor.text.WhiteSpace;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Per-element statistics and the rendered lines of a cleaned page, computed in one iterative pass so that no
 * later step calls {@code text()} on a subtree. Elements are numbered in pre-order, so the subtree of element
 * {@code i} is the index range {@code i..end(i)} and a parent always precedes its children.
 */
public final class DomIndex {
    static final Set<String> BLOCK_TAGS = Set.of("address", "article", "aside", "blockquote", "body", "caption",
            "center", "dd", "details", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form",
            "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section",
            "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "legend", "menu", "html");

    private final List<Element> elements = new ArrayList<>();
    private int[] parent = new int[256];
    private int[] end;
    private int[] chars = new int[256];
    private int[] linkChars = new int[256];
    private int[] punct = new int[256];
    private int[] tags;
    private final List<TextLine> lines = new ArrayList<>();

    private DomIndex() {
    }

    /** Indexes the subtree of {@code root} (normally the cleaned body). */
    public static DomIndex build(Element root, Punctuation punctuation) {
        return build(root, punctuation, false);
    }

    /**
     * As above; with {@code skipAriaHidden} the text under {@code aria-hidden="true"} elements is not read (their
     * elements stay, empty): cleaning leaves it for the records ({@code clean.drop.ariaHidden=false}), and in an
     * article it is an icon label, a duplicate or a slide ({@code fusion.ariaHidden.skip}).
     */
    public static DomIndex build(Element root, Punctuation punctuation, boolean skipAriaHidden) {
        DomIndex idx = new DomIndex();
        new Builder(idx, punctuation, skipAriaHidden).run(root);
        idx.aggregate();
        return idx;
    }

    public int size() {
        return elements.size();
    }

    public Element element(int i) {
        return elements.get(i);
    }

    /**
     * Pre-order index of {@code el}, or -1 if it is not in the indexed tree (e.g. removed by cleaning). A scan:
     * only the few landmark elements are looked up, which is cheaper than hashing every element.
     */
    public int indexOf(Element el) {
        if (el == null) {
            return -1;
        }
        for (int i = 0; i < elements.size(); i++) {
            if (elements.get(i) == el) {
                return i;
            }
        }
        return -1;
    }

    public int parent(int i) {
        return parent[i];
    }

    /** Last pre-order index inside the subtree of {@code i}. */
    public int end(int i) {
        return end[i];
    }

    public boolean contains(int ancestor, int i) {
        return i >= ancestor && i <= end[ancestor];
    }

    /** The lowest element holding both {@code a} and {@code b} (the root, 0, at worst). */
    public int commonAncestor(int a, int b) {
        int x = a;
        while (x > 0 && !contains(x, b)) {
            x = parent[x];
        }
        return Math.max(x, 0);
    }

    /** Non-whitespace text characters in the subtree. */
    public int chars(int i) {
        return chars[i];
    }

    public int linkChars(int i) {
        return linkChars[i];
    }

    public int punct(int i) {
        return punct[i];
    }

    /** Descendant elements (tags) of {@code i}, not counting itself. */
    public int tags(int i) {
        return tags[i];
    }

    public double linkDensity(int i) {
        return chars[i] == 0 ? 0 : (double) linkChars[i] / chars[i];
    }

    public List<TextLine> lines() {
        return lines;
    }

    private int[][] children;

    /** Children of every element, as index lists (computed once). */
    public int[][] children() {
        if (children == null) {
            children = computeChildren();
        }
        return children;
    }

    private int[][] computeChildren() {
        int n = size();
        int[] count = new int[n];
        for (int i = 1; i < n; i++) {
            count[parent[i]]++;
        }
        int[][] kids = new int[n][];
        for (int i = 0; i < n; i++) {
            kids[i] = new int[count[i]];
            count[i] = 0;
        }
        for (int i = 1; i < n; i++) {
            int p = parent[i];
            kids[p][count[p]++] = i;
        }
        return kids;
    }

    private void aggregate() {
        int n = elements.size();
        end = new int[n];
        tags = new int[n];
        for (int i = 0; i < n; i++) {
            end[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int p = parent[i];
            chars[p] += chars[i];
            linkChars[p] += linkChars[i];
            punct[p] += punct[i];
            tags[p] += tags[i] + 1;
            end[p] = Math.max(end[p], end[i]);
        }
    }

    private int add(Element el, int parentIndex) {
        int i = elements.size();
        if (i == parent.length) {
            int cap = i * 2;
            parent = java.util.Arrays.copyOf(parent, cap);
            chars = java.util.Arrays.copyOf(chars, cap);
            linkChars = java.util.Arrays.copyOf(linkChars, cap);
            punct = java.util.Arrays.copyOf(punct, cap);
        }
        elements.add(el);
        parent[i] = parentIndex;
        return i;
    }

    /** One traversal: numbers elements, counts text into the innermost element, cuts lines at blocks. */
    private static final class Builder implements NodeVisitor {
        private final DomIndex idx;
        private final Punctuation punctuation;
        private int[] elementStack = new int[64];
        private int[] blockStack = new int[64];
        private int depth;
        private int blockDepth;
        private int anchorDepth;
        private final StringBuilder line = new StringBuilder();
        private int lineChars;
        private int lineLinkChars;
        private int linePunct;
        private int lineSentenceMarks;
        /**
         * A '.', ',' or ':' after a digit ended the last text appended: it counts as a sentence mark unless the line
         * goes on with a digit right after it (the next text node's first character, with no space between).
         */
        private boolean markBeforeNext;
        private boolean pendingSpace;
        private final boolean skipAriaHidden;
        /** Depth of the outermost aria-hidden element being walked, or -1. */
        private int hiddenAt = -1;

        Builder(DomIndex idx, Punctuation punctuation, boolean skipAriaHidden) {
            this.idx = idx;
            this.punctuation = punctuation;
            this.skipAriaHidden = skipAriaHidden;
        }

        void run(Element root) {
            NodeTraversor.traverse(this, root);
            flush();
        }

        @Override
        public void head(Node node, int d) {
            if (node instanceof Element el) {
                int i = idx.add(el, depth == 0 ? -1 : elementStack[depth - 1]);
                if (depth == elementStack.length) {
                    elementStack = java.util.Arrays.copyOf(elementStack, depth * 2);
                }
                elementStack[depth++] = i;
                if (skipAriaHidden && hiddenAt < 0 && el.attributesSize() > 0
                        && "true".equalsIgnoreCase(el.attr("aria-hidden").trim())) {
                    hiddenAt = depth;
                }
                String tag = el.normalName();
                if ("a".equals(tag)) {
                    anchorDepth++;
                } else if ("br".equals(tag)) {
                    flush();
                } else if (BLOCK_TAGS.contains(tag) || i == 0) {
                    flush();
                    if (blockDepth == blockStack.length) {
                        blockStack = java.util.Arrays.copyOf(blockStack, blockDepth * 2);
                    }
                    blockStack[blockDepth++] = i;
                } else if ("img".equals(tag)) {
                    pendingSpace = true;
                }
            } else if (node instanceof TextNode tn && depth > 0 && hiddenAt < 0) {
                appendText(tn.getWholeText());
            }
        }

        @Override
        public void tail(Node node, int d) {
            if (node instanceof Element el) {
                if (depth == hiddenAt) {
                    hiddenAt = -1;
                }
                int i = elementStack[--depth];
                String tag = el.normalName();
                if ("a".equals(tag)) {
                    anchorDepth--;
                } else if (blockDepth > 0 && blockStack[blockDepth - 1] == i) {
                    flush();
                    blockDepth--;
                }
            }
        }

        /** Appends the text to the line and counts its characters and marks in the same scan. */
        private void appendText(String s) {
            int owner = elementStack[depth - 1];
            int nonSpace = 0;
            int marks = 0;
            int len = s.length();
            for (int k = 0; k < len; ) {
                if (isSpace(s.charAt(k))) {
                    pendingSpace = true;
                    k++;
                    continue;
                }
                int run = k;
                int end = WhiteSpace.runEnd(s, k); // words with single spaces between, appended at once
                boolean spaced = pendingSpace && line.length() > 0;
                if (markBeforeNext) {
                    markBeforeNext = false;
                    if (spaced || !SentenceMarks.isDigit(s.charAt(run))) {
                        lineSentenceMarks++;
                    }
                }
                for (char c; k < end; k++) {
                    // the table test first: most characters are no mark, and need no numeric-context check
                    if ((c = s.charAt(k)) == ' ') {
                        continue;
                    }
                    nonSpace++;
                    if (Punctuation.isMark(c)) {
                        if (punctuation.isCountedAt(s, k)) {
                            marks++;
                        }
                        if (SentenceMarks.isMark(c)) {
                            sentenceMark(s, run, end, k, spaced, c);
                        }
                    }
                }
                if (spaced) {
                    line.append(' ');
                }
                pendingSpace = false;
                line.append(s, run, end);
            }
            if (nonSpace == 0) {
                return;
            }
            idx.chars[owner] += nonSpace;
            idx.punct[owner] += marks;
            lineChars += nonSpace;
            linePunct += marks;
            if (anchorDepth > 0) {
                idx.linkChars[owner] += nonSpace;
                lineLinkChars += nonSpace;
            }
        }

        /**
         * Counts a sentence mark at {@code k} of the run {@code s[run, end)} as {@link SentenceMarks#count} would on
         * the finished line: its neighbours on the line may lie in the text appended before (or the space put
         * between) and in the text appended next.
         */
        private void sentenceMark(String s, int run, int end, int k, boolean spaced, char c) {
            if (!SentenceMarks.isNumberSeparator(c)) {
                lineSentenceMarks++;
                return;
            }
            char before = k > run ? s.charAt(k - 1) : spaced || line.length() == 0 ? ' ' : line.charAt(line.length() - 1);
            if (!SentenceMarks.isDigit(before)) {
                lineSentenceMarks++;
            } else if (k + 1 < end) {
                if (!SentenceMarks.isDigit(s.charAt(k + 1))) {
                    lineSentenceMarks++;
                }
            } else if (end < s.length()) { // white space follows: a space or the line's end comes next
                lineSentenceMarks++;
            } else {
                markBeforeNext = true;
            }
        }

        private void flush() {
            if (markBeforeNext) {
                markBeforeNext = false;
                lineSentenceMarks++;
            }
            if (lineChars > 0) {
                String text = line.toString();
                int owner = blockDepth > 0 ? blockStack[blockDepth - 1] : 0;
                idx.lines.add(new TextLine(text, owner, lineChars, lineLinkChars, linePunct, lineSentenceMarks));
            }
            line.setLength(0);
            lineChars = 0;
            lineLinkChars = 0;
            linePunct = 0;
            lineSentenceMarks = 0;
            pendingSpace = false;
        }

        static boolean isSpace(char c) {
            return WhiteSpace.isSpace(c);
        }
    }
}
