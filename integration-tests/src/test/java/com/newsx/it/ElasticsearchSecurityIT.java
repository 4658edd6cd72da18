package com.newsx.it;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import com.newsx.commands.local.IndexFilesCommand;
import com.newsx.commands.services.ServiceCheck;
import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.topology.CrawlMappings;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.es.EsAccessError;
import com.newsx.topology.es.EsAuth;
import com.newsx.topology.es.EsClients;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The crawl's Elasticsearch clients against a real node with security on (TLS, users, the crawl's role: the compose
 * cluster's node, {@link SecuredElasticsearch}): with the settings a deployment gives - es.username, es.password-file,
 * es.ca-cert - the crawl's start-up puts its templates, bin/index indexes the demo pages and a search finds them; a
 * wrong password, a missing CA and a request outside the role each end in one line of ours.
 */
class ElasticsearchSecurityIT {
    private static final String WRONG = "not-the-password-" + UUID.randomUUID();
    @TempDir
    static Path dir;
    private static MadeSecrets secrets;
    private static SecuredElasticsearch node;
    private static CrawlerSettings settings;

    @BeforeAll
    static void start() throws Exception {
        secrets = MadeSecrets.in(dir.resolve("made"));
        node = SecuredElasticsearch.start(secrets, dir.resolve("es"));
        settings = CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("es.url", node.url(),
                "es.username", "newsx", "es.password-file", secrets.passwordFile("ES_CRAWLER_PASSWORD").toString(),
                "es.ca-cert", secrets.ca().toString())));
    }

    @AfterAll
    static void stop() {
        if (node != null) {
            node.close();
        }
    }

    private static String said(EsAuth auth) {
        ElasticsearchClient es = EsClients.connect(node.url(), auth);
        try {
            return es.cluster().health().status().jsonValue();
        } catch (Exception e) {
            return EsAccessError.describe(node.url(), auth, e);
        } finally {
            EsClients.close(es);
        }
    }

    @Test
    void theCrawlsUserPutsTheTemplatesIndexesAndSearches() throws Exception {
        assertEquals(java.util.Optional.empty(), new ServiceCheck().elasticsearch(settings.es().url(), settings.es().auth()),
                "the service check gets in with the settings");
        List<String> said = new ArrayList<>();
        assertEquals(List.of(), CrawlMappings.upgrade(settings, said::add), "the crawl's start-up, as the crawl's user");

        ElasticsearchClient es = EsClients.connect(settings.es().url(), settings.es().auth());
        try {
            ByteArrayOutputStream log = new ByteArrayOutputStream();
            IndexFilesCommand index = new IndexFilesCommand(new PageExtractor(ExtractorSettings.defaults()), es,
                    settings.es(), new PrintStream(log, true, StandardCharsets.UTF_8));
            assertEquals(0, index.run(Services.repoRoot().resolve("demo/manifest.jsonl"), Instant.now()),
                    log.toString(StandardCharsets.UTF_8));
            String articles = settings.es().indices().articles();
            es.indices().refresh(r -> r.index(articles));
            SearchResponse<Map> hits = es.search(s -> s.index(articles)
                    .query(q -> q.match(m -> m.field("title").query("跨江大桥"))), Map.class);
            assertFalse(hits.hits().hits().isEmpty(), "the Chinese article is found through the secured node");
            assertEquals("江城新建三座跨江大桥 通勤时间有望缩短一半", hits.hits().hits().get(0).source().get("title"));
        } finally {
            EsClients.close(es);
        }
    }

    @Test
    void aWrongPasswordIsSaidToBeRefusedAndNamesTheSettings() throws Exception {
        EsAuth wrong = EsAuth.of("newsx", WRONG, null, secrets.ca());
        String said = said(wrong);
        assertTrue(said.contains("refused the credentials (HTTP 401") && said.contains("es.password"), said);
        String check = new ServiceCheck().elasticsearch(node.url(), wrong).orElseThrow();
        assertTrue(check.contains("HTTP 401") && check.contains("es.password-file"), check);
        for (String line : List.of(said, check)) {
            assertFalse(line.contains(WRONG) || line.contains("\n"), "one line, no password: " + line);
        }
    }

    @Test
    void withoutTheCaTheHandshakeFailsAndSaysWhatToSet() {
        String said = said(EsAuth.of("newsx", secrets.password("ES_CRAWLER_PASSWORD"), null, null));
        assertTrue(said.contains("TLS handshake failed") && said.contains("es.ca-cert"), said);
    }

    @Test
    void theCrawlsRoleStopsAtItsOwnIndices() throws Exception {
        ElasticsearchClient es = EsClients.connect(settings.es().url(), settings.es().auth());
        try {
            es.indices().create(c -> c.index("someone-elses-index"));
            throw new AssertionError("the crawl's user made an index outside its role");
        } catch (Exception e) {
            String said = EsAccessError.describe(node.url(), settings.es().auth(), e);
            assertTrue(said.contains("took the credentials but refused the request (HTTP 403"), said);
        } finally {
            EsClients.close(es);
        }
    }
}
