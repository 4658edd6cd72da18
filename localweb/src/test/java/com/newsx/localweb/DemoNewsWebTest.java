package com.newsx.localweb;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.NodeList;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.Socket;
import java.net.URI;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The generated demo web keeps its promises: encodings, no dead links, robots.txt, sitemaps, counts, wire copies. */
class DemoNewsWebTest {
    private static final int PORT = 8123;
    private static DemoNewsWeb web;

    @BeforeAll
    static void generate() {
        web = DemoNewsWeb.generate(DemoNewsWeb.DEFAULT_SEED, PORT);
    }

    private static boolean chinese(String url) {
        return URI.create(url).getHost().equals(DemoNewsWeb.ZH_HOST);
    }

    private static Document parse(String url) {
        DemoNewsWeb.Page p = web.pages().get(url);
        return Jsoup.parse(new String(p.body(), chinese(url) ? DemoNewsWeb.GBK : StandardCharsets.UTF_8), url);
    }

    private static List<String> htmlUrls() {
        return web.pages().entrySet().stream().filter(e -> e.getValue().contentType().startsWith("text/html"))
                .map(Map.Entry::getKey).toList();
    }

    @Test
    void sameSeedSameBytes() {
        DemoNewsWeb again = DemoNewsWeb.generate(DemoNewsWeb.DEFAULT_SEED, PORT);
        assertEquals(web.pages().keySet(), again.pages().keySet());
        web.pages().forEach((url, p) -> assertArrayEquals(p.body(), again.pages().get(url).body(), url));
    }

    @Test
    void countsAreAsPromised() {
        assertEquals(2, web.homeUrls().size());
        assertTrue(web.articleUrls().size() >= 100, "articles: " + web.articleUrls().size());
        assertTrue(web.articleUrls().stream().anyMatch(DemoNewsWebTest::chinese));
        assertTrue(web.articleUrls().stream().anyMatch(u -> !chinese(u)));
        assertEquals(16, web.listUrls().size(), "four sections of two list pages per site");
        for (String list : web.listUrls()) {
            Document d = parse(list);
            int records = chinese(list) ? d.select("ul.news-list > li").size() : d.select("div.teaser").size();
            assertTrue(records >= 10 && records <= 20, list + ": " + records + " records");
            Element pagination = d.selectFirst(".pagination");
            assertTrue(pagination != null && pagination.select("a").size() >= 1, list + ": pagination links");
            // every record is dated
            String dates = chinese(list) ? "ul.news-list > li > span.date" : "div.teaser > time[datetime]";
            assertEquals(records, d.select(dates).size(), list);
        }
    }

    @Test
    void chinesePagesAreGbkWithAndWithoutADeclaration() throws Exception {
        int declared = 0;
        int undeclared = 0;
        Pattern date = Pattern.compile("20\\d\\d年\\d\\d月\\d\\d日 \\d\\d:\\d\\d");
        for (String url : web.articleUrls()) {
            if (!chinese(url)) {
                continue;
            }
            byte[] bytes = web.pages().get(url).body();
            String text = DemoNewsWeb.GBK.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
            assertThrows(CharacterCodingException.class, () -> StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)), url + " must not be UTF-8");
            assertArrayEquals(bytes, text.getBytes(DemoNewsWeb.GBK), url + ": every character encodable in GBK");
            assertTrue(date.matcher(text).find(), url + ": Chinese date");
            assertTrue(text.contains("来源：") && text.contains("责任编辑："), url + ": bylines");
            if (text.contains("<meta charset=\"gbk\">")) {
                declared++;
            } else {
                undeclared++;
            }
        }
        assertTrue(declared > 10 && undeclared > 10, declared + " declared, " + undeclared + " undeclared");
    }

    @Test
    void englishArticlesHaveBylinesAndTimes() {
        for (String url : web.articleUrls()) {
            if (chinese(url)) {
                continue;
            }
            Document d = parse(url);
            assertTrue(d.select("p.byline span.author").size() == 1, url);
            assertTrue(d.selectFirst("time[datetime]").attr("datetime").matches("2024-\\d\\d-\\d\\dT\\d\\d:\\d\\dZ"), url);
            assertTrue(d.select("div.story-body > p").size() >= 5, url + ": multi-paragraph body");
        }
    }

    /** An article page's body paragraphs, in order (not the newsletter box between them). */
    private static List<String> paragraphs(String url) {
        return parse(url).select(chinese(url) ? "div.article-content > p" : "div.story-body > p").eachText();
    }

    /** What a reader sees above the body: the headline and the author. */
    private static String headlineAndAuthor(String url) {
        Document d = parse(url);
        return d.selectFirst("h1").text() + " / " + d.selectFirst("span.author").text();
    }

    /** The publication time shown, in a form that sorts as time does within a site. */
    private static String shownTime(String url) {
        Document d = parse(url);
        return chinese(url) ? d.selectFirst("span.time").text() : d.selectFirst("p.byline time").attr("datetime");
    }

    @Test
    void eachSiteRunsItsWireStoryAgainWithTheSameBody() {
        Map<String, String> copies = web.copies();
        Set<String> hosts = new HashSet<>();
        for (Map.Entry<String, String> e : copies.entrySet()) {
            String copy = e.getKey();
            String original = e.getValue();
            hosts.add(URI.create(copy).getHost());
            assertTrue(web.articleUrls().contains(copy) && web.articleUrls().contains(original), copy + " of " + original);
            assertEquals(URI.create(original).getHost(), URI.create(copy).getHost(), "a site runs its own wire story");
            // the body is the original's paragraphs in order, all or (cut short) the first two thirds, and at most
            // a credit line more
            List<String> mine = paragraphs(copy);
            List<String> theirs = paragraphs(original);
            int shared = 0;
            while (shared < Math.min(mine.size(), theirs.size()) && mine.get(shared).equals(theirs.get(shared))) {
                shared++;
            }
            assertTrue(shared >= 3 && shared >= theirs.size() * 2 / 3, copy + ": " + shared + " of " + theirs.size()
                    + " paragraphs of " + original);
            assertTrue(mine.size() - shared <= 1, copy + ": " + (mine.size() - shared) + " paragraphs of its own");
            // a page of its own: another section, another headline or author, published after the original
            assertNotEquals(URI.create(original).getPath().split("/")[1], URI.create(copy).getPath().split("/")[1]);
            assertNotEquals(headlineAndAuthor(original), headlineAndAuthor(copy));
            assertTrue(shownTime(copy).compareTo(shownTime(original)) > 0, copy + " is published after " + original);
        }
        assertEquals(Set.of(DemoNewsWeb.ZH_HOST, DemoNewsWeb.EN_HOST), hosts, "copies on both sites");
        assertTrue(copies.values().stream().anyMatch(o -> copies.values().stream().filter(o::equals).count() >= 2),
                "a story with two copies: " + copies);
        assertTrue(copies.keySet().stream().anyMatch(c -> paragraphs(c).size() < paragraphs(copies.get(c)).size()),
                "a copy cut short");
    }

    @Test
    void noArticleButTheWireStorysRunsSharesAParagraph() {
        Map<String, String> storyOf = new HashMap<>();
        for (String url : web.articleUrls()) {
            String story = web.copies().getOrDefault(url, url);
            for (String p : paragraphs(url)) {
                String seen = storyOf.putIfAbsent(p, story);
                assertTrue(seen == null || seen.equals(story), url + " and " + seen + " share a paragraph: " + p);
            }
        }
    }

    @Test
    void everyLinkLeadsToAServedPage() {
        Set<String> linkedTo = new HashSet<>();
        for (String url : htmlUrls()) {
            for (Element a : parse(url).select("a[href]")) {
                String href = a.attr("href");
                if (href.startsWith("#")) {
                    continue; // share buttons: the page itself
                }
                String target = a.absUrl("href");
                assertTrue(web.pages().containsKey(target), url + " links to " + target + ", which is not served");
                linkedTo.add(target);
            }
        }
        // every article and list page is reachable by links, so a recursive crawl from the homes finds it
        for (String u : web.articleUrls()) {
            assertTrue(linkedTo.contains(u), u + " is not linked from any page");
        }
        for (String u : web.listUrls()) {
            assertTrue(linkedTo.contains(u), u + " is not linked from any page");
        }
        for (String u : web.disallowedUrls()) {
            assertTrue(linkedTo.contains(u), "pages link into the disallowed path: " + u);
        }
    }

    @Test
    void robotsTxtHasOneDisallowThePagesLinkInto() {
        for (String home : web.homeUrls()) {
            String robots = new String(web.pages().get(home + "robots.txt").body(), StandardCharsets.UTF_8);
            List<String> disallows = new ArrayList<>();
            for (String line : robots.split("\n")) {
                assertTrue(line.isEmpty() || line.matches("(User-agent|Disallow|Sitemap): \\S+"), "robots.txt line: " + line);
                if (line.startsWith("Disallow: ")) {
                    disallows.add(line.substring(10));
                }
            }
            assertEquals(1, disallows.size(), robots);
            assertTrue(robots.contains("User-agent: *\n"));
            assertTrue(robots.contains("Sitemap: " + home + "sitemap.xml\n"));
            String prefix = home.substring(0, home.length() - 1) + disallows.get(0);
            assertTrue(web.disallowedUrls().stream().anyMatch(u -> u.startsWith(prefix)), prefix);
            assertTrue(web.articleUrls().stream().noneMatch(u -> u.startsWith(prefix)));
        }
    }

    @Test
    void sitemapsAreWellFormedAndListEveryArticle() throws Exception {
        Set<String> listed = new HashSet<>();
        for (String sitemap : web.sitemapUrls()) {
            var factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            org.w3c.dom.Document xml = factory.newDocumentBuilder()
                    .parse(new ByteArrayInputStream(web.pages().get(sitemap).body()));
            assertEquals("http://www.sitemaps.org/schemas/sitemap/0.9", xml.getDocumentElement().getNamespaceURI());
            assertEquals("urlset", xml.getDocumentElement().getLocalName());
            NodeList locs = xml.getElementsByTagNameNS("*", "loc");
            NodeList lastmods = xml.getElementsByTagNameNS("*", "lastmod");
            assertEquals(locs.getLength(), lastmods.getLength());
            for (int i = 0; i < locs.getLength(); i++) {
                String loc = locs.item(i).getTextContent();
                assertTrue(web.pages().containsKey(loc), sitemap + " lists " + loc + ", which is not served");
                assertEquals(URI.create(sitemap).getHost(), URI.create(loc).getHost(), "a sitemap lists its own site");
                assertTrue(lastmods.item(i).getTextContent().matches("\\d{4}-\\d\\d-\\d\\d"));
                listed.add(loc);
            }
        }
        assertEquals(new HashSet<>(web.articleUrls()), listed);
    }

    @Test
    void servedOverLoopbackAsProxyAndByHostHeader() throws Exception {
        try (LocalWeb server = new LocalWeb()) {
            DemoNewsWeb live = DemoNewsWeb.generate(DemoNewsWeb.DEFAULT_SEED, server.port()).serveOn(server);
            String url = live.articleUrls().get(0);
            HttpURLConnection c = (HttpURLConnection) new URL(url).openConnection(
                    new Proxy(Proxy.Type.HTTP, new InetSocketAddress("127.0.0.1", server.port())));
            assertEquals(200, c.getResponseCode());
            try (InputStream in = c.getInputStream()) {
                assertArrayEquals(live.pages().get(url).body(), in.readAllBytes());
            }
            // as the address the crawler resolves the names to: a plain request naming the site in its Host header
            URI home = URI.create(live.homeUrls().get(1));
            try (Socket socket = new Socket("127.0.0.1", server.port())) {
                socket.getOutputStream().write(("GET /robots.txt HTTP/1.1\r\nHost: " + home.getHost() + ":" + server.port()
                        + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertTrue(answer.startsWith("HTTP/1.1 200"), answer);
                assertTrue(answer.contains("Disallow: /subscribers/"), answer);
            }
        }
    }
}
