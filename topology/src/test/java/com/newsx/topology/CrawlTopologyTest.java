package com.newsx.topology;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import org.apache.storm.Config;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
}
