package com.newsx.extractor.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class RecordEvidenceTest {
    @Test
    void datesAndTimesAsListItemsShowThem() {
        for (String date : List.of("2024-05-20", "05-20 10:31", "5月20日", "2024年5月20日 10:31", "May 20, 2024",
                "20 May 2024", "3 hours ago", "3小时前", "10:31", "2017/01/05")) {
            assertTrue(DateShape.isDate(date), date);
        }
        for (String other : List.of("$20.99", "1-8 of 2,310 results", "4.5 out of 5 stars", "Page 2", "iPhone 15",
                "北京发布新一轮城市更新计划", "12 replies", "A sentence that mentions 2024-05-20 somewhere far into its text")) {
            assertFalse(DateShape.isDate(other), other);
        }
    }

    @Test
    void documentsAreNamedByAnIdADateOrASlug() {
        for (String doc : List.of("https://news.example.cn/2024/0520/n1001.html", "/dp/B01000", "/watch?v=1234567",
                "/article.php?id=20240520", "https://example.com/world/the-council-approves-harbour-wall")) {
            assertTrue(DocumentUrl.isDocument(doc), doc);
        }
        for (String section : List.of("https://news.example.cn/", "/gn/", "/c/electronics", "/b/12", "/tag/housing",
                "https://example.com/about-us", "https://example.com", "#top")) {
            assertFalse(DocumentUrl.isDocument(section), section);
        }
    }

    private static List<TreeNode> records(HtmlTree tree) {
        for (TreeNode n : tree.nodes()) {
            if (n.tag().equals("ul")) {
                return n.children();
            }
        }
        throw new AssertionError();
    }

    @Test
    void storiesCountLinkedHeadlinesOfDistinctTargets() {
        HtmlTree tree = HtmlTree.of(Jsoup.parse("<body><ul>"
                // one story: image and title link the same page; the channel's link is short
                + "<li><a href=/s1><img src=/1.jpg></a><a href=/s1>The first story has a long headline</a>"
                + "<a href=/ch>Sport</a><span>2024-05-20</span></li>"
                // a section block: a short title, a more link, three stories
                + "<li><b>World</b><a href=/w>More</a><a href=/s2>The second story has a long headline</a>"
                + "<a href=/s3>The third story has a long headline</a><a href=/s4>The fourth story, long headline</a></li>"
                // a menu entry
                + "<li><a href=/about>About us</a></li></ul></body>"));
        RecordEvidence ev = RecordEvidence.of(tree.leaves(), 20);
        List<TreeNode> r = records(tree);
        assertEquals(1, ev.stories(r.get(0)));
        assertEquals(3, ev.stories(r.get(1)));
        assertEquals(0, ev.stories(r.get(2)));
        assertTrue(ev.dated(r.get(0)));
        assertFalse(ev.dated(r.get(1)));
        assertTrue(ev.ledByHeadline(r.get(0)));
        assertFalse(ev.ledByHeadline(r.get(2)), "a menu entry is no headline");
    }
}
