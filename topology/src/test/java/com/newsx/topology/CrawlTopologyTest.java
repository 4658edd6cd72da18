package com.newsx.topology;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import org.apache.storm.Config;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
                "extractor.line-block.min-chars", "9")));
        CrawlerSettings back = CrawlerSettings.of(CrawlTopology.stormConfig(s));
        assertEquals(1234, back.fetch().maxBytes());
        assertEquals(9, back.extractor().body().lineBlock().minChars());
    }

    @Test
    void idleTasksParkAsConfiguredThenSleepInsteadOfStormsThousandParks() {
        Config c = CrawlTopology.stormConfig(CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of(
                "topology.idle-parks", "7", "topology.idle-sleep-ms", "3"))));
        assertEquals(7, c.get(Config.TOPOLOGY_BOLT_WAIT_PROGRESSIVE_LEVEL2_COUNT));
        assertEquals(3, c.get(Config.TOPOLOGY_BOLT_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS));
        assertEquals(7, c.get(Config.TOPOLOGY_BACKPRESSURE_WAIT_PROGRESSIVE_LEVEL2_COUNT));
        assertEquals(3, c.get(Config.TOPOLOGY_BACKPRESSURE_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS));
        assertEquals(0, CrawlerSettings.from(CrawlerConfig.defaults()).topology().idleParks());
        assertThrows(IllegalArgumentException.class, () -> CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of(
                "topology.idle-sleep-ms", "0"))));
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
