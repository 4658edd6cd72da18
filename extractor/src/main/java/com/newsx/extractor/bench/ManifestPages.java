package com.newsx.extractor.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The pages a manifest names, as the benches read them: one JSON object a line ({@code id}, {@code url},
 * {@code content_type}, {@code path} relative to the manifest's folder), each page's bytes read whole.
 */
public final class ManifestPages {
    private ManifestPages() {
    }

    /** A page of a manifest: its id, URL and content type (null when the manifest gives none) and its bytes. */
    public record Page(String id, String url, String contentType, byte[] bytes) {
    }

    public static List<Page> read(Path manifest) throws IOException {
        ObjectMapper json = new ObjectMapper();
        Path base = manifest.toAbsolutePath().getParent();
        List<Page> pages = new ArrayList<>();
        for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode m = json.readTree(line);
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(base.resolve(m.path("path").asText()));
            } catch (IOException e) {
                throw new IOException("cannot read the page of " + line, e);
            }
            pages.add(new Page(text(m, "id"), text(m, "url"), text(m, "content_type"), bytes));
        }
        return pages;
    }

    private static String text(JsonNode m, String key) {
        return m.path(key).isTextual() ? m.path(key).asText() : null;
    }
}
