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

/**
 * The story's edges in the fused body: its lead and last paragraphs kept, its subheadings and lists kept, the boxes
 * around it (related links, share prompts, consent dialogs, credits) dropped. Small hand-made pages in several
 * languages; each rule is also checked with its step left out, so that the test fails when the step stops working.
 */
class StoryEdgesTest {
    private static final String P = "<p>%s sentence of the story goes on for a while, with commas, and ends here.</p>";

    private static String paragraphs(String prefix, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= n; i++) {
            sb.append(String.format(P, prefix + " " + i));
        }
        return sb.toString();
    }

    private static ExtractorConfig without(String... filter) {
        String filters = ExtractorConfig.defaults().getString("fusion.filters");
        List<String> out = List.of(filter);
        return ExtractorConfig.defaults().with(Map.of("fusion.filters",
                String.join(",", java.util.Arrays.stream(filters.split(",")).filter(f -> !out.contains(f)).toList())));
    }

    private static List<String> fused(String html, ExtractorConfig config) {
        Document doc = Jsoup.parse(html);
        Landmarks landmarks = new Landmarks(doc.selectFirst("h1") == null ? null : doc.selectFirst("h1").text(),
                doc.selectFirst("h1"), doc.selectFirst(".dateline"), List.of());
        new DomCleaner(CleanSettings.from(config)).clean(doc);
        ArticleExtractor.Extraction e = new ArticleExtractor(BodySettings.from(config)).extract(doc, landmarks,
                Algorithm.FUSED);
        String text = e.result().text(e.index());
        return text.isEmpty() ? List.of() : List.of(text.split("\n"));
    }

    private static List<String> fused(String html) {
        return fused(html, ExtractorConfig.defaults());
    }

    @Test
    void theLeadInTheArticleHeaderIsKeptAsTheStorysFirstParagraph() {
        String lead = "Die Stadt baut eine neue Brücke über den Fluss. Die Arbeiten beginnen im Frühjahr, der Verkehr "
                + "wird so lange über die alte Brücke geführt.";
        String html = "<body><article><header><h1>Neue Brücke</h1><p class=vorspann>" + lead + "</p>"
                + "<p class=byline>Von Anna Beispiel</p>"
                + "<div class=dateline>6. Dezember 2026, 10:15 Uhr</div></header>"
                + "<div class=text>" + paragraphs("Story", 8) + "</div></article></body>";
        List<String> body = fused(html);
        assertEquals(lead, body.get(0), body.toString());
        assertEquals(9, body.size(), "the byline and the dateline stay out: " + body);
        assertFalse(fused(html, without("lead")).contains(lead));
    }

    @Test
    void aOneSentenceDekInASubheadingAndACaptionBesideThePictureAreNoLead() {
        String dek = "The retailer earned $2.8 billion in the third quarter, more than expected.";
        String caption = "In this file photo, the chief executive speaks at the opening of a new store in Atlanta, "
                + "Georgia, on a Monday morning. (AP Photo, File)";
        String lead = dek + " Its shares rose in early trading, and the company raised its forecast for the year.";
        String html = "<body><article><header><h1>Retailer beats estimates</h1><h2 class=sub-headline>" + dek
                + "</h2><p>" + lead + "</p></header><div class=image><img src=a.jpg><p>" + caption + "</p></div>"
                + "<div class=text>" + paragraphs("Story", 3) + "</div></article></body>";
        // the lead step alone, after a region that kept the story's paragraphs
        DomIndex index = DomIndex.build(Jsoup.parse(html).body(), new Punctuation());
        List<TextLine> lines = index.lines();
        Landmarks landmarks = new Landmarks("Retailer beats estimates", index.element(lines.get(0).owner()), null,
                List.of());
        PageContext page = new PageContext(index, landmarks, 200, null);
        java.util.function.Function<StoryLead, List<String>> run = step -> {
            boolean[] keep = new boolean[lines.size()];
            for (int i = 0; i < keep.length; i++) {
                keep[i] = lines.get(i).text().startsWith("Story");
            }
            step.apply(page, keep);
            List<String> kept = new java.util.ArrayList<>();
            for (int i = 0; i < keep.length; i++) {
                if (keep[i]) {
                    kept.add(lines.get(i).text());
                }
            }
            return kept;
        };
        List<String> body = run.apply(new StoryLead(25, 0.2, 80, 120, 180));
        assertEquals(lead, body.get(0), body.toString());
        assertEquals(4, body.size(), "neither the dek nor the caption: " + body);
        assertTrue(run.apply(new StoryLead(25, 0.2, 80, 0, 0)).contains(dek), "a dek without the length rule");
    }

    @Test
    void aSecondCopyOfTheLeadOrADatelineAboveTheStoryIsNotTakenForIt() {
        String dek = "The city will build a new bridge over the river, and work starts in spring.";
        String html = "<body><article><header><h1>New bridge</h1><p class=dek>" + dek + "</p>"
                + "<p>Updated: December 6, 2026, 10:15 AM</p>"
                + "<p>Topics: <a href=/t/1>Bridges</a>, <a href=/t/2>Rivers</a>, city planning, and more news</p>"
                + "<div class=dateline>December 5, 2026</div></header>"
                + "<div class=text><p>" + dek + "</p>" + paragraphs("Story", 10) + "</div></article></body>";
        List<String> body = fused(html);
        assertEquals(1, body.stream().filter(dek::equals).count(), body.toString());
        assertFalse(body.stream().anyMatch(l -> l.startsWith("Updated") || l.startsWith("Topics")), body.toString());
    }

    @Test
    void theStorysSubheadingsStayButTheHeadingOfARelatedBoxGoes() {
        String related = "<div class=box-3><h2>Auch auf unserer Seite</h2><ul>"
                + "<li><a href=/a>Eine andere Geschichte über Brücken</a></li>"
                + "<li><a href=/b>Noch eine Geschichte über Flüsse</a></li></ul></div>";
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("First", 3) + "<h2>Wie es weitergeht</h2>"
                + paragraphs("Second", 3) + related + "</div></body>";
        List<String> body = fused(html);
        assertTrue(body.contains("Wie es weitergeht"), body.toString());
        assertFalse(body.contains("Auch auf unserer Seite"), body.toString());
        // (the story-tail step drops the box's heading too, as a small tail of the story's block)
        assertTrue(fused(html, without("orphan-headings", "story-tail")).contains("Auch auf unserer Seite"));
    }

    @Test
    void aLabelLeftAtTheEndOfTheStoryWithoutItsLinksGoes() {
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 4) + "<p>Mehr Themen:</p>"
                + "<p><a href=/a>Ein Thema</a></p><p><a href=/b>Ein anderes Thema</a></p></div></body>";
        List<String> body = fused(html);
        assertEquals(4, body.size(), body.toString());
        assertTrue(body.get(3).startsWith("Story 4"), "the story's last paragraph stays");
        assertEquals(5, fused(html, without("orphan-headings")).size());
    }

    @Test
    void theIngredientListBetweenARecipesIntroductionAndItsStepsIsKept() {
        String html = "<body><h1>Apple cake</h1><article class=recipe><p class=intro>An apple cake for the autumn, "
                + "quick to make, with cinnamon, and good for a crowd.</p><h2>Zutaten</h2><ul class=ingredients>"
                + "<li>500 g Mehl</li><li>250 g Zucker</li><li>4 Eier</li><li>3 Äpfel</li></ul><h2>Zubereitung</h2>"
                + "<div class=steps>" + paragraphs("Step", 4) + "</div></article>"
                + "<div class=links><a href=/x>Rezepte</a> <a href=/y>Kuchen</a></div></body>";
        List<String> body = fused(html);
        assertTrue(body.contains("500 g Mehl") && body.contains("3 Äpfel"), body.toString());
        assertTrue(body.get(body.size() - 1).startsWith("Step 4"), body.toString());
    }

    @Test
    void aConsentDialogAndAComplementaryBoxMarkedByTheirRolesGo() {
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 3)
                + "<div role=dialog><p>We value your privacy, and we use cookies to improve your experience.</p></div>"
                + paragraphs("More", 3)
                + "<div role=complementary><p>Our partners, carefully chosen, offer you these deals today.</p></div>"
                + "</div></body>";
        List<String> body = fused(html);
        assertEquals(6, body.size(), body.toString());
        assertFalse(body.stream().anyMatch(l -> l.contains("privacy") || l.contains("partners")), body.toString());
    }

    @Test
    void photoCreditsInTheLanguagesOfTheNewsWebGo() {
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 3)
                + "<p>Foto: Max Mustermann / dpa</p><p>Crédits photos : Agence Exemple</p>"
                + "<p>Der Bürgermeister und die Baumeisterin bei der Eröffnung der neuen Brücke über den Fluss. "
                + "| © Erika Beispiel</p>"
                + paragraphs("End", 2) + "</div></body>";
        List<String> body = fused(html);
        assertEquals(5, body.size(), body.toString());
        assertEquals(8, fused(html, without("captions")).size());
    }

    @Test
    void aPromptToFollowOrJoinClosingTheStoryGoesButTheStorysLastParagraphStays() {
        String last = "<p>El ministerio anunció que la nueva aplicación estará disponible en marzo, y que sus usuarios "
                + "podrán descargarla gratis.</p>";
        String html = "<body><h1>Titular</h1><div id=story>" + paragraphs("Story", 4) + last
                + "<p>¿Ya sabías que tenemos canal de Telegram? Únete desde tu celular en este enlace.</p>"
                + "<p>Síguenos en Twitter.</p></div></body>";
        List<String> body = fused(html);
        assertEquals(5, body.size(), body.toString());
        assertTrue(body.get(4).startsWith("El ministerio"), "the story's last paragraph stays: " + body);
        assertEquals(7, fused(html, without("call-to-action")).size());
    }

    @Test
    void aShareOrClickPromptClosingTheStoryGoes() {
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 4)
                + "<p>Like this story? Share it with a friend!</p></div></body>";
        assertEquals(4, fused(html).size(), fused(html).toString());
        String de = "<body><h1>Titel</h1><div id=story>" + paragraphs("Story", 4)
                + "<p>Bereit für Runde 2? Dann einfach hier klicken:</p></div></body>";
        assertEquals(4, fused(de).size(), fused(de).toString());
    }

    @Test
    void headingsLeftAfterTheStoryGoButAListOfLinkedProductNamesInItStays() {
        String products = "<h4>Our picks:</h4><ul><li><h2><a href=/p1>Multimeter One</a></h2></li>"
                + "<li><h2><a href=/p2>Multimeter Two</a></h2></li></ul>";
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 3) + products
                + paragraphs("More", 2) + "<div class=more><h5>Tags</h5><h4>Lo último</h4>"
                + "<ul><li><a href=/x>Otra noticia del día</a></li><li><a href=/y>Y otra más</a></li></ul></div>"
                + "</div></body>";
        List<String> body = fused(html);
        assertTrue(body.contains("Multimeter One") && body.contains("Multimeter Two"), body.toString());
        assertFalse(body.contains("Tags") || body.contains("Lo último"), body.toString());
        assertTrue(fused(html, without("orphan-headings", "story-tail")).contains("Lo último"));
    }

    @Test
    void aPullQuoteSetInAHeadingTagAtTheStorysEndIsNoOrphanHeading() {
        String quote = "Relotius legt ein falsches Profil an. Es stützt seine Version.";
        String html = "<body><h1>Ein Albtraum</h1><div id=story>" + paragraphs("Story", 4) + "<h4>" + quote + "</h4>"
                + "<div class=copyright><p>Alle Rechte vorbehalten</p></div></div></body>";
        assertTrue(fused(html).contains(quote), fused(html).toString());
    }

    @Test
    void aContactBlockAfterTheStoryGoes() {
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 4)
                + "<div class=contact-teaser><h3>Kontakt</h3><p>Leiterin: Maryam Beispiel, Referat Naher Osten.</p>"
                + "<p>Telefon: 089 1234-567, E-Mail: presse@example.org</p></div></div></body>";
        List<String> body = fused(html);
        assertEquals(4, body.size(), body.toString());
        assertTrue(body.get(3).startsWith("Story 4"), body.toString());
    }

    @Test
    void theStoryUnderAChromeLikeNameStaysButACommentThreadAfterAShortPostGoes() {
        String story = "<body><h1>Titular</h1><div class=post><p class=excerpt>Los camioneros definirán este jueves, "
                + "en una consulta nacional, si vuelven a movilizarse.</p><div class=banners-contenido-nota>"
                + paragraphs("Story", 5) + "</div></div></body>";
        List<String> body = fused(story);
        assertEquals(6, body.size(), body.toString());
        assertEquals(1, fused(story, ExtractorConfig.defaults().with(Map.of("filter.chrome.story-min-share", "1")))
                .size());

        String thread = "<body><h1>Post</h1><div class=entry>" + paragraphs("Post", 2) + "<div class=comments>"
                + paragraphs("Comment", 6) + "</div></div></body>";
        assertEquals(2, fused(thread).size(), fused(thread).toString());
    }

    @Test
    void theConsentPlaceholderOfAnEmbeddedPostGoesButAStoryAboutPrivacyStays() {
        String html = "<body><h1>Schlagzeile</h1><div id=story>" + paragraphs("Story", 3)
                + "<div class=embed><p>Wir respektieren deine Privatsphäre und stellen deshalb ohne dein Einverständnis "
                + "keine Verbindung zu Twitter her.</p><p>Twitter freischalten</p></div>"
                + "<p>Die Datenschutzbehörde prüft, ob Twitter die Privatsphäre seiner Nutzer ausreichend schützt.</p>"
                + paragraphs("End", 2) + "</div></body>";
        List<String> body = fused(html);
        assertFalse(body.stream().anyMatch(l -> l.contains("Einverständnis")), body.toString());
        assertTrue(body.stream().anyMatch(l -> l.startsWith("Die Datenschutzbehörde")), body.toString());
        assertTrue(fused(html, without("embed-consent")).stream().anyMatch(l -> l.contains("Einverständnis")));
    }

    @Test
    void aLoginDialogsFormMessagesDoNotOutscoreAShortStoryBesideAVideo() {
        String story = "Die Stadt baut eine neue Brücke über den Fluss, und die Arbeiten beginnen im Frühjahr.";
        StringBuilder dialog = new StringBuilder("<div id=login-dialog class=\"b-dialog x-dialog-login\"><form>"
                + "<h2>Mein Konto – Login</h2>");
        for (int i = 1; i <= 4; i++) {
            dialog.append("<p class=error>Fehler ").append(i).append(": Bitte fülle alle Pflichtfelder aus, "
                    + "und prüfe, ob die E-Mail-Adresse richtig ist.</p>");
        }
        dialog.append("</form></div>");
        String html = "<body><div class=video><h1>Neue Brücke</h1><div class=player></div><p class=description>"
                + story + "</p></div><div class=links><a href=/a>Mehr Videos</a></div>" + dialog + "</body>";
        List<String> body = fused(html);
        assertEquals(List.of(story), body);
        assertTrue(fused(html, ExtractorConfig.defaults().with(Map.of("region.skip-dialogs", "false"))).stream()
                .anyMatch(l -> l.startsWith("Fehler")), "the dialog wins without the step");
    }

    @Test
    void aVideosDescriptionIsItsStoryButTheSameDescriptionOverAStoryIsAStandfirst() {
        String description = "New York ist das Epizentrum der Corona-Pandemie in den USA. Auch der Sport ist zum "
                + "Stillstand gekommen.";
        String video = "<html><head><meta name=description content=\"" + description + "\"></head><body>"
                + "<h1>US-Sport in Zeiten von Corona</h1><div class=player></div><div class=caption>"
                + "<p class=item-description>" + description + "</p><dl><dt>Video verfügbar bis 28.02.2021</dt></dl>"
                + "</div>%s</body></html>";
        assertTrue(fused(String.format(video, "")).contains(description), "the video's only text stays");
        List<String> story = fused(String.format(video, "<div class=text>" + paragraphs("Story", 5) + "</div>"));
        assertFalse(story.contains(description), "over a story it is the standfirst: " + story);
    }

    @Test
    void anAppealInABoxOfItsOwnGoesWholeWhereverItStandsButAPromptInTheStorysParagraphStays() {
        String box = "<div class=flyout><h4>Helfen Sie mit!</h4><p>Jede kleine Spende hilft den Menschen, die nach "
                + "dem Sturm ihr Zuhause verloren haben.</p><div class=foot>Jetzt spenden, jeder Euro hilft.</div>"
                + "</div>";
        String html = "<body><h1>Titel</h1><div id=story>" + paragraphs("Story", 3) + box + paragraphs("More", 3)
                + "</div></body>";
        List<String> body = fused(html);
        assertEquals(6, body.size(), body.toString());
        assertTrue(body.stream().noneMatch(l -> l.contains("Spende") || l.contains("Helfen")), body.toString());
        List<String> off = fused(html, ExtractorConfig.defaults().with(Map.of("filter.call-to-action.box-max-share",
                "0")));
        assertTrue(off.stream().anyMatch(l -> l.contains("Jede kleine Spende")), "kept without the rule: " + off);
        // a paragraph styled apart from the story's paragraphs is a box too
        String styled = "<body><h1>Titel</h1><div id=story>" + paragraphs("Story", 3)
                + "<p class=has-background>Gefällt dir unser Magazin? Dann unterstütze uns mit einem kleinen Beitrag, "
                + "damit es so bleibt.</p>" + paragraphs("More", 3) + "</div></body>";
        assertEquals(6, fused(styled).size(), fused(styled).toString());
        // the same prompt in one of the story's own paragraphs, mid-story, is the story's (it may report on it)
        String own = "<body><h1>Titel</h1><div id=story>" + paragraphs("Story", 3)
                + "<p>Der Verein bittet: Unterstütze uns mit einem kleinen Beitrag, damit das Haus bleibt.</p>"
                + paragraphs("More", 3) + "</div></body>";
        assertEquals(7, fused(own).size(), fused(own).toString());
    }

    @Test
    void cardsThatEachInviteTheReaderAreAListNotAnAppeal() {
        StringBuilder cards = new StringBuilder("<div class=events>");
        for (String city : List.of("Pittsburgh", "Orlando", "Denver", "Austin")) {
            cards.append("<div class=card><h3>Security Summit ").append(city).append("</h3><p>Join us in ").append(city)
                    .append(" for two days of talks and training.</p></div>");
        }
        cards.append("</div>");
        String html = "<body><h1>Events</h1><div id=story>" + paragraphs("Story", 3) + cards + paragraphs("More", 3)
                + "</div></body>";
        List<String> body = fused(html);
        assertEquals(4, body.stream().filter(l -> l.startsWith("Join us in")).count(), body.toString());
        String three = html.replace("<div class=card><h3>Security Summit Austin</h3><p>Join us in Austin for two days of "
                + "talks and training.</p></div>", "");
        assertEquals(3, fused(three).stream().filter(l -> l.startsWith("Join us in")).count(), "one box of cards");
    }

    @Test
    void aPromptToFollowTheSiteOnANamedPlatformClosingTheStoryGoes() {
        String html = "<body><h1>Headline</h1><div id=story>" + paragraphs("Story", 4)
                + "<p>Follow The Daily Example on Twitter and Instagram @DailyExample, and send us a message.</p>"
                + "</div></body>";
        assertEquals(4, fused(html).size(), fused(html).toString());
        assertEquals(5, fused(html, without("call-to-action")).size());
    }

    @Test
    void anAdSlotsLabelGoesButAParagraphAboutAdvertisingStays() {
        String about = "<p>Die Werbung im Fernsehen kostet die Firma im Jahr mehr als zehn Millionen Euro, sagt sie.</p>";
        String html = "<body><h1>Titel</h1><div id=story>" + paragraphs("Story", 2)
                + "<div class=slot>- Anzeige -</div>" + paragraphs("More", 2) + "<div>Advertisement:</div>" + about
                + paragraphs("End", 1) + "</div></body>";
        List<String> body = fused(html);
        assertEquals(6, body.size(), body.toString());
        assertTrue(body.stream().anyMatch(l -> l.startsWith("Die Werbung")), body.toString());
        assertEquals(8, fused(html, without("boilerplate")).size());
    }

    @Test
    void aNumberedFigureCaptionGoesWhereverItStandsButASentenceCitingTheFigureStays() {
        String cites = "<p>Figure 2 shows how the snow layers settle over the winter, and why the weak layer breaks.</p>";
        String html = "<body><h1>Lawinen</h1><div id=story>" + paragraphs("Story", 3)
                + "<div class=bild><img src=a.png></div><p>Abbildung 4: klassische Schwachschicht. Der Unterschied in "
                + "der Kornform ist gut zu sehen.</p>" + cites + paragraphs("More", 2) + "</div></body>";
        List<String> body = fused(html);
        assertEquals(6, body.size(), body.toString());
        assertTrue(body.stream().noneMatch(l -> l.startsWith("Abbildung")), body.toString());
        assertTrue(body.stream().anyMatch(l -> l.startsWith("Figure 2 shows")), body.toString());
        assertEquals(7, fused(html, without("captions")).size());
    }

    @Test
    void aNewsLetterSectionInsideTheStoryGoesByItsName() {
        String html = "<body><h1>Horoskop</h1><div id=story>" + paragraphs("Story", 3)
                + "<div class=news-letter-section><p>News, Tipps und Trends... wir haben viele spannende Themen für "
                + "dich!</p></div>" + paragraphs("More", 3) + "</div></body>";
        List<String> body = fused(html);
        assertEquals(6, body.size(), body.toString());
        assertEquals(7, fused(html, without("chrome")).size());
    }

    @Test
    void aContactBoxClosingThePageGoesButAClosingListOrAnAddressEndingInASentenceStays() {
        String html = "<body><h1>Transformationslabor</h1><div id=story>" + paragraphs("Story", 4)
                + "<div class=box><div>Kontakt:</div><p>Jan Beispiel</p><p>Telefon +49 (0)40 / 12 34 56</p></div>"
                + "</div></body>";
        List<String> body = fused(html);
        assertEquals(4, body.size(), body.toString());
        assertEquals(7, fused(html, without("orphan-headings")).size());
        String list = "<body><h1>Contest</h1><div id=story>" + paragraphs("Story", 4)
                + "<p>Der Zeitplan:</p><ul><li>Warm Up 11 Uhr</li><li>Contest 12 Uhr</li></ul></div></body>";
        assertEquals(7, fused(list).size(), fused(list).toString());
        String address = "<body><h1>Contest</h1><div id=story>" + paragraphs("Story", 4)
                + "<p>Anfahrt:</p><p>Am See 257</p><p>41542 Dormagen</p><p>Be there or be square!</p></div></body>";
        assertEquals(8, fused(address).size(), fused(address).toString());
    }

    @Test
    void aRankingOfTeaserTitlesLeftAsPlainTextGoesButNumberedStepsStay() {
        String ranking = "<div class=box><div>Beliebt</div><div>1</div><div>VR-Spiele Highlights 2019: Ballern, Tanzen</div>"
                + "<div>2</div><div>Oculus Link: Alle Infos zum Beta-Release</div><div>3</div>"
                + "<div>Katzenschreck: So reagieren Katzen auf Filter</div></div>";
        String html = "<body><h1>Deals</h1><div id=story>" + paragraphs("Story", 4) + ranking + "</div></body>";
        List<String> body = fused(html);
        assertTrue(body.stream().noneMatch(l -> l.startsWith("Katzenschreck") || l.equals("2")), body.toString());
        assertTrue(fused(html, without("ranking")).stream().anyMatch(l -> l.startsWith("Katzenschreck")));
        String steps = "<body><h1>Kuchen</h1><div id=story>" + paragraphs("Story", 4) + "<div>1</div>"
                + "<div>Butter schmelzen.</div><div>2</div><div>Mehl und Zucker mischen.</div><div>3</div>"
                + "<div>Den Teig backen.</div></div></body>";
        assertTrue(fused(steps).contains("Mehl und Zucker mischen."), fused(steps).toString());
    }

    @Test
    void aRelatedBoxInsideTheStoryGoesButTheStorysClosingParagraphAfterItStays() {
        String related = "<div class=related><h3>Related stories</h3><ul><li><a href=/a>Do masks offer protection? It "
                + "depends</a></li><li><a href=/b>Mask prices soar amid virus fear</a></li></ul></div>";
        String closing = "<p>Closing sentence of the story comes after the box, with a comma, and ends the story.</p>";
        String html = "<body><h1>Masks stolen</h1><div id=story>" + paragraphs("Story", 4) + related + closing
                + "</div></body>";
        List<String> body = fused(html);
        assertEquals(5, body.size(), body.toString());
        assertTrue(body.get(4).startsWith("Closing sentence"), "the closing paragraph stays: " + body);
        assertFalse(body.contains("Related stories"), body.toString());
        // the same paragraph in markup of its own after the heading is a teaser of the box: the story ends there
        String teaser = "<body><h1>Masks stolen</h1><div id=story>" + paragraphs("Story", 4) + related
                + "<div class=teaser><p>Closing sentence of another story, with a comma, that a box shows.</p></div>"
                + "</div></body>";
        assertEquals(4, fused(teaser).size(), fused(teaser).toString());
        // a marker written as one of the story's paragraphs opens a closing section, whatever markup follows it
        String author = "<body><h1>Cloud</h1><div id=story>" + paragraphs("Story", 4) + "<p>About the author:</p>"
                + "<p>Jane Example is a writer with ten years of experience, and she writes about the cloud.</p>"
                + "</div></body>";
        assertEquals(4, fused(author).size(), fused(author).toString());
        // a bare heading over the same paragraphs heads no box: the blog's other posts follow (BodyFusionTest)
        String bare = html.replace("<div class=related>", "").replace("</ul></div>", "</ul>");
        assertEquals(4, fused(bare).size(), fused(bare).toString());
    }

    @Test
    void fourTeasersUnderAMostReadHeadingAfterTheStoryAreNoStoryGoingOn() {
        StringBuilder teasers = new StringBuilder("<h3>Most read</h3>");
        for (String topic : List.of("bridges", "rivers", "harbours", "canals")) {
            teasers.append("<div class=teaser><p>A teaser about ").append(topic)
                    .append(" tells a little of another story, with a comma, and ends.</p></div>");
        }
        String html = "<body><h1>Headline</h1><div id=story><div class=text>" + paragraphs("Story", 6) + "</div>"
                + teasers + "</div></body>";
        List<String> body = fused(html);
        assertEquals(6, body.size(), body.toString());
        List<String> three = fused(html, ExtractorConfig.defaults().with(Map.of(
                "filter.main-block.end-marker-min-prose-after", "3")));
        assertTrue(three.stream().anyMatch(l -> l.startsWith("A teaser")), "read as a box inside the story: " + three);
    }

    @Test
    void aSmallBoxAfterTheStorysParagraphsInsideItsBlockGoes() {
        String note = "Wie die Stadt ihre Brücken prüft, erklären wir in unserem Beitrag Brücken im Test.";
        String html = "<body><h1>Neue Brücke</h1><div class=text>" + paragraphs("Story", 8)
                + "<div class=hinweis>" + note.replace("Brücken im Test", "<a href=/b>Brücken im Test</a>")
                + "</div></div></body>";
        List<String> body = fused(html);
        assertEquals(8, body.size(), body.toString());
        assertTrue(body.get(7).startsWith("Story 8"), body.toString());
        assertTrue(fused(html, without("story-tail")).contains(note), "the step leaves it without the story-tail step");
        // a tail longer than filter.story-tail.max-share of the story's prose is a part of the story set apart
        List<String> wide = fused(html, ExtractorConfig.defaults().with(Map.of("filter.story-tail.max-share", "0.05")));
        assertTrue(wide.contains(note), wide.toString());
        // no block holding filter.story-tail.min-share of the prose: a story cut into a block per paragraph
        String cut = html.replace("<p>", "<div class=absatz><p>").replace("</p>", "</p></div>");
        assertTrue(fused(cut).contains(note), fused(cut).toString());
    }

    @Test
    void theStorysLastParagraphInABlockOfItsOwnOrACaptionAsBetweenTheParagraphsStays() {
        String last = "Last sentence of the story, set apart by the site's template, ends the story here.";
        // written as the story's paragraphs (a plain <p>): the story goes on
        String apart = "<body><h1>Bridge</h1><div class=text>" + paragraphs("Story", 8) + "<div class=rest><p>" + last
                + "</p></div></div></body>";
        assertTrue(fused(apart).contains(last), fused(apart).toString());
        String styled = apart.replace("<div class=rest><p>", "<div class=rest><p class=note>");
        assertFalse(fused(styled).contains(last), "in markup of its own it is a note: " + fused(styled));
        // an image wrapper and its caption, as between the story's paragraphs, ends the story
        String caption = "Die neue Brücke im Modell (Foto: Stadt)";
        String figure = "<div class=bild><img src=a.jpg><span class=unterschrift>%s</span></div>";
        String pictures = "<body><h1>Neue Brücke</h1><div class=text>" + paragraphs("Story", 4)
                + String.format(figure, "Die alte Brücke im Winter (Foto: Archiv)") + paragraphs("More", 4)
                + String.format(figure, caption) + "</div></body>";
        assertTrue(fused(pictures).contains(caption), fused(pictures).toString());
        String once = pictures.replaceFirst("<div class=bild>.*?</div>", "");
        assertFalse(fused(once).contains(caption), "the only picture, after the story: " + fused(once));
    }

    @Test
    void teaserCardsMarkedUpAsArticlesBesideTheStorysArticleGo() {
        StringBuilder cards = new StringBuilder("<ul class=teasers>");
        for (String topic : List.of("Brücken", "Flüsse", "Häfen")) {
            cards.append("<li role=article><h2><a href=/").append(topic.length()).append('>').append(topic)
                    .append(" im Wandel</a></h2><p>Ein Auszug aus einer anderen Geschichte über ").append(topic)
                    .append(", mit einem Komma, der hier endet.</p></li>");
        }
        cards.append("</ul>");
        String html = "<body><div id=main><article><h1>Neue Brücke</h1><div class=text>" + paragraphs("Story", 6)
                + "</div></article>" + cards + "</div></body>";
        List<String> body = fused(html);
        assertEquals(6, body.size(), body.toString());
        assertTrue(fused(html, without("other-articles")).stream().anyMatch(l -> l.startsWith("Ein Auszug")),
                "the region keeps them without the step: " + fused(html, without("other-articles")));
        // a story cut into several articles, none holding half of the prose, stays whole
        String cut = "<body><div id=main><h1>Neue Brücke</h1>" + "<article>" + paragraphs("First", 2) + "</article>"
                + "<article>" + paragraphs("Second", 2) + "</article><article>" + paragraphs("Third", 2)
                + "</article></div></body>";
        assertEquals(6, fused(cut).size(), fused(cut).toString());
        assertEquals(2, fused(cut, ExtractorConfig.defaults().with(Map.of("filter.other-articles.min-share", "0.3")))
                .size(), "without the share guard one part of the story would be taken for it");
    }
}
