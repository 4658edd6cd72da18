package com.newsx.topology;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CrawlTopologyTest {
    @Test
    void everyComponentHasAParallelismSettingAndEverySettingAComponent() {
        CrawlerSettings s = CrawlerSettings.from(CrawlerConfig.defaults());
        assertEquals(Set.copyOf(CrawlTopology.COMPONENTS), s.topology().parallelism().keySet());
    }

    @Test
    void parallelismIsPerWorker() {
        CrawlerSettings s = CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("topology.workers", "3",
                "topology.clean.parallelism", "2")));
        assertEquals(6, CrawlTopology.parallelism(s.topology(), "clean"));
    }

    @Test
    void theStormConfigurationCarriesTheSettingsToTheBolts() {
        CrawlerSettings s = CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("fetch.max-bytes", "1234",
                "extractor.lineblock.min-chars", "9")));
        CrawlerSettings back = CrawlerSettings.of(CrawlTopology.stormConfig(s));
        assertEquals(1234, back.fetch().maxBytes());
        assertEquals(9, back.extractor().body().lineBlock().minChars());
    }

    @Test
    void aValueOfTheWrongTypeStopsBinCrawlNamingItsKeyBeforeAnythingRuns() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        int code;
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            // Port 1: nothing listens there, so if the settings were not checked first the service check would say so.
            code = LocalCrawl.execute("--set", "kafka.bootstrap=127.0.0.1:1", "--set", "es.url=http://127.0.0.1:1",
                    "--set", "fetch.max-bytes=ten");
        } finally {
            System.setErr(saved);
        }
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, code, said);
        assertTrue(said.contains("fetch.max-bytes") && said.contains("'ten'"), said);
        assertTrue(!said.contains("127.0.0.1:1"), "no service was asked: " + said);
    }
}
