package com.newsx.extractor.article.fields;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;

/**
 * Reads the article facts of schema.org JSON-LD blocks: headline, datePublished, dateModified, author names
 * and publisher name, from Article-like objects anywhere in the block (top level, arrays, {@code @graph}).
 * Malformed JSON is skipped. An author given as a reference ({@code {"@id": ...}}, as Yoast's {@code @graph} does)
 * is looked up among the block's nodes, names are HTML-unescaped ("Maria &amp;amp; Katerina" is how WordPress writes
 * them), and authors typed Person are reported apart, as a site named after its author is still that person's
 * (personal blogs). A page without an Article-like object may still date itself in another: a WebPage's (or
 * ItemPage's ...) datePublished, a Review's, a Recipe's, an ImageObject's or VideoObject's uploadDate; that is read
 * apart, as a weaker statement. The story's text as the block states it (an article's {@code articleBody}, a Recipe's
 * {@code recipeInstructions}, a HowTo's {@code step} texts) is read in the same pass, for the content region's choice.
 */
final class JsonLdReader {
    /**
     * What the JSON-LD of a page says about its article; pageDatePublished is the publish (or upload) date another
     * object of the page states (WebPage, Review, ImageObject ...), null when none does; storyText is the story's
     * text the block states (articleBody, a recipe's or how-to's steps), null when none.
     */
    record Facts(String headline, String datePublished, String dateModified, List<String> authors,
                 List<String> persons, String publisher, String pageDatePublished, String storyText) {
        static final Facts NONE = new Facts(null, null, null, List.of(), List.of(), null, null, null);
    }

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS)
            .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
            .enable(JsonParser.Feature.ALLOW_COMMENTS)
            .build();
    private static final int MAX_SCRIPT_CHARS = 1_000_000;
    private static final int MAX_NODES = 5_000;
    /** The stated story is evidence, not the body: its first characters say where the story is as well as all would. */
    private static final int MAX_STORY_CHARS = 20_000;

    Facts read(List<Element> scripts) {
        String headline = null;
        String published = null;
        String modified = null;
        String publisher = null;
        String pagePublished = null;
        List<String> authors = new ArrayList<>();
        List<String> persons = new ArrayList<>();
        StringBuilder story = new StringBuilder();
        for (Element script : scripts) {
            String json = script.data();
            if (json.length() > MAX_SCRIPT_CHARS) {
                continue;
            }
            JsonNode root;
            try {
                root = MAPPER.readTree(json.trim());
            } catch (Exception malformed) {
                continue;
            }
            Map<String, JsonNode> byId = new HashMap<>();
            List<JsonNode> others = new ArrayList<>();
            List<JsonNode> instructed = new ArrayList<>();
            for (JsonNode article : articles(root, byId, others, instructed)) {
                appendStory(article.get("articleBody"), story);
                headline = headline != null ? headline : text(article.get("headline"));
                published = published != null ? published : text(article.get("datePublished"));
                modified = modified != null ? modified : text(article.get("dateModified"));
                if (authors.isEmpty()) {
                    collectNames(article.get("author"), authors, persons, byId);
                }
                if (publisher == null) {
                    List<String> p = new ArrayList<>();
                    collectNames(article.get("publisher"), p, new ArrayList<>(), byId);
                    publisher = p.isEmpty() ? null : p.get(0);
                }
            }
            for (JsonNode steps : instructed) {
                appendStory(steps.get("recipeInstructions"), story);
                appendStory(steps.get("step"), story);
            }
            for (JsonNode other : others) {
                if (pagePublished == null) {
                    String d = text(other.get("datePublished"));
                    pagePublished = d != null ? d : text(other.get("uploadDate"));
                }
            }
        }
        String storyText = story.isEmpty() ? null : story.toString();
        if (headline == null && published == null && authors.isEmpty() && publisher == null && pagePublished == null
                && storyText == null) {
            return Facts.NONE;
        }
        return new Facts(headline, published, modified, List.copyOf(authors), List.copyOf(persons), publisher,
                pagePublished, storyText);
    }

    /**
     * Article-like objects, breadth first, bounded so a huge block cannot stall the page; the objects of the page's
     * other dated kinds go to others, recipes and how-tos (whose steps are their story) to instructed as well.
     */
    private List<JsonNode> articles(JsonNode root, Map<String, JsonNode> byId, List<JsonNode> others,
                                    List<JsonNode> instructed) {
        List<JsonNode> found = new ArrayList<>();
        Deque<JsonNode> queue = new ArrayDeque<>();
        queue.add(root);
        int seen = 0;
        while (!queue.isEmpty() && seen++ < MAX_NODES) {
            JsonNode n = queue.poll();
            if (n.isArray()) {
                n.forEach(queue::add);
            } else if (n.isObject()) {
                if (n.hasNonNull("@id") && n.size() > 1) {
                    byId.putIfAbsent(n.get("@id").asText(), n);
                }
                if (isArticle(n.get("@type"))) {
                    found.add(n);
                } else if (isDatedKind(n.get("@type"))) {
                    others.add(n);
                }
                if (isInstructed(n.get("@type"))) {
                    instructed.add(n);
                }
                JsonNode graph = n.get("@graph");
                if (graph != null) {
                    queue.add(graph);
                }
                JsonNode main = n.get("mainEntity");
                if (main != null) {
                    queue.add(main);
                }
            }
        }
        return found;
    }

    private static boolean isArticle(JsonNode type) {
        if (type == null) {
            return false;
        }
        if (type.isArray()) {
            for (JsonNode t : type) {
                if (isArticle(t)) {
                    return true;
                }
            }
            return false;
        }
        String t = type.asText().toLowerCase(Locale.ROOT);
        return t.endsWith("article") || t.equals("blogposting") || t.equals("report")
                || t.equals("liveblogposting") || t.equals("socialmediaposting");
    }

    /** A page, a review or recipe, or a media object: kinds that date the page they describe. */
    private static boolean isDatedKind(JsonNode type) {
        if (type == null) {
            return false;
        }
        if (type.isArray()) {
            for (JsonNode t : type) {
                if (isDatedKind(t)) {
                    return true;
                }
            }
            return false;
        }
        String t = type.asText().toLowerCase(Locale.ROOT);
        return t.endsWith("page") || t.equals("review") || t.equals("recipe") || t.equals("imageobject")
                || t.equals("videoobject") || t.equals("audioobject") || t.equals("podcastepisode");
    }

    private static boolean isInstructed(JsonNode type) {
        if (type != null && type.isArray()) {
            for (JsonNode t : type) {
                if (isInstructed(t)) {
                    return true;
                }
            }
            return false;
        }
        return type != null && ("recipe".equalsIgnoreCase(type.asText()) || "howto".equalsIgnoreCase(type.asText()));
    }

    /**
     * Appends a stated text: a string, or the texts of steps and sections (HowToStep's text, else its name; a
     * HowToSection's itemListElement), bounded by {@link #MAX_STORY_CHARS}.
     */
    private static void appendStory(JsonNode n, StringBuilder out) {
        if (n == null || n.isNull() || out.length() >= MAX_STORY_CHARS) {
            return;
        }
        if (n.isArray()) {
            for (JsonNode x : n) {
                appendStory(x, out);
            }
        } else if (n.isObject()) {
            JsonNode text = n.hasNonNull("text") ? n.get("text") : n.get("name");
            appendStory(n.has("itemListElement") ? n.get("itemListElement") : text, out);
        } else if (n.isTextual()) {
            String s = n.asText();
            out.append(s, 0, Math.min(s.length(), MAX_STORY_CHARS - out.length())).append('\n');
        }
    }

    private void collectNames(JsonNode n, List<String> out, List<String> persons, Map<String, JsonNode> byId) {
        if (n == null) {
            return;
        }
        if (n.isArray()) {
            for (JsonNode x : n) {
                collectNames(x, out, persons, byId);
            }
        } else if (n.isObject()) {
            JsonNode named = n;
            if (!n.has("name") && n.hasNonNull("@id") && byId.containsKey(n.get("@id").asText())) {
                named = byId.get(n.get("@id").asText()); // a reference to a node elsewhere in the graph
            }
            String name = name(named.get("name"));
            if (name != null) {
                out.add(name);
                if (isPerson(named.get("@type"))) {
                    persons.add(name);
                }
            }
        } else {
            String s = name(n);
            if (s != null) {
                out.add(s);
            }
        }
    }

    private String name(JsonNode n) {
        String s = text(n);
        return s != null && s.indexOf('&') >= 0 ? Parser.unescapeEntities(s, false) : s;
    }

    private static boolean isPerson(JsonNode type) {
        if (type != null && type.isArray()) {
            for (JsonNode t : type) {
                if (isPerson(t)) {
                    return true;
                }
            }
            return false;
        }
        return type != null && "person".equalsIgnoreCase(type.asText());
    }

    private static String text(JsonNode n) {
        if (n == null || n.isNull() || n.isContainerNode()) {
            if (n != null && n.isArray() && n.size() > 0) {
                return text(n.get(0));
            }
            return null;
        }
        String s = PageText.normalize(n.asText());
        return s.isEmpty() ? null : s;
    }
}
