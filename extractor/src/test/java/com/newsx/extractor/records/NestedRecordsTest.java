package com.newsx.extractor.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class NestedRecordsTest {
    private final NestedRecords nested = new NestedRecords(0.8, 0.6);

    private static List<TreeNode> children(String html) {
        HtmlTree t = HtmlTree.of(Jsoup.parse("<body><div id=list>" + html + "</div></body>"));
        return t.root().children().get(0).children();
    }

    private static List<String> texts(List<TreeNode> records) {
        return records.stream().map(r -> {
            StringBuilder sb = new StringBuilder();
            for (TreeNode m : r.children()) {
                sb.append(m.signature()).append(' ');
            }
            return sb.toString().trim();
        }).toList();
    }

    @Test
    void generalizedRecordsToleratesAMissingMemberAndALeadingHeading() {
        // A heading, then ten title+details pairs; the third record has no details.
        StringBuilder sb = new StringBuilder("<div class=head>Heading</div>");
        for (int i = 1; i <= 10; i++) {
            sb.append("<div class=ttl>t").append(i).append("</div>");
            if (i != 3) {
                sb.append("<div class=det>d").append(i).append("</div>");
            }
        }
        String html = sb.toString();
        List<TreeNode> groups = nested.generalize(children(html), 4);
        assertEquals(10, groups.size());
        assertEquals("div.ttl div.det", texts(groups).get(0));
        assertEquals("div.ttl", texts(groups).get(2));
        assertEquals(2, groups.get(3).leafCount());
    }

    @Test
    void zebraRowsAreOneRecordEachButATitleAndDetailRowPairIsOne() {
        StringBuilder zebra = new StringBuilder();
        StringBuilder alt = new StringBuilder();
        for (int i = 1; i <= 6; i++) {
            String stripe = i % 2 == 1 ? "odd" : "even";
            zebra.append("<div class=").append(stripe).append("><a href=/t").append(i).append(">Thread ").append(i)
                    .append("</a><span>").append(i).append(" replies</span></div>");
            alt.append("<div class=").append(i % 2 == 1 ? "row" : "rowalt").append("><a href=/u").append(i)
                    .append(">Topic ").append(i).append("</a></div>");
        }
        assertNull(nested.generalize(children(zebra.toString()), 4));
        assertNull(nested.generalize(children(alt.toString()), 4));
        NestedRecords paired = new NestedRecords(0.8, 0.6, false);
        assertEquals(3, paired.generalize(children(zebra.toString()), 4).size(), "striping taken for a period");
    }

    @Test
    void uniformSiblingsAreNotGeneralized() {
        String html = "<p>a</p><p>b</p><p>c</p><p>d</p><p>e</p>";
        assertNull(nested.generalize(children(html), 4));
    }

    @Test
    void aHeaderAndAPagerAroundUniformRecordsIsNotAPeriod() {
        StringBuilder sb = new StringBuilder("<div class=info>Showing 1-8</div>");
        for (int i = 0; i < 8; i++) {
            sb.append("<div class=res>r").append(i).append("</div>");
        }
        sb.append("<div class=pager>next</div>");
        assertNull(nested.generalize(children(sb.toString()), 4));
    }

    @Test
    void rowsWhoseChildrenRepeatAreSplit() {
        String row = "<div class=row><div class=card><a href=/x>A</a><span>1</span></div>"
                + "<div class=card><a href=/y>B</a><span>2</span></div><div class=card><a href=/z>C</a>"
                + "<span>3</span></div></div>";
        List<TreeNode> rows = children(row + row);
        assertEquals(6, nested.split(rows).size());
    }

    @Test
    void tableRowsAreNotSplitIntoTheirCells() {
        String row = "<tr><td><a href=/t>Thread title</a><br><span>by someone</span></td><td>12 replies</td>"
                + "<td>2017-01-02</td></tr>";
        HtmlTree t = HtmlTree.of(Jsoup.parse("<body><table>" + row.repeat(5) + "</table></body>"));
        TreeNode tbody = t.root().children().get(0).children().get(0);
        assertNull(nested.split(tbody.children()));
    }

    @Test
    void recordsWithDifferentItemsAreNotSplit() {
        String rec = "<div class=r><h3>Title</h3><p>Snippet</p><span>Date</span></div>";
        assertNull(nested.split(children(rec + rec + rec)));
    }

    @Test
    void smallOddRecordsAtTheEdgesAreTrimmed() {
        StringBuilder sb = new StringBuilder("<div class=info>Showing 1-6</div>");
        for (int i = 0; i < 6; i++) {
            sb.append("<div class=res><a href=/r").append(i).append(">Result ").append(i).append("</a><p>Snippet ")
                    .append(i).append("</p><span>site").append(i).append("</span><img src=t").append(i)
                    .append(".jpg><i>2017-01-0").append(i + 1).append("</i></div>");
        }
        sb.append("<div class=pager><a href=/p2>2</a></div>");
        List<TreeNode> trimmed = RecordMining.trimEdges(children(sb.toString()));
        assertEquals(6, trimmed.size());
        assertEquals("div.res", trimmed.get(0).signature());
        assertEquals("div.res", trimmed.get(5).signature());
    }

    @Test
    void chunksOfAnEndlessListAreFlattened() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            sb.append("<div class=item>i").append(i).append("</div>");
        }
        sb.append("<div class=chunk>");
        for (int i = 4; i < 8; i++) {
            sb.append("<div class=item>i").append(i).append("</div>");
        }
        sb.append("</div>");
        List<TreeNode> flat = RecordMining.flattenChunks(children(sb.toString()));
        assertEquals(8, flat.size());
        assertEquals("i7", flat.get(7).children().get(0).text());
    }
}
