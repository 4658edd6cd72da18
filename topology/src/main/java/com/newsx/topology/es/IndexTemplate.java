package com.newsx.topology.es;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One of the crawl's index templates, {@code conf/elasticsearch/NAME.template.json}: the index patterns it is for,
 * its priority, its mapping, and its text as Elasticsearch takes it. The build copies the files onto the classpath
 * (topology/pom.xml), so the templates travel with the classes that write the documents they map: bin/crawl's, and
 * the topology jar bin/submit hands to a cluster.
 *
 * @param name     the template's name, the file's without {@code .template.json}
 * @param patterns the index patterns ({@code news-articles-*}); {@code *} matches any run of characters
 * @param priority of templates matching one index, Elasticsearch applies the highest
 * @param mappings the {@code template.mappings} object
 * @param json     the whole file
 */
public record IndexTemplate(String name, List<String> patterns, int priority, JsonNode mappings, String json) {
    /** The templates of conf/elasticsearch (a test checks the folder holds these and no others). */
    public static final List<String> NAMES = List.of("crawl-metrics", "crawl-status", "news-articles", "news-records");

    private static final String RESOURCES = "/com/newsx/topology/es/templates/";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A template from its file's text; a file without index patterns or mappings is refused, naming it. */
    public static IndexTemplate parse(String name, String json) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (IOException e) {
            throw new IllegalArgumentException("index template " + name + " is not JSON: " + e.getMessage(), e);
        }
        List<String> patterns = new ArrayList<>();
        root.path("index_patterns").forEach(p -> patterns.add(p.asText()));
        JsonNode mappings = root.path("template").path("mappings");
        if (patterns.isEmpty() || !mappings.isObject()) {
            throw new IllegalArgumentException("index template " + name + " has no index_patterns or no template.mappings");
        }
        return new IndexTemplate(name, List.copyOf(patterns), root.path("priority").asInt(0), mappings, json);
    }

    /** The templates the build put on the classpath, in {@link #NAMES} order. */
    public static List<IndexTemplate> bundled() {
        List<IndexTemplate> out = new ArrayList<>();
        for (String name : NAMES) {
            String file = RESOURCES + name + ".template.json";
            try (InputStream in = IndexTemplate.class.getResourceAsStream(file)) {
                if (in == null) {
                    throw new IllegalStateException("index template " + file + " is not on the classpath (rebuild)");
                }
                out.add(parse(name, new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /** Where the template is kept, for messages. */
    public String file() {
        return "conf/elasticsearch/" + name + ".template.json";
    }

    /** Whether one of the template's patterns matches {@code index}. */
    public boolean matches(String index) {
        for (String p : patterns) {
            String regex = ("\\Q" + p + "\\E").replace("*", "\\E.*\\Q");
            if (Pattern.matches(regex, index)) {
                return true;
            }
        }
        return false;
    }

    /** The template Elasticsearch gives {@code index} when it is created: the highest priority of those matching. */
    public static Optional<IndexTemplate> forIndex(List<IndexTemplate> templates, String index) {
        IndexTemplate best = null;
        for (IndexTemplate t : templates) {
            if (t.matches(index) && (best == null || t.priority() > best.priority())) {
                best = t;
            }
        }
        return Optional.ofNullable(best);
    }
}
