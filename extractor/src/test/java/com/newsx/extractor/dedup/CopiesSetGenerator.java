package com.newsx.extractor.dedup;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.extractor.DevSets;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Writes eval/copies/pairs.jsonl, the labelled set for near-duplicate detection: for every dev page of
 * ../shared/eval (articles-en, articles-zh, articles-en-wcxb) one syndicated copy with realistic edits (four per
 * Chinese page, there are only 30), and negative pairs that share a site, a site's template text, or a subject.
 * Only page ids and edit recipes go in the file; {@link CopiesSet} makes the texts from the gold bodies. Fixed
 * seed: re-running gives the same file. Run from the repository's folder:
 * {@code java -cp extractor/target/test-classes:extractor/target/classes:extractor/target/lib/* com.newsx.extractor.dedup.CopiesSetGenerator}
 */
public final class CopiesSetGenerator {
    static final long SEED = 15;

    private static final String[] HEADLINES_EN = {
        "What you need to know today", "The story everyone is talking about", "Analysis: a closer look",
        "Here's what happened", "Why this matters now", "Explainer: the key questions", "Breaking news update",
        "The big picture", "Five things to know", "A week that changed everything"};
    private static final String[] HEADLINES_ZH = {
        "（原标题：一文读懂事件始末）", "重磅！最新消息来了", "深度解读：背后的真相", "刚刚，官方回应了",
        "热点追踪：事件最新进展", "独家：知情人士透露更多细节", "关注｜这件事引发热议", "聚焦：各方怎么看"};
    private static final String[] CREDITS_EN = {
        "(Reuters) -", "This story was originally published by The Associated Press.", "Source: AFP",
        "Reporting by Jane Doe; Editing by John Smith", "This article first appeared on The Conversation.",
        "Republished with permission from the original publisher."};
    private static final String[] CREDITS_ZH = {
        "来源：新华社", "本文转载自人民网，版权归原作者所有。", "（来源：中国新闻网）", "【环球网报道】",
        "本文来源：澎湃新闻", "转载自微信公众号，如有侵权请联系删除。"};
    private static final String[] BOILER_EN = {
        "Share this article\nFacebook Twitter Email", "Sign up for our daily newsletter to get the latest news.",
        "Read more: Top stories of the day", "© 2019 All rights reserved. This material may not be published.",
        "Follow us on Twitter and Facebook for more updates."};
    private static final String[] BOILER_ZH = {
        "责任编辑：王伟", "点击关注我们，获取更多资讯", "声明：本文仅代表作者观点，不代表本站立场。",
        "扫描二维码分享到微信\n相关阅读", "版权所有 未经授权不得转载"};
    /** Site furniture that an extractor may keep at a body's end: both sides of a hard negative get the same one. */
    private static final String[] TEMPLATES_EN = {
        "About us | Contact | Advertise | Privacy policy | Terms of use\nGet our newsletter: the day's top stories, "
            + "delivered to your inbox every morning. Subscribe now and never miss a story.\nMore from our site: "
            + "Politics, Business, Technology, Sports, Entertainment, Opinion",
        "We want to hear from you. Have a news tip? Send it to our newsroom. Comments are moderated and may take "
            + "some time to appear. Please keep the discussion civil and on topic.\nCopyright 2019, all rights reserved.",
        "Our journalism depends on readers like you. Support independent reporting today with a subscription "
            + "starting at just one dollar a week. Already a subscriber? Log in to continue reading.",
        "Related coverage\nMore in this section\nMost popular\nTrending now\nWatch: latest video\nThe morning "
            + "briefing: everything you need to know to start your day, in your inbox."};
    private static final String[] TEMPLATES_ZH = {
        "免责声明：本文内容来源于网络，仅供参考，不构成投资建议。投资者据此操作，风险自担。本站对文中陈述、"
            + "观点判断保持中立，不对所包含内容的准确性、可靠性或完整性提供任何明示或暗示的保证。",
        "关于我们 | 联系我们 | 广告服务 | 网站地图 | 隐私政策\n下载客户端，随时随地看新闻。扫码关注官方微信公众号，"
            + "获取每日热点资讯推送。",
        "【版权声明】凡本网注明“来源：本站”的所有作品，版权均属于本站，未经本网授权不得转载、摘编或利用其它方式使用"
            + "上述作品。已经本网授权使用作品的，应在授权范围内使用，并注明来源。",
        "相关新闻\n热门推荐\n排行榜\n精彩图集\n猜你喜欢\n网友评论：已有条评论，请文明上网，理性发言。"};

    private final Random rnd = new Random(SEED);
    private final List<ObjectNode> out = new ArrayList<>();

    public static void main(String[] args) throws IOException {
        Path eval = DevSets.dir();
        if (eval == null) {
            throw new IllegalStateException("../shared/eval is absent");
        }
        Path target = args.length > 0 ? Path.of(args[0]) : CopiesSet.pairsFile();
        new CopiesSetGenerator().write(eval, target);
    }

    void write(Path eval, Path target) throws IOException {
        Map<String, String> bodies = CopiesSet.bodies(eval);
        Map<String, String> sites = sites(eval);
        List<String> keys = new ArrayList<>(bodies.keySet());
        for (String k : keys) {
            int copies = lang(k).equals("zh") ? 4 : 1;
            for (int i = 0; i < copies; i++) {
                copy(k, bodies.get(k));
            }
        }
        // negatives: same site (all pairs, at most 12 per site), plain and with the site's template text on both
        Map<String, List<String>> bySite = new LinkedHashMap<>();
        for (String k : keys) {
            bySite.computeIfAbsent(sites.get(k), s -> new ArrayList<>()).add(k);
        }
        for (List<String> group : bySite.values()) {
            int n = 0;
            for (int i = 0; i < group.size() && n < 12; i++) {
                for (int j = i + 1; j < group.size() && n < 12; j++, n++) {
                    distinct("same-site", group.get(i), group.get(j), bodies, false);
                    distinct("same-site-template", group.get(i), group.get(j), bodies, true);
                }
            }
        }
        // negatives: same subject, each page's nearest other page by idf-weighted word (en) or bigram (zh) overlap
        TopicNeighbours topics = new TopicNeighbours(bodies);
        Set<String> done = new HashSet<>();
        for (String k : keys) {
            for (String other : topics.nearest(k, lang(k).equals("zh") ? 3 : 1)) {
                String pair = k.compareTo(other) < 0 ? k + " " + other : other + " " + k;
                if (done.add(pair) && !sites.get(k).equals(sites.get(other))) {
                    distinct("same-topic", k, other, bodies, false);
                    if (lang(k).equals("zh") || rnd.nextInt(3) == 0) {
                        distinct("same-topic-template", k, other, bodies, true);
                    }
                }
            }
        }
        StringBuilder b = new StringBuilder();
        for (ObjectNode o : out) {
            b.append(CopiesSet.JSON.writeValueAsString(o)).append('\n');
        }
        Files.createDirectories(target.getParent());
        Files.writeString(target, b.toString(), StandardCharsets.UTF_8);
        System.out.println("wrote " + out.size() + " pairs to " + target);
    }

    private void copy(String key, String body) {
        boolean zh = lang(key).equals("zh");
        ArrayNode edits = CopiesSet.JSON.createArrayNode();
        List<String> kinds = new ArrayList<>();
        int paras = CopyEdits.paragraphs(body).size();
        while (kinds.isEmpty()) {
            if (paras > 3 && rnd.nextDouble() < 0.3) {
                edits.addObject().put("op", "drop").put("para", 1 + rnd.nextInt(paras - 2));
                kinds.add("drop");
            }
            if (paras > 3 && rnd.nextDouble() < 0.3) {
                edits.addObject().put("op", "swap").put("para", rnd.nextInt(paras - 1));
                kinds.add("swap");
            }
            if (rnd.nextDouble() < 0.6) {
                edits.addObject().put("op", "cut").put("keep", Math.round((0.4 + 0.5 * rnd.nextDouble()) * 100) / 100.0);
                kinds.add("cut");
            }
            if (rnd.nextDouble() < 0.3) {
                edits.addObject().put("op", "punct");
                kinds.add("punct");
            }
            if (rnd.nextDouble() < 0.3) {
                edits.addObject().put("op", "spaces");
                kinds.add("spaces");
            }
            if (rnd.nextDouble() < 0.5) {
                edits.addObject().put("op", "headline").put("text", pick(zh ? HEADLINES_ZH : HEADLINES_EN));
                kinds.add("headline");
            }
            if (rnd.nextDouble() < 0.6) {
                edits.addObject().put("op", "credit").put("text", pick(zh ? CREDITS_ZH : CREDITS_EN))
                        .put("at", rnd.nextBoolean() ? "start" : "end");
                kinds.add("credit");
            }
            if (rnd.nextDouble() < 0.5) {
                edits.addObject().put("op", "boilerplate").put("text", pick(zh ? BOILER_ZH : BOILER_EN));
                kinds.add("boilerplate");
            }
        }
        if (kinds.equals(List.of("cut"))) { // a cut may keep a short page whole: a copy always carries a mark of its own
            edits.addObject().put("op", "credit").put("text", pick(zh ? CREDITS_ZH : CREDITS_EN)).put("at", "end");
            kinds.add("credit");
        }
        ObjectNode o = pair("copy", String.join("+", kinds), key, key);
        // the original's own site furniture, sometimes, as an extractor may keep it
        if (rnd.nextDouble() < 0.3) {
            o.putArray("a_edits").addObject().put("op", "template").put("text", pick(zh ? TEMPLATES_ZH : TEMPLATES_EN));
        }
        o.set("b_edits", edits);
        out.add(o);
    }

    private void distinct(String kind, String a, String b, Map<String, String> bodies, boolean template) {
        ObjectNode o = pair("distinct", kind, a, b);
        if (template) {
            String t = pick(lang(a).equals("zh") ? TEMPLATES_ZH : TEMPLATES_EN);
            o.putArray("a_edits").addObject().put("op", "template").put("text", t);
            ArrayNode be = o.putArray("b_edits");
            if (rnd.nextBoolean()) {
                be.addObject().put("op", "cut").put("keep", Math.round((0.4 + 0.5 * rnd.nextDouble()) * 100) / 100.0);
            }
            be.addObject().put("op", "template").put("text", t);
        }
        out.add(o);
    }

    private ObjectNode pair(String label, String kind, String a, String b) {
        ObjectNode o = CopiesSet.JSON.createObjectNode();
        o.put("id", String.format("p%04d", out.size() + 1));
        o.put("label", label);
        o.put("kind", kind);
        o.put("lang", lang(a));
        o.put("a", a);
        o.put("b", b);
        return o;
    }

    private String pick(String[] options) {
        return options[rnd.nextInt(options.length)];
    }

    static String lang(String key) {
        return key.startsWith("articles-zh/") ? "zh" : "en";
    }

    /** The site of each page: the URL's host, or for the Chinese set (no URLs) the id's prefix ("163_2" -> 163). */
    static Map<String, String> sites(Path eval) throws IOException {
        Map<String, String> out = new HashMap<>();
        for (String set : CopiesSet.SETS) {
            for (String line : Files.readAllLines(eval.resolve(set).resolve("truth.jsonl"), StandardCharsets.UTF_8)) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode r = CopiesSet.JSON.readTree(line);
                String id = r.get("id").asText();
                String url = r.path("url").asText("");
                String site = url.isEmpty() ? id.substring(0, Math.max(id.indexOf('_'), 0) > 0 ? id.indexOf('_') : id.length())
                        : URI.create(url).getHost().replaceFirst("^www\\.", "");
                out.put(set + "/" + id, set + ":" + site);
            }
        }
        return out;
    }
}
