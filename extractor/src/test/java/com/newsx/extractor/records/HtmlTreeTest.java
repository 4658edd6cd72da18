package com.newsx.extractor.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class HtmlTreeTest {
    @Test
    void leavesAreVisibleTextsAndImagesOnly() {
        HtmlTree t = HtmlTree.of(Jsoup.parse("<body><div><p>One <b>two</b></p><script>x()</script>"
                + "<div style='display: none'>hidden</div><select><option>opt</option></select>"
                + "<img src=a.png alt=pic><img alt=nosrc><div>  </div></div></body>"));
        List<String> leaves = t.leaves().stream().map(n -> n.isLeaf() && n.src() != null ? "img" : n.text()).toList();
        assertEquals(List.of("One two", "img"), leaves, "emphasis inside the sentence stays in it");
    }

    @Test
    void hidingClassNamesAndSerializedStateAreNotContent() {
        HtmlTree t = HtmlTree.of(Jsoup.parse("<body><div class='x hidden'>gone</div><span class=sr-only>skip</span>"
                + "<div class=hidden-xs>shown on desktops</div><div class=hide>{\"state\": {\"a\": 1, \"b\": 2}}</div>"
                + "<div>{\"enabledFeatures\":{\"useDesktop\":true}}</div><p>[1] a footnote]</p></body>"));
        List<String> texts = t.leaves().stream().map(TreeNode::text).toList();
        assertEquals(List.of("shown on desktops", "[1] a footnote]"), texts);
    }

    @Test
    void emphasisedWordsStayInTheirSentence() {
        HtmlTree t = HtmlTree.of(Jsoup.parse("<body><p>Lionel Richie in <b>concert</b> 2012, <em>live</em>.</p>"
                + "<div><b>Price:</b></div><div><span>by</span> <b>Author</b></div></body>"));
        List<String> texts = t.leaves().stream().map(TreeNode::text).toList();
        assertEquals(List.of("Lionel Richie in concert 2012, live.", "Price:", "by", "Author"), texts);
    }

    @Test
    void emptyElementsArePrunedAndStatisticsSummed() {
        HtmlTree t = HtmlTree.of(Jsoup.parse("<body><div><span></span><a href=/x>link</a> tail</div></body>"));
        TreeNode div = t.root().children().get(0);
        assertEquals(2, div.children().size(), "the empty span is pruned");
        assertEquals(8, div.textLength());
        assertEquals(4, div.linkTextLength());
        assertEquals(1, div.links());
        assertEquals(4, div.size(), "div, a, the link text and the tail");
        assertEquals("/x", t.leaves().get(0).href());
    }

    @Test
    void leafSimilarityCountsSharedAncestors() {
        HtmlTree t = HtmlTree.of(Jsoup.parse("<body><ul><li><a>a</a><i>b</i></li><li><a>c</a></li></ul></body>"));
        // body(0) ul(1) li(2): a/b share body, ul, li = 3; b/c share body, ul = 2.
        int[] s = LeafSimilarity.sequence(t.leaves());
        assertEquals(2, s.length);
        assertEquals(3, s[0]);
        assertEquals(2, s[1]);
    }

    @Test
    void veryDeepNestingIsBuiltIteratively() {
        // The parser caps nesting, so build the deep chain directly.
        org.jsoup.nodes.Document doc = Jsoup.parse("<body></body>");
        org.jsoup.nodes.Element e = doc.body();
        for (int i = 0; i < 20_000; i++) {
            e = e.appendElement("div");
        }
        e.appendText("x");
        HtmlTree t = HtmlTree.of(doc);
        assertEquals(1, t.leaves().size());
        assertEquals(20_001, t.root().height());
    }

    @Test
    void punctuationBetweenItemsJoinsTheItemItBelongsTo() {
        String html = "<body><div class=shop><a href=/c/1>Lamps</a>, <a href=/c/2>Rugs</a>"
                + "<span class=score>4 stars</span> - <span class=town>Dover, DE</span>"
                + "<p><a href=/s>Shelves</a> —</p></div></body>";
        List<String> texts = HtmlTree.of(Jsoup.parse(html).body()).leaves().stream().map(TreeNode::text).toList();
        assertEquals(List.of("Lamps,", "Rugs", "4 stars", "- Dover, DE", "Shelves —"), texts);
        List<String> off = HtmlTree.of(Jsoup.parse(html), new com.newsx.extractor.links.LinkResolver(""), false,
                false).leaves().stream().map(TreeNode::text).toList();
        assertEquals(List.of("Lamps", ",", "Rugs", "4 stars", "-", "Dover, DE", "Shelves", "—"), off);
    }

    @Test
    void aLowerCaseWordBeforeAnInlineElementIsItsLabel() {
        String html = "<body><p class=meta>posted <time>2 days ago</time> by <a href=/u/kim>kim_r</a> "
                + "<b>Pinned</b></p></body>";
        List<String> texts = HtmlTree.of(Jsoup.parse(html).body()).leaves().stream().map(TreeNode::text).toList();
        assertEquals(List.of("posted 2 days ago", "by kim_r", "Pinned"), texts);
        List<String> off = HtmlTree.of(Jsoup.parse(html), new com.newsx.extractor.links.LinkResolver(""), true,
                false).leaves().stream().map(TreeNode::text).toList();
        assertEquals(List.of("posted", "2 days ago", "by", "kim_r", "Pinned"), off);
    }

    @Test
    void aBracketedNoteSplitByALinkIsOneItem() {
        String html = "<body><div class=book><span>Paperback</span> (<a href=/e/1>E-book</a> also available)"
                + "<span class=flair>[<a href=/f>M</a>]</span><span>Clocks (2 sizes)</span><span>2 left)</span>"
                + "</div></body>";
        List<String> texts = HtmlTree.of(Jsoup.parse(html).body()).leaves().stream().map(TreeNode::text).toList();
        assertEquals(List.of("Paperback", "(E-book also available)", "[M]", "Clocks (2 sizes)", "2 left)"), texts,
                "a bracket closed in its own leaf, or opened nowhere before, joins nothing");
    }
}
