package com.newsx.extractor.clean;

import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertSame;

class PreParseCleanerTest {
    private final PreParseCleaner cleaner = new PreParseCleaner();

    private String clean(String html) {
        return clean(cleaner, html);
    }

    private static String clean(PreParseCleaner c, String html) {
        return new String(c.clean(html.getBytes(StandardCharsets.UTF_8), 0), StandardCharsets.UTF_8);
    }

    @Test
    void keepsAPagesFirstStartTagsUpToItsBoundAndDropsTheMarkupAfter() {
        PreParseCleaner bounded = new PreParseCleaner(4);
        assertEquals("<html><body><p>a <b>b</b></p>", clean(bounded,
                "<html><body><p>a <b>b</b></p><a href=/1>1</a><a href=/2>2</a></body></html>"),
                "end tags do not count; from the fifth start tag on, nothing is parsed");
        String four = "<html><body><p>a</p><!-- c --><br></body></html>";
        assertEquals("<html><body><p>a</p><br></body></html>", clean(bounded, four), "a page within the bound is whole");
        assertThrows(IllegalArgumentException.class, () -> new PreParseCleaner(0));
    }

    @Test
    void emptiesScriptAndStyleBodiesKeepingTheElements() {
        assertEquals("<p>a</p><script src=x.js></script><STYLE type=\"text/css\"></STYLE><p>b</p>",
                clean("<p>a</p><script src=x.js>var s = '<p>no</p>';</script>"
                        + "<STYLE type=\"text/css\">p{color:red}</STYLE><p>b</p>"));
    }

    @Test
    void keepsJsonLdWhole() {
        String html = "<script type=\"application/LD+JSON\">{\"headline\":\"<b>x</b>\"}</script><script>x()</script>";
        assertEquals("<script type=\"application/LD+JSON\">{\"headline\":\"<b>x</b>\"}</script><script></script>",
                clean(html));
    }

    @Test
    void aScriptBodyEndsAtTheFirstEndTagAsInTheTokenizer() {
        assertEquals("<script></script>\")</script><p>t</p>",
                clean("<script>document.write(\"</script>\")</script><p>t</p>"));
        assertEquals("<script></script ><p>t</p>", clean("<script>a</scripts>b</script ><p>t</p>"));
    }

    @Test
    void dropsCommentsButNotScriptTagsWrittenInTitlesOrTextareas() {
        assertEquals("<p>t</p>", clean("<!-- <script>x()</script> --><p>t</p>"));
        assertEquals("<p>a</p><p>b</p>", clean("<p>a</p><!--><p>b</p>")); // "<!-->" closes itself
        String[] same = {
            "<title>How to use <script> tags</title><b>t</b>",
            "<textarea><style>p{}</style></textarea>",
            "<plaintext><script>x()</script>",
            "<scripts>not a script</scripts>",
        };
        for (String html : same) {
            byte[] bytes = html.getBytes(StandardCharsets.UTF_8);
            assertSame(bytes, cleaner.clean(bytes, 0), html);
        }
    }

    @Test
    void dropsWhiteSpaceOnlyBesideBlockBoundaries() {
        assertEquals("<div><p>One</p><p>Two <b>bold</b> <i>it</i></p></div>",
                clean("<div>\n  <p>One</p>\n  <p>Two <b>bold</b> <i>it</i></p>\n</div>"));
        // inline neighbours keep their space, and so does text beside a block
        assertEquals("<span>a</span> <span>b</span><div>c </div>", clean("<span>a</span> <span>b</span><div>c </div>"));
        assertEquals("<pre>\n  <code>x</code>\n</pre>", clean("<pre>\n  <code>x</code>\n</pre>"));
        assertEquals("<li>a</li><li>b</li>", clean("<li>a</li>\n<!-- gap -->\n<li>b</li>"));
    }

    @Test
    void theCleanedPageRendersTheSameText() {
        String html = "<html><head>\n<title>T</title>\n<script>var a = '<div>';</script>\n</head>\n<body>\n"
                + "<div class=a>\n <h1>Head line</h1>\n <p>First <a href=/x>link</a> and <b>bold</b>.</p>\n"
                + " <!-- ad -->\n <ul>\n  <li>one</li>\n  <li><span>two</span> <span>three</span></li>\n </ul>\n"
                + "</div>\n</body></html>";
        assertEquals(Jsoup.parse(html).body().text(), Jsoup.parse(clean(html)).body().text());
    }

    @Test
    void aQuotedAttributeMayHoldAnAngleBracket() {
        assertEquals("<script data-x=\"a>b\" src='c'></script><p>t</p>",
                clean("<script data-x=\"a>b\" src='c'>x()</script><p>t</p>"));
    }

    @Test
    void unclosedScriptsAndCommentsAreLeftAlone() {
        assertEquals("<p>t</p><script>x(", clean("<p>t</p><script>x("));
        assertEquals("<!-- <script>x()</script>", clean("<!-- <script>x()</script>"));
        assertEquals("<!-\r> <script></script>", clean("<!-\r> <script>x()</script>"));
    }

    @Test
    void worksOnLegacyMultibyteBytesAndSkipsAByteOrderMark() {
        Charset gbk = Charset.forName("GB18030");
        byte[] page = "\uFEFF<p>江城新闻</p>\n<script>var t='江城';</script><p>大桥</p>".getBytes(gbk);
        int bom = 4; // GB18030 writes U+FEFF in four bytes
        assertEquals("<p>江城新闻</p><script></script><p>大桥</p>", new String(cleaner.clean(page, bom), gbk));
    }
}
