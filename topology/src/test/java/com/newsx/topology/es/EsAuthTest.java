package com.newsx.topology.es;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Elasticsearch clients against a real https endpoint that demands a password, and where each setting comes from. */
class EsAuthTest {
    @TempDir
    static Path dir;
    private static TlsEsServer server;
    private static final String BASIC = "Basic " + Base64.getEncoder()
            .encodeToString("crawler:s3cret".getBytes(StandardCharsets.UTF_8));

    @BeforeAll
    static void start() throws Exception {
        server = new TlsEsServer(dir, BASIC);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** The cluster's name as the client read it, or the failure as EsAccessError says it. */
    private static String info(EsAuth auth) {
        ElasticsearchClient es = EsClients.connect(server.url(), auth);
        try {
            return es.info().clusterName();
        } catch (Exception e) {
            return EsAccessError.describe(server.url(), auth, e);
        } finally {
            EsClients.close(es);
        }
    }

    @Test
    void theRightPasswordAndCaGetIn() {
        assertEquals("newsx-test", info(EsAuth.of("crawler", "s3cret", null, server.caPem())));
    }

    @Test
    void aWrongPasswordIsSaidToBeA401() {
        String said = info(EsAuth.of("crawler", "wrong", null, server.caPem()));
        assertTrue(said.contains("HTTP 401") && said.contains("es.password"), said);
        assertFalse(said.contains("wrong"), "the password must not be printed: " + said);
    }

    @Test
    void withoutTheCaTheHandshakeFailsAndSaysWhatToSet() {
        String said = info(EsAuth.of("crawler", "s3cret", null, null));
        assertTrue(said.contains("TLS handshake failed") && said.contains("es.ca-cert"), said);
    }

    @Test
    void anApiKeyIsSentAsSuch() {
        assertEquals("ApiKey a2V5", EsAuth.of("", "", "a2V5", null).authorization().orElseThrow());
        assertTrue(EsAuth.NONE.authorization().isEmpty());
    }

    @Test
    void theEnvironmentWinsThenTheFileThenTheSetting() throws Exception {
        Path secret = Files.writeString(dir.resolve("password"), "from-file\n");
        Map<String, String> settings = Map.of("es.username", "crawler", "es.password", "inline",
                "es.password-file", secret.toString());
        assertEquals(basic("crawler", "from-file"), auth(settings, Map.of()));
        assertEquals(basic("crawler", "from-env"), auth(settings, Map.of("NEWSX_ES_PASSWORD", "from-env")));
        assertEquals(basic("crawler", "inline"), auth(Map.of("es.username", "crawler", "es.password", "inline"), Map.of()));
        assertTrue(EsAuth.from(k -> "", Map.of()).authorization().isEmpty(), "nothing set: no credentials");
    }

    @Test
    void halfOrDoubleCredentialsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> EsAuth.of("crawler", "", null, null));
        assertThrows(IllegalArgumentException.class, () -> EsAuth.of("crawler", "p", "key", null));
        assertThrows(IllegalArgumentException.class, () -> EsAuth.of(null, null, null, dir.resolve("missing.pem")));
    }

    private static String auth(Map<String, String> settings, Map<String, String> env) {
        return EsAuth.from(k -> settings.getOrDefault(k, ""), env).authorization().orElseThrow();
    }

    private static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }
}
