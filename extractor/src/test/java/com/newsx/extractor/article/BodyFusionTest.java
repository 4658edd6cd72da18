package com.newsx.extractor.article;

import com.newsx.extractor.clean.CleanSettings;
import com.newsx.extractor.clean.DomCleaner;
import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BodyFusionTest {
    private static final String P = "<p>%s sentence of the story goes on for a while, with commas, and ends here.</p>";

    private static String paragraphs(String prefix, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= n; i++) {
            sb.append(String.format(P, prefix + " " + i));
        }
        return sb.toString();
    }

    /** The defaults with one filter left out of {@code fusion.filters}. */
    private static ExtractorConfig without(String filter) {
        String filters = ExtractorConfig.defaults().getString("fusion.filters");
        return ExtractorConfig.defaults().with(Map.of("fusion.filters",
                String.join(",", java.util.Arrays.stream(filters.split(",")).filter(f -> !f.equals(filter)).toList())));
    }

    private static List<String> fused(String html, ExtractorConfig config) {
        Document doc = Jsoup.parse(html);
        Landmarks landmarks = new Landmarks(doc.selectFirst("h1") == null ? null : doc.selectFirst("h1").text(),
                doc.selectFirst("h1"), doc.selectFirst(".dateline"), List.of());
        new DomCleaner(CleanSettings.from(config)).clean(doc);
        ArticleExtractor.Extraction e = new ArticleExtractor(BodySettings.from(config)).extract(doc, landmarks, Algorithm.FUSED);
        String text = e.result().text(e.index());
        return text.isEmpty() ? List.of() : List.of(text.split("\n"));
    }

    @Test
    void inlineRelatedBoxIsDroppedAloneAndTheStoryContinues() {
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("First", 3)
                + "<div><h2>Related stories</h2><ul><li><a href=/x>Other news one</a></li>"
                + "<li><a href=/y>Other news two</a></li></ul></div>" + paragraphs("Second", 4) + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(7, body.size(), body.toString());
        assertFalse(body.contains("Related stories"));
        assertTrue(body.get(6).startsWith("Second 4"));
    }

    @Test
    void storyWrittenStraightIntoADivisionBesideALinkSidebarIsFound() {
        StringBuilder menu = new StringBuilder("<div class=side><ul>");
        for (int i = 0; i < 120; i++) {
            menu.append("<li><a href=/archive/").append(i).append(">Archive of month ").append(i).append("</a></li>");
        }
        menu.append("</ul></div>");
        String story = "The team reported this morning that two of the five cars had been broken into, and the "
                + "police came to check the damage. Patients booked for the morning are being rescheduled, "
                + "and service should be back to normal this afternoon.";
        String html = "<body><div class=row>" + menu + "<div class=main><p class=title>Cars broken into</p>"
                + "<h1>Cars broken into</h1><small>05/10/2018 - Posted by: Jane Roe</small><br><br>" + story
                + "</div></div><div class=footer><p>City Hall - Main Street, 1111 - Box 421 - Phone: (047) 2106-8000."
                + " Opening hours: 8:00 to 17:00, Monday to Friday.</p></div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertTrue(body.contains(story), body.toString());
        assertFalse(body.toString().contains("Phone"), body.toString());
    }

    @Test
    void aYouMayLikeHeadingInAnotherLanguageEndsTheBodyBeforeItsTeasers() {
        StringBuilder teasers = new StringBuilder();
        for (int i = 1; i <= 4; i++) {
            teasers.append("<p>Outra mensagem numero ").append(i)
                    .append(" fala da vida, do amor e da coragem de seguir em frente, e continua …</p>");
        }
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 3)
                + "<h3>Você pode gostar...</h3>" + teasers + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(3, body.size(), body.toString());
    }

    @Test
    void anEmbeddedPostIsPartOfTheStoryButAShareBarIsNot() {
        String tweet = "Oh, no. It seems the other campaigns of the state are just as bad as this one, sadly.";
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("First", 2)
                + "<div class=social-share><p>Share this story with your friends, on every network, today.</p></div>"
                + "<div class=social-media-embed><blockquote class=twitter-tweet><p>" + tweet + "</p>"
                + "&mdash; Someone (@someone) <a href=https://twitter.com/x>November 18, 2019</a></blockquote></div>"
                + paragraphs("Second", 2) + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertTrue(body.contains(tweet), body.toString());
        assertFalse(body.toString().contains("Share this story"), body.toString());
    }

    @Test
    void aNameSayingChromeAndContentInOneTokenIsChrome() {
        String comment = "What a lovely write-up, thank you for sharing it with all of us, and keep going!";
        String bio = "Jane writes about gardens, tools and the weather, and lives by the sea with two cats.";
        String html = "<body><h1>Headline</h1><div class='post entry-content'>" + paragraphs("Story", 4)
                + "<div class=entry-author-bio><p>" + bio + "</p></div>"
                + "<div class=comments-body><p>" + comment + "</p></div></div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(4, body.size(), body.toString());
    }

    @Test
    void aBuilderWidgetNamedForThePostContentIsTheStory() {
        String html = "<body><h1>Headline</h1><div id=page>" + paragraphs("Lead", 1)
                + "<div class='blk blk-widget-theme-post-content'>" + paragraphs("Story", 4) + "</div></div></body>";
        assertEquals(5, fused(html, ExtractorConfig.defaults()).size());
    }

    @Test
    void callsToActionBiosAndFootnotesAreFurniture() {
        String cta = "Ready to plan your own trip? Book a free call with our team today, no strings attached.";
        String bio = "Sam has walked every coast path in the country, twice, and still gets lost in towns.";
        String note = "Survey of coastal paths, second edition, published by the walking club, page 12.";
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 4)
                + "<div class='box cta'><p>" + cta + "</p></div>" + paragraphs("More", 2)
                + "<div class=short-bio><p>" + bio + "</p></div>"
                + "<section class=footnotes><ol><li>" + note + "</li></ol></section></div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(6, body.size(), body.toString());
    }

    @Test
    void linkedHeadingsAndListItemsBetweenParagraphsStayButATeaserParagraphAndAMenuGo() {
        String html = "<body><h1>Best hand tools</h1><div id=story>" + paragraphs("Intro", 2)
                + "<h2><a href=https://shop.example/saw>Crosscut Saw 300</a></h2>" + paragraphs("Saw", 2)
                + "<h4>Our picks:</h4><h2><a href=https://shop.example/plane>Jack Plane 5</a></h2>"
                + "<h3>2. Chisels</h3>" + paragraphs("Chisels", 1)
                + "<ul><li><a href=https://shop.example/a>Bench chisel, 12 mm</a></li>"
                + "<li><a href=https://shop.example/b>Marking gauge</a></li></ul>" + paragraphs("Chisel", 2)
                + "<p><a href=/other-story>WHY EVERY HOME NEEDS A TOOLBOX</a></p>" + paragraphs("End", 2)
                + "<ul><li><a href=/a>Home</a></li><li><a href=/b>Tools</a></li><li><a href=/c>About</a></li></ul>"
                + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertTrue(body.contains("Crosscut Saw 300") && body.contains("Marking gauge"), body.toString());
        assertTrue(body.contains("Jack Plane 5"), "unlinked headings may stand between: " + body);
        // (the list and headings stand among the story's paragraphs: filter.linkdensity.listsInStory keeps them too)
        assertFalse(body.contains("WHY EVERY HOME NEEDS A TOOLBOX") || body.contains("Home"), body.toString());
    }

    @Test
    void aBlogsOtherPostsHeadingEndsTheBody() {
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 4)
                + "<h3>\uD83D\uDD25 Other Posts You May Enjoy</h3>" + paragraphs("Teaser", 2) + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(4, body.size(), body.toString());
    }

    @Test
    void aPageBuilderWrapperNamedWidgetAroundEveryParagraphIsNotChrome() {
        // A builder puts each paragraph in its own "x-widget-container"; the first one is the story's wrapper.
        StringBuilder blocks = new StringBuilder();
        for (int i = 1; i <= 5; i++) {
            blocks.append("<div class='blk blk-widget'><div class=blk-widget-container>")
                    .append(String.format(P, "Block " + i)).append("</div></div>");
        }
        String html = "<body><h1>Headline</h1><div id=page>" + blocks
                + "<div class=share-widget><p>Share this story with your friends, on every network, today.</p></div>"
                + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(5, body.size(), body.toString());
    }

    @Test
    void aStoryRenderedTwiceForTwoScreenSizesIsKeptOnceButARepeatedHeadingStays() {
        String story = "<h2>Pros</h2>" + paragraphs("Wide", 3) + "<h2>Pros</h2>" + paragraphs("Narrow", 1);
        String html = "<body><h1>Headline</h1><div id=page><div class=desktop>" + story + "</div>"
                + "<div class=mobile>" + story + "</div></div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(6, body.size(), body.toString());
        assertEquals(2, body.stream().filter("Pros"::equals).count(), "a heading repeated inside the story stays");
        List<String> off = fused(html, without("duplicate-blocks"));
        assertEquals(12, off.size(), off.toString());
    }

    @Test
    void aPostedAtFooterUnderThePostIsNoUpperBound() {
        String html = "<body><div id=post><h1>Headline</h1>" + paragraphs("Post", 5)
                + "<p class=dateline>Posted by Kim at 3:05 pm</p>"
                + "<p>Thanks for this one, I read it twice and then sent it to my brother, who agreed.</p></div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(5, body.stream().filter(l -> l.startsWith("Post ")).count(), body.toString());
        List<String> off = fused(html, ExtractorConfig.defaults().with(Map.of(
                "filter.main-block.time-bound-max-cut-share", "1")));
        assertEquals(0, off.stream().filter(l -> l.startsWith("Post ")).count(), "the footer cut the post: " + off);
    }

    @Test
    void anAffiliateDisclaimerAtTheTopOfAPostDoesNotEndIt() {
        String html = "<body><h1>Headline</h1><div id=post>" + paragraphs("Intro", 1)
                + "<p>Disclaimer: this post has affiliate links, and we may earn a small fee.</p>"
                + paragraphs("Post", 5) + "<p>Disclaimer: prices change, so check them before you buy.</p>"
                + paragraphs("After", 1) + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(6, body.size(), body.toString());
        assertTrue(body.get(5).startsWith("Post 5"), "the closing disclaimer still ends the body: " + body);
        List<String> off = fused(html, ExtractorConfig.defaults().with(Map.of("filter.main-block.end-notice-min-prose-before",
                "0")));
        assertEquals(1, off.size(), "the first disclaimer ended the body: " + off);
    }

    @Test
    void endMarkerFollowedByLittleProseEndsTheBody() {
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 4)
                + "<p>上一篇：另一条新闻</p>" + paragraphs("Teaser", 1) + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(4, body.size(), body.toString());
    }

    @Test
    void copyrightAndEditorLinesAreNotBody() {
        String html = "<body><h1>标题</h1><div>" + paragraphs("Story", 3)
                + "<p>责任编辑：张三</p><p>Copyright © 2019 Example. All rights reserved.</p></div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(3, body.size(), body.toString());
    }

    @Test
    void aTableInAFigureIsContentButItsFigcaptionIsNot() {
        String html = "<body><h1>H</h1><div>" + paragraphs("Story", 3)
                + "<figure class=wp-block-table><table><tr><td>Pros</td><td>Cons</td></tr>"
                + "<tr><td>Light and quick to set up</td><td>Not for heavy rain</td></tr></table>"
                + "<figcaption>Table 1. The tent in short.</figcaption></figure>" + paragraphs("After", 2)
                + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertTrue(body.contains("Light and quick to set up"), body.toString());
        assertFalse(body.toString().contains("Table 1."), body.toString());
    }

    @Test
    void textMarkedAriaHiddenIsNoArticleText() {
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 3)
                + "<div aria-hidden=true><p>A second copy of the slide text, for the eyes only, goes on and on.</p></div>"
                + paragraphs("End", 1) + "</div></body>";
        assertEquals(4, fused(html, ExtractorConfig.defaults()).size());
    }

    @Test
    void captionsAreDroppedUnlessThePageIsAGallery() {
        String story = "<body><h1>H</h1><div>" + paragraphs("Story", 3)
                + "<figure><img src=a.jpg><figcaption>The river at dawn, seen from the bridge.</figcaption></figure>"
                + "</div></body>";
        assertFalse(String.join("\n", fused(story, ExtractorConfig.defaults())).contains("river at dawn"));

        String gallery = "<body><h1>H</h1><div class=gallery>"
                + "<figure><figcaption>One picture of the river at dawn, seen from the bridge.</figcaption></figure>"
                + "<figure><figcaption>Another picture of the town, taken at noon, from the hill.</figcaption></figure>"
                + "</div></body>";
        assertEquals(2, fused(gallery, ExtractorConfig.defaults()).size());
    }

    @Test
    void regionStepKeepsTheArticleNotTheTeaserColumn() {
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 5) + "</div>"
                + "<div class=rail>" + "<div><a href=/a>Teaser headline</a><p>Teaser text, short, punchy.</p></div>".repeat(4)
                + "</div></body>";
        List<String> on = fused(html, ExtractorConfig.defaults());
        assertEquals(5, on.size(), on.toString());
    }

    @Test
    void templateFillerAndItsLabelsAreDroppedButTheStoryStays() {
        String filler = "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.</p>";
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 4)
                + "<div class=card><h3>Card heading</h3>" + filler + "<h3>Lorem ipsum 2</h3></div>"
                + "<div class=card><h3>Book a visit</h3>" + filler + "</div></div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(4, body.size(), body.toString());
        assertTrue(body.get(3).startsWith("Story 4"));
        List<String> off = fused(html, without("placeholder"));
        assertTrue(off.stream().anyMatch(l -> l.startsWith("Lorem ipsum")), off.toString());
    }

    @Test
    void blocksAfterTheStorysContainerAreDroppedButNotTheStorysOwnLastParagraphs() {
        // A builder's layout: the post's content division, then a call-to-action block and a form beside it.
        String cta = "<div class=box-7><p>Run your workshop better with Toolbox, the app for repair shops. Book "
                + "a free demo now!</p></div><div class=form-3><p>Name</p><p>Email</p><p>Send</p></div>";
        String html = "<body><h1>Headline</h1><div class=wrap><div class=text-9>" + paragraphs("Story", 12)
                + "<p>Want help? Book a free demo with our team today, it takes a minute.</p></div>" + cta
                + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(13, body.size(), body.toString());
        assertTrue(body.get(12).startsWith("Want help?"), "the story's own closing line stays");
        List<String> off = fused(html, without("story-container"));
        assertTrue(off.stream().anyMatch(l -> l.startsWith("Run your workshop")), off.toString());

        // Paragraphs standing directly in the common ancestor: it is the story's own container, nothing is cut.
        String flat = "<body><h1>Headline</h1><div class=wrap><div class=text-9>" + paragraphs("Story", 8)
                + "</div><p>One more paragraph of the story, outside the division, as some editors leave it.</p>"
                + "</div></body>";
        assertEquals(9, fused(flat, ExtractorConfig.defaults()).size());

        // A second container with much prose (a story split over sections) is no tail.
        String split = "<body><h1>Headline</h1><div class=wrap><section>" + paragraphs("Story", 8)
                + "</section><section>" + paragraphs("Part two", 3) + "</section></div></body>";
        assertEquals(11, fused(split, ExtractorConfig.defaults()).size());
    }

    @Test
    void linkedNamesInTheCellsOfADataTableStayButAGridOfLinksGoes() {
        StringBuilder rows = new StringBuilder("<table><tr><th>Firm</th><th>Revenue</th></tr>");
        for (int i = 1; i <= 6; i++) {
            rows.append("<tr><td><a href=/firm").append(i).append(">Builder Number ").append(i)
                    .append(" Group, Inc.</a></td><td>$").append(i).append(".5B yearly</td></tr>");
        }
        rows.append("</table>");
        StringBuilder grid = new StringBuilder("<table>");
        for (int i = 1; i <= 3; i++) {
            grid.append("<tr><td><a href=/g").append(i).append(">Guide to hiring a roofer ").append(i)
                    .append("</a></td><td><a href=/h").append(i).append(">Guide to hiring a plumber ").append(i)
                    .append("</a></td></tr>");
        }
        grid.append("</table>");
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 4) + rows
                + paragraphs("More", 3) + grid + paragraphs("Last", 2) + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertTrue(body.contains("Builder Number 3 Group, Inc."), body.toString());
        assertFalse(body.stream().anyMatch(l -> l.startsWith("Guide to hiring")), body.toString());

        // A table laying out a page (tables nested in its cells) keeps its menus out.
        String layout = "<body><h1>Headline</h1><table><tr><td><a href=/a>Home page of the site</a></td><td>"
                + "<table><tr><td>" + paragraphs("Story", 5) + "</td></tr></table></td></tr></table></body>";
        assertFalse(fused(layout, ExtractorConfig.defaults()).contains("Home page of the site"));
    }

    @Test
    void listItemsWithWordsOfTheirOwnStayInTheStoryButFullyLinkedOnesGo() {
        // Each list in a box of its own, apart from the story's paragraphs (see filter.linkdensity.listsInStory).
        StringBuilder packing = new StringBuilder("<div class=gear><ul>");
        for (int i = 1; i <= 14; i++) {
            packing.append("<li><a href=/gear").append(i).append(">Folding stove model ").append(i)
                    .append("</a> or a can</li>");
        }
        packing.append("</ul></div>");
        StringBuilder related = new StringBuilder("<div class=more><ul>");
        for (int i = 1; i <= 14; i++) {
            related.append("<li><a href=/post").append(i).append(">Another post about camping number ").append(i)
                    .append("</a></li>");
        }
        related.append("</ul></div>");
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 3) + packing
                + paragraphs("Middle", 2) + related + paragraphs("Last", 2) + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertTrue(body.contains("Folding stove model 12 or a can"), body.toString());
        assertFalse(body.stream().anyMatch(l -> l.startsWith("Another post")), body.toString());
    }

    @Test
    void blocksBeforeTheStorysContainerGoButAnIntroParagraphStays() {
        String meta = "<div class=meta-4><p>Updated 3 March</p><p>8 min read</p>"
                + "<p>We may earn a fee from links here.</p></div>";
        String html = "<body><h1>Headline</h1><div class=wrap>" + meta + "<div class=text-9>"
                + paragraphs("Story", 24) + "</div></div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertEquals(24, body.size(), body.toString());
        List<String> off = fused(html, ExtractorConfig.defaults().with(Map.of(
                "filter.story-container.before-max-share", "0")));
        assertTrue(off.contains("8 min read"), off.toString());

        String intro = "<div class=intro-2><p>An introduction long enough to be part of the story, which it opens "
                + "with a few sentences. It sets the scene for what follows, and the reader needs it.</p></div>";
        List<String> withIntro = fused("<body><h1>Headline</h1><div class=wrap>" + intro + "<div class=text-9>"
                + paragraphs("Story", 24) + "</div></div></body>", ExtractorConfig.defaults());
        assertTrue(withIntro.get(0).startsWith("An introduction"), withIntro.toString());
    }

    @Test
    void aLinkedListStandingAmongTheStorysParagraphsStaysButARelatedBoxInItsOwnContainerGoes() {
        StringBuilder tools = new StringBuilder("<ol>");
        for (int i = 1; i <= 12; i++) {
            tools.append("<li><a href=/tool").append(i).append(">Cordless drill kit ").append(i).append("</a></li>");
        }
        tools.append("</ol>");
        StringBuilder related = new StringBuilder("<div class=box-5><ul>");
        for (int i = 1; i <= 12; i++) {
            related.append("<li><a href=/read").append(i).append(">Older post on drills ").append(i).append("</a></li>");
        }
        related.append("</ul></div>");
        // A teaser box: one line of prose above its links does not make them the story's.
        StringBuilder teaser = new StringBuilder("<div class=box-6><p>More from our workshop, with tips, guides, "
                + "and reviews.</p><ul>");
        for (int i = 1; i <= 12; i++) {
            teaser.append("<li><a href=/t").append(i).append(">Glue that holds ").append(i).append("</a></li>");
        }
        teaser.append("</ul></div>");
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 3) + tools
                + paragraphs("Middle", 2) + related + teaser + paragraphs("Last", 2) + "</div></body>";
        List<String> body = fused(html, ExtractorConfig.defaults());
        assertTrue(body.contains("Cordless drill kit 12"), body.toString());
        assertFalse(body.stream().anyMatch(l -> l.startsWith("Older post")), body.toString());
        assertFalse(body.contains("Glue that holds 12"), body.toString());
    }
}
