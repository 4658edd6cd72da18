package com.newsx.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An index Elasticsearch cannot open keeps the cluster red for good: {@code bin/services start} names it with
 * Elasticsearch's reason and fails, instead of waiting its 120 s for a yellow that never comes (a bench index kept
 * with an analyzer that a later build of the plugin no longer had did that). The index here reads a stop-word file
 * that is gone when Elasticsearch starts again.
 */
class ServicesRedIndexIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newHttpClient();
    private final String es = "http://127.0.0.1:" + Services.esPort();

    @Test
    void startNamesAnIndexThatCannotOpenWithItsReason() throws Exception {
        String index = "it-red-" + System.currentTimeMillis();
        Path words = configDir().resolve(index + "-stopwords.txt");
        Files.writeString(words, "the\n");
        Files.setPosixFilePermissions(words, PosixFilePermissions.fromString("rw-r--r--"));
        try {
            int created = send("PUT", "/" + index, """
                    {"settings": {"number_of_shards": 1, "number_of_replicas": 0,
                      "analysis": {"analyzer": {"words": {"type": "standard", "stopwords_path": "%s"}}}},
                     "mappings": {"properties": {"text": {"type": "text", "analyzer": "words"}}}}
                    """.formatted(words.getFileName())).statusCode();
            assertEquals(200, created);
            Files.delete(words);

            Services.ScriptRun restart = Services.script("restart", "elasticsearch");
            assertNotEquals(0, restart.code(), restart.out());
            assertTrue(restart.out().contains("index " + index + " is red (ALLOCATION_FAILED)"), restart.out());
            assertTrue(restart.out().contains("stopwords_path"), restart.out()); // Elasticsearch's reason, passed on
            assertTrue(restart.out().contains("cannot open the indices above"), restart.out());

            Services.ScriptRun again = Services.script("start", "elasticsearch"); // running, still red: says so again
            assertNotEquals(0, again.code(), again.out());
            assertTrue(again.out().contains("index " + index + " is red"), again.out());

            Services.ScriptRun status = Services.script("status", "elasticsearch"); // red, not "starting"
            assertNotEquals(0, status.code(), status.out());
            assertTrue(status.out().contains("elasticsearch: red"), status.out());
            assertTrue(status.out().contains("index " + index + " is red"), status.out());
        } finally {
            Files.deleteIfExists(words);
            send("DELETE", "/" + index, null);
        }
        Services.ScriptRun fixed = Services.script("start", "elasticsearch");
        assertEquals(0, fixed.code(), fixed.out());
        assertEquals(200, send("GET", "/_cluster/health?wait_for_status=yellow&timeout=60s", null).statusCode());
    }

    /** bin/services writes Elasticsearch's config beside its data: SERVICES/es-config and SERVICES/data/elasticsearch. */
    private Path configDir() throws Exception {
        JsonNode nodes = JSON.readTree(send("GET", "/_nodes/_local/settings?filter_path=nodes.*.settings.path", null)
                .body()).path("nodes");
        JsonNode data = nodes.elements().next().path("settings").path("path").path("data");
        String dir = data.isArray() ? data.get(0).asText() : data.asText();
        return Path.of(dir).getParent().getParent().resolve("es-config");
    }

    private HttpResponse<String> send(String method, String path, String body) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(es + path)).header("Content-Type", "application/json");
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }
}
