package com.newsx.tools.drift;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One page as one build's {@code bin/extract --manifest} gave it: a line of its output, the fields the drift check
 * compares. A page that failed has only its error. The format is the eval format every revision writes, so an older
 * build is read with the same code.
 *
 * @param records the number of records of the page's main region; 0 when it has none
 */
record Extraction(String id, String error, String title, String date, String author, String body, String type,
                  int records) {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Extraction failed(String id, String error) {
        return new Extraction(id, error, "", "", "", "", "", 0);
    }

    boolean isFailed() {
        return error != null;
    }

    /** A line of {@code bin/extract --manifest}'s output. */
    static Extraction parse(String line) throws IOException {
        JsonNode o = JSON.readTree(line);
        String id = o.path("id").asText();
        if (o.hasNonNull("error")) {
            return failed(id, o.get("error").asText());
        }
        JsonNode records = o.path("records");
        return new Extraction(id, null, text(o, "title"), text(o, "publish_time"), text(o, "author"), text(o, "body"),
                text(o, "page_type"), records.isArray() ? records.size() : 0);
    }

    /** Every page of an output file, by id; a line that is no JSON stops the reading, named (the file is broken). */
    static Map<String, Extraction> readAll(Path file) throws IOException {
        Map<String, Extraction> out = new LinkedHashMap<>();
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                if (line.isBlank()) {
                    continue;
                }
                Extraction e;
                try {
                    e = parse(line);
                } catch (IOException bad) {
                    throw new IOException(file + " line " + n + " is no JSON: " + bad.getMessage(), bad);
                }
                out.put(e.id(), e);
            }
        }
        return out;
    }

    /** A field's text, absent and null alike empty. */
    private static String text(JsonNode o, String field) {
        JsonNode v = o.get(field);
        return v == null || v.isNull() ? "" : v.asText();
    }
}
