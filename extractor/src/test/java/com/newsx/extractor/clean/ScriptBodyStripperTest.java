package com.newsx.extractor.clean;

import com.newsx.extractor.config.ExtractorConfig;
import org.junit.jupiter.api.Test;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class ScriptBodyStripperTest {
    private final ScriptBodyStripper stripper = new ScriptBodyStripper(ExtractorConfig.defaults());

    private String strip(String html) {
        return strip(stripper, html);
    }

    private static String strip(ScriptBodyStripper s, String html) {
        return new String(s.strip(html.getBytes(StandardCharsets.UTF_8), 0), StandardCharsets.UTF_8);
    }

    @Test
    void emptiesScriptAndStyleBodiesKeepingTheElements() {
        assertEquals("<p>a</p><script src=x.js></script><STYLE type=\"text/css\"></STYLE><p>b</p>",
                strip("<p>a</p><script src=x.js>var s = '<p>no</p>';</script>"
                        + "<STYLE type=\"text/css\">p{color:red}</STYLE><p>b</p>"));
    }

    @Test
    void keepsJsonLdWhole() {
        String html = "<script type=\"application/LD+JSON\">{\"headline\":\"<b>x</b>\"}</script><script>x()</script>";
        assertEquals("<script type=\"application/LD+JSON\">{\"headline\":\"<b>x</b>\"}</script><script></script>",
                strip(html));
    }

    @Test
    void aScriptBodyEndsAtTheFirstEndTagAsInTheTokenizer() {
        assertEquals("<script></script>\")</script><p>t</p>",
                strip("<script>document.write(\"</script>\")</script><p>t</p>"));
        assertEquals("<script></script ><p>t</p>", strip("<script>a</scripts>b</script ><p>t</p>"));
    }

    @Test
    void leavesScriptTagsWrittenInCommentsTitlesAndTextareasAsTheyAre() {
        String[] same = {
            "<!-- <script>x()</script> --><p>t</p>",
            "<title>How to use <script> tags</title><p>t</p>",
            "<textarea><style>p{}</style></textarea>",
            "<plaintext><script>x()</script>",
            "<scripts>not a script</scripts>",
        };
        for (String html : same) {
            byte[] bytes = html.getBytes(StandardCharsets.UTF_8);
            assertSame(bytes, stripper.strip(bytes, 0), html);
        }
    }

    @Test
    void aQuotedAttributeMayHoldAnAngleBracket() {
        assertEquals("<script data-x=\"a>b\" src='c'></script><p>t</p>",
                strip("<script data-x=\"a>b\" src='c'>x()</script><p>t</p>"));
    }

    @Test
    void unclosedScriptsAndCommentsAreLeftAlone() {
        assertEquals("<p>t</p><script>x(", strip("<p>t</p><script>x("));
        assertEquals("<!-- <script>x()</script>", strip("<!-- <script>x()</script>"));
        assertEquals("<!-\r> <script></script>", strip("<!-\r> <script>x()</script>"));
    }

    @Test
    void worksOnLegacyMultibyteBytesAndSkipsAByteOrderMark() {
        Charset gbk = Charset.forName("GB18030");
        byte[] page = "\uFEFF<p>江城新闻</p><script>var t='江城';</script><p>大桥</p>".getBytes(gbk);
        int bom = 4; // GB18030 writes U+FEFF in four bytes
        assertEquals("<p>江城新闻</p><script></script><p>大桥</p>", new String(stripper.strip(page, bom), gbk));
    }

    @Test
    void canBeSwitchedOff() {
        ScriptBodyStripper off = new ScriptBodyStripper(ExtractorConfig.defaults()
                .with(Map.of("clean.preparse.emptyScripts", "false")));
        assertEquals("<script>x()</script>", strip(off, "<script>x()</script>"));
    }
}
