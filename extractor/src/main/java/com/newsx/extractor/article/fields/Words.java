package com.newsx.extractor.article.fields;

import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * Counts words as the lengths of headlines, names and paragraphs are measured: one per CJK character, one per run
 * of letters or digits in other scripts.
 */
final class Words {
    private Words() {
    }

    /** The words of the text; {@link Integer#MAX_VALUE} for null (no text within a headline's bound). */
    static int count(String s) {
        if (s == null) {
            return Integer.MAX_VALUE;
        }
        int n = 0;
        boolean inWord = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isIdeographic(c)) {
                n++;
                inWord = false;
            } else if (Character.isLetterOrDigit(c)) {
                if (!inWord) {
                    n++;
                }
                inWord = true;
            } else {
                inWord = false;
            }
        }
        return n;
    }

    /** The words of the element's visible text (an element boundary ends a word), counted up to cap. */
    static int countUpTo(Element e, int cap) {
        int[] n = {0};
        boolean[] inWord = {false};
        NodeTraversor.filter(new NodeFilter() {
            @Override
            public FilterResult head(Node node, int depth) {
                if (node instanceof TextNode t) {
                    String s = t.getWholeText();
                    for (int i = 0; i < s.length() && n[0] < cap; i++) {
                        char c = s.charAt(i);
                        if (Character.isIdeographic(c)) {
                            n[0]++;
                            inWord[0] = false;
                        } else if (Character.isLetterOrDigit(c)) {
                            n[0] += inWord[0] ? 0 : 1;
                            inWord[0] = true;
                        } else {
                            inWord[0] = false;
                        }
                    }
                } else if (node instanceof Element el) {
                    inWord[0] = false;
                    if (el != e && (el.normalName().equals("script") || el.normalName().equals("style")
                            || PageText.isHidden(el))) {
                        return FilterResult.SKIP_ENTIRELY;
                    }
                }
                return n[0] >= cap ? FilterResult.STOP : FilterResult.CONTINUE;
            }
        }, e);
        return n[0];
    }
}
