package com.newsx.extractor;

import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.extractor.stages.NewsExtractor;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NewsExtractorTest {
    private final NewsExtractor extractor = new NewsExtractor(ExtractorSettings.from(ExtractorConfig.defaults()));

    private static final String PAGE = """
            <html><head><title>Flood waters rise in the river town - Daily News</title></head><body>
            <ul class=menu><li><a href=/>Home</a></li><li><a href=/w>World</a></li><li><a href=/s>Sport</a></li></ul>
            <div class=layout><div class=story>
              <h1>Flood waters rise in the river town</h1>
              <p>Flood waters rose again in the river town on Monday, forcing hundreds of families from their homes.</p>
              <p>Residents moved to higher ground overnight, police said, and schools will stay closed this week.</p>
              <h2>Rescue</h2>
              <p>Boats carried the last families to safety before dawn, according to the fire service.</p>
              <div class=share-bar><a href=#>Share on Facebook</a> <a href=#>Share on Twitter</a></div>
              <p>More rain is expected in the river town on Thursday, officials said, and the dams are full.</p>
            </div>
            <div class=related><h3>Related stories</h3><ul>
              <li><a href=/a>Storm hits coast, thousands without power</a></li>
              <li><a href=/b>Drought ends after months, farmers relieved</a></li></ul></div>
            <div class=comments><h3>3 comments</h3>
              <p>Great reporting, thanks, stay safe everyone!</p></div>
            </div>
            <div class=footer><p>Copyright 2019 Daily News. All rights reserved.</p></div>
            </body></html>""";

    @Test
    void fusedBodyKeepsTheStoryAndDropsChrome() throws Exception {
        Article a = extractor.extract(PAGE.getBytes(StandardCharsets.UTF_8), null, null, Algorithm.FUSED);
        List<String> lines = List.of(a.body().split("\n"));
        assertEquals("Flood waters rose again in the river town on Monday, forcing hundreds of families from their homes.",
                lines.get(0));
        assertTrue(lines.contains("Rescue"), "in-text subheading kept");
        assertTrue(lines.get(lines.size() - 1).startsWith("More rain is expected"), lines.toString());
        assertFalse(a.body().contains("Share on"));
        assertFalse(a.body().contains("Storm hits coast"));
        assertFalse(a.body().contains("Great reporting"));
        assertFalse(a.body().contains("Copyright"));
        assertFalse(a.body().contains("Flood waters rise in the river town\n"), "headline is not body");
        assertNotNull(a.reason());
    }

    @Test
    void everyAlgorithmProducesABody() throws Exception {
        for (Algorithm alg : Algorithm.values()) {
            Article a = extractor.extract(PAGE.getBytes(StandardCharsets.UTF_8), null, null, alg);
            assertTrue(a.body().contains("Boats carried the last families"), alg + ": " + a.body());
            assertEquals(alg == Algorithm.FUSED ? a.algorithm() : alg.cliName(), a.algorithm());
        }
    }

    @Test
    void emptyAndBinaryInputAreRejectedWithAReason() {
        ExtractionException empty = assertThrows(ExtractionException.class,
                () -> extractor.extract(new byte[0], null, null, Algorithm.FUSED));
        assertTrue(empty.getMessage().contains("empty"));
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 'I', 'H', 'D', 'R'};
        ExtractionException binary = assertThrows(ExtractionException.class,
                () -> extractor.extract(png, null, null, Algorithm.FUSED));
        assertTrue(binary.getMessage().contains("not HTML"));
        assertThrows(ExtractionException.class, () -> extractor.extract(
                "<html><body>   </body></html>".getBytes(StandardCharsets.UTF_8), null, null, Algorithm.FUSED));
    }

    @Test
    void tenThousandDeepNestingDoesNotOverflow() throws Exception {
        String deep = "<div>".repeat(10_000) + "<p>Deep inside, the story is still told, sentence by sentence.</p>"
                + "</div>".repeat(10_000);
        for (Algorithm alg : Algorithm.values()) {
            Article a = extractor.extract(("<html><body>" + deep + "</body></html>").getBytes(StandardCharsets.UTF_8),
                    null, null, alg);
            assertNotNull(a);
        }
    }

    private static byte[] twentyMegabytePage() {
        StringBuilder sb = new StringBuilder("<html><head><title>Big</title></head><body><div id=a>");
        // Numbered: a passage repeated word for word is a second copy of the story (DuplicateBlockFilter).
        for (int i = 0; sb.length() < 20_000_000; i++) {
            sb.append("<p>This paragraph, number ").append(i)
                    .append(", is one of very many, and it says again what the others said before it.</p>\n");
        }
        return sb.append("</div></body></html>").toString().getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void twentyMegabytePageIsExtractedWholeWhenItsElementsAreNotBounded() throws Exception {
        NewsExtractor unbounded = new NewsExtractor(ExtractorSettings.from(ExtractorConfig.defaults()
                .with(java.util.Map.of("decode.max-elements", String.valueOf(Integer.MAX_VALUE)))));
        Article a = unbounded.extract(twentyMegabytePage(), null, null, Algorithm.FUSED);
        assertTrue(a.body().length() > 10_000_000, "the whole article is kept");
    }

    @Test
    void aPageIsExtractedUpToItsBoundOfElements() throws Exception {
        NewsExtractor bounded = new NewsExtractor(ExtractorSettings.from(ExtractorConfig.defaults()
                .with(java.util.Map.of("decode.max-elements", "1000"))));
        String body = bounded.extract(twentyMegabytePage(), null, null, Algorithm.FUSED).body();
        // html, head, title, body and div are the first five elements: paragraphs 0 to 994 are the rest of the bound
        assertTrue(body.contains("number 0,") && body.contains("number 994,"), body.substring(0, 200));
        assertFalse(body.contains("number 995,"), "nothing after the bound is parsed");
    }

    @Test
    void aStoryStreamedIntoAHiddenSegmentIsShownWhereItsPlaceholderStands() throws Exception {
        String page = """
                <html><head><title>Kites over the bay</title></head><body>
                <main><h1>Kites over the bay</h1><template id="B:0"></template><p>Loading…</p></main>
                <footer><p>About us</p></footer>
                <div hidden id="S:0"><p>Hundreds of kites filled the sky over the bay on Sunday, the largest festival yet.</p>
                <p>Children flew dragons and fish, and the wind, for once, held steady all afternoon long.</p></div>
                </body></html>""";
        byte[] bytes = page.getBytes(StandardCharsets.UTF_8);
        String body = extractor.extract(bytes, null, null, Algorithm.FUSED).body();
        assertNotNull(body);
        assertTrue(body.contains("Hundreds of kites") && body.contains("held steady"), body);
    }

    @Test
    void aForumWhosePostsAreOnlyInNoscriptIsReadAsABrowserWithoutScriptsShowsIt() throws Exception {
        String page = """
                <html><head><title>Which tent for the coast path? - Walkers forum</title></head><body>
                <div id=app><span>Loading</span></div>
                <noscript><div class=thread><h1>Which tent for the coast path?</h1>
                <div class=post><p>I am walking the coast path in May, two weeks, mostly wild camping, and wonder
                which tent holds up to the wind there. Any advice is welcome.</p></div>
                <div class=post><p>Take a tunnel tent with short poles, pitch it low behind a wall, and bring more
                pegs than you think you need. The wind on the cliffs is no joke.</p></div>
                <script>track()</script><div style="display:none">hidden counter</div>
                </div></noscript>
                <noscript><img src=/pixel.gif></noscript>
                </body></html>""";
        byte[] bytes = page.getBytes(StandardCharsets.UTF_8);
        String body = extractor.extract(bytes, null, null, Algorithm.FUSED).body();
        assertNotNull(body);
        assertTrue(body.contains("tunnel tent") && body.contains("wild camping"), body);
        assertFalse(body.contains("hidden counter"), body);
    }

    @Test
    void aSmallNoscriptNoticeOnAnOrdinaryPageStaysOut() throws Exception {
        String page = PAGE.replace("<div class=layout>", "<noscript><p>Please enable JavaScript to see comments."
                + "</p></noscript><div class=layout>");
        String body = extractor.extract(page.getBytes(StandardCharsets.UTF_8), null, null, Algorithm.FUSED).body();
        assertFalse(body.contains("enable JavaScript"), body);
    }
}
