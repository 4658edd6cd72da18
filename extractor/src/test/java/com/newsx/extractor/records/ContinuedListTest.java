package com.newsx.extractor.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class ContinuedListTest {
    private final ContinuedList continued = new ContinuedList(0.8);

    /** The children of the first element matching the tag, as RecordMining would take them. */
    private static List<TreeNode> blocks(String html, String parentTag) {
        HtmlTree tree = HtmlTree.of(Jsoup.parse(html));
        for (TreeNode n : tree.nodes()) {
            if (n.tag().equals(parentTag)) {
                return n.children();
            }
        }
        throw new AssertionError("no " + parentTag);
    }

    private static String ul(int from, int n) {
        StringBuilder sb = new StringBuilder("<ul>");
        for (int i = from; i < from + n; i++) {
            sb.append("<li><a href=/n").append(i).append(">Story number ").append(i).append("</a></li>");
        }
        return sb.append("</ul>").toString();
    }

    @Test
    void theItemsOfEightBlocksOfFiveAreFortyRecordsInOrder() {
        StringBuilder html = new StringBuilder("<body><section>");
        for (int b = 0; b < 8; b++) {
            html.append(ul(5 * b, 5));
        }
        List<TreeNode> items = continued.items(blocks(html.append("</section></body>").toString(), "section"));
        assertEquals(40, items.size());
        assertEquals("Story number 17", items.get(17).children().get(0).children().get(0).text());
    }

    @Test
    void blocksWrappedInSingleChildContainersAreSeenThrough() {
        StringBuilder html = new StringBuilder("<body><section>");
        for (int b = 0; b < 4; b++) {
            html.append("<div class=box><div class=inner>").append(ul(5 * b, 5)).append("</div></div>");
        }
        assertEquals(20, continued.items(blocks(html.append("</section></body>").toString(), "section")).size());
    }

    @Test
    void sectionsOfTitleAndListAndTableRowsAreNotBlocksOfOneList() {
        StringBuilder sections = new StringBuilder("<body><section>");
        for (int b = 0; b < 4; b++) {
            sections.append("<div class=box><h3>Section ").append(b).append("</h3>").append(ul(5 * b, 5)).append("</div>");
        }
        assertNull(continued.items(blocks(sections.append("</section></body>").toString(), "section")));
        StringBuilder table = new StringBuilder("<body><table>");
        for (int r = 0; r < 4; r++) {
            table.append("<tr><td><a href=/t").append(r).append(">Thread ").append(r).append("</a></td><td>user")
                    .append(r).append("</td><td>2017-01-0").append(r + 1).append("</td></tr>");
        }
        assertNull(continued.items(blocks(table.append("</table></body>").toString(), "tbody")), "cells are no items");
    }
}
