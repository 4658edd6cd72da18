package com.newsx.extractor.dedup;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The labelled set of eval/copies/pairs.jsonl made into texts: each side is a dev page's gold body (from
 * ../shared/eval) with the side's edit recipe applied.
 */
final class CopiesSet {
    static final ObjectMapper JSON = new ObjectMapper();
    static final List<String> SETS = List.of("articles-en", "articles-zh", "articles-en-wcxb");

    /** One labelled pair, materialised. */
    record Pair(String id, boolean copy, String kind, String lang, String a, String b) {
    }

    private CopiesSet() {
    }

    /** Gold bodies by "set/id", in the order of the truth files. */
    static Map<String, String> bodies(Path evalDir) throws IOException {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (String set : SETS) {
            for (String line : Files.readAllLines(evalDir.resolve(set).resolve("truth.jsonl"), StandardCharsets.UTF_8)) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode r = JSON.readTree(line);
                String body = r.path("body").asText("");
                if (!body.isBlank()) {
                    out.put(set + "/" + r.get("id").asText(), body);
                }
            }
        }
        return out;
    }

    /** The repository's eval/copies/pairs.jsonl, from a module folder or the repository's folder. */
    static Path pairsFile() {
        Path cwd = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (String c : List.of("eval/copies", "../eval/copies")) {
            Path p = cwd.resolve(c).normalize();
            if (Files.isDirectory(p)) {
                return p.resolve("pairs.jsonl");
            }
        }
        throw new IllegalStateException("no eval/copies folder from " + cwd);
    }

    static List<Pair> load(Path pairs, Path evalDir) throws IOException {
        Map<String, String> bodies = bodies(evalDir);
        List<Pair> out = new ArrayList<>();
        for (String line : Files.readAllLines(pairs, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode r = JSON.readTree(line);
            String a = CopyEdits.apply(body(bodies, r.get("a").asText()), r.get("a_edits"));
            String b = CopyEdits.apply(body(bodies, r.get("b").asText()), r.get("b_edits"));
            out.add(new Pair(r.get("id").asText(), "copy".equals(r.get("label").asText()), r.get("kind").asText(),
                    r.get("lang").asText(), a, b));
        }
        return out;
    }

    private static String body(Map<String, String> bodies, String key) {
        String b = bodies.get(key);
        if (b == null) {
            throw new IllegalStateException("no dev page " + key + " in ../shared/eval");
        }
        return b;
    }

    static Map<String, Integer> counts(List<Pair> pairs) {
        Map<String, Integer> m = new HashMap<>();
        for (Pair p : pairs) {
            m.merge((p.copy() ? "copy " : "distinct ") + p.lang(), 1, Integer::sum);
        }
        return m;
    }
}
