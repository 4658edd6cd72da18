package com.newsx.extractor.clean;

import com.newsx.extractor.config.ExtractorConfig;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class ScriptBodyStripperTest {
    private final ScriptBodyStripper stripper = new ScriptBodyStripper(ExtractorConfig.defaults());

    @Test
    void emptiesScriptAndStyleBodiesKeepingTheElements() {
        assertEquals("<p>a</p><script src=x.js></script><STYLE type=\"text/css\"></STYLE><p>b</p>",
                stripper.strip("<p>a</p><script src=x.js>var s = '<p>no</p>';</script>"
                        + "<STYLE type=\"text/css\">p{color:red}</STYLE><p>b</p>"));
    }

    @Test
    void keepsJsonLdWhole() {
        String html = "<script type=\"application/LD+JSON\">{\"headline\":\"<b>x</b>\"}</script><script>x()</script>";
        assertEquals("<script type=\"application/LD+JSON\">{\"headline\":\"<b>x</b>\"}</script><script></script>",
                stripper.strip(html));
    }

    @Test
    void aScriptBodyEndsAtTheFirstEndTagAsInTheTokenizer() {
        assertEquals("<script></script>\")</script><p>t</p>",
                stripper.strip("<script>document.write(\"</script>\")</script><p>t</p>"));
        assertEquals("<script></script ><p>t</p>", stripper.strip("<script>a</scripts>b</script ><p>t</p>"));
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
            assertSame(html, stripper.strip(html), html);
        }
    }

    @Test
    void aQuotedAttributeMayHoldAnAngleBracket() {
        assertEquals("<script data-x=\"a>b\" src='c'></script><p>t</p>",
                stripper.strip("<script data-x=\"a>b\" src='c'>x()</script><p>t</p>"));
    }

    @Test
    void unclosedScriptsAndCommentsAreLeftAlone() {
        String html = "<p>t</p><script>x(";
        assertSame(html, stripper.strip(html));
        String comment = "<!-- <script>x()</script>";
        assertSame(comment, stripper.strip(comment));
    }

    @Test
    void canBeSwitchedOff() {
        ScriptBodyStripper off = new ScriptBodyStripper(ExtractorConfig.defaults()
                .with(Map.of("clean.preparse.emptyScripts", "false")));
        String html = "<script>x()</script>";
        assertSame(html, off.strip(html));
    }
}
