package com.newsx.extractor.stages;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class DomCodecTest {
    @Test
    void theTreeComesBackExactly() {
        Document doc = Jsoup.parse("<!doctype html><html><head><base href='http://cdn.example/'><title>标题</title>"
                + "<script type='application/ld+json'>{\"a\":1}</script></head><body>"
                + "<div class='story main' hidden data-x=''><p>第一段。<b>粗</b> text<!-- note --></p>"
                + "<svg viewBox='0 0 1 1'><path d='M0'/></svg><input disabled><table><tr><td>a</td></tr></table>"
                + "<pre>  keep   spaces\\n</pre></div></body></html>", "http://news.example/a/1.html");
        Document back = DomCodec.decode(DomCodec.encode(doc));
        assertEquals(signature(doc), signature(back), "every node, attribute and text, in order (the doctype aside)");
        assertEquals(doc.baseUri(), back.baseUri(), "a <base href> survives");
        assertEquals(doc.location(), back.location());
        Element svg = back.selectFirst("svg");
        assertEquals(doc.selectFirst("svg").tag().namespace(), svg.tag().namespace(), "SVG stays in its namespace");
        assertEquals("", back.selectFirst("input").attr("disabled"));
        assertEquals(doc.body().text(), back.body().text());
    }

    /** Every node in document order: kind, name and namespace, attributes, text. */
    private static String signature(Document d) {
        StringBuilder sb = new StringBuilder();
        d.traverse((node, depth) -> {
            if (node instanceof org.jsoup.nodes.DocumentType || node == d) {
                return;
            }
            sb.append(depth).append(' ').append(node.nodeName());
            if (node instanceof Element e) {
                sb.append(' ').append(e.tag().namespace()).append(' ').append(e.attributes().html());
            } else if (node instanceof org.jsoup.nodes.TextNode t) {
                sb.append(" [").append(t.getWholeText()).append(']');
            } else if (node instanceof org.jsoup.nodes.DataNode t) {
                sb.append(" [").append(t.getWholeData()).append(']');
            } else if (node instanceof org.jsoup.nodes.Comment c) {
                sb.append(" [").append(c.getData()).append(']');
            }
            sb.append('\n');
        });
        return sb.toString();
    }

    @Test
    void deepNestingNeedsNoStack() {
        StringBuilder html = new StringBuilder("<html><body>");
        html.append("<span>".repeat(10_000)).append("deep").append("</span>".repeat(10_000));
        Document doc = Jsoup.parse(html.toString());
        Document back = DomCodec.decode(DomCodec.encode(doc));
        assertEquals(doc.body().text(), back.body().text());
        assertEquals(doc.getAllElements().size(), back.getAllElements().size());
    }

    @Test
    void aDocumentWithoutBaseKeepsItsLocation() {
        Document doc = Jsoup.parse("<p>x</p>", "");
        Document back = DomCodec.decode(DomCodec.encode(doc));
        assertEquals("", back.location());
        assertNull(back.selectFirst("base"));
    }
}
