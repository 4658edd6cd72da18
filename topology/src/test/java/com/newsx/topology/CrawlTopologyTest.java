package com.newsx.topology;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.archive.ReplaySelection;
import com.newsx.topology.storm.Streams;
import org.apache.storm.Config;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.StormTopology;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

    /** The components and streams a component reads, as "component/stream". */
    private static Set<String> inputs(StormTopology t, String bolt) {
        Set<String> in = new TreeSet<>();
        for (GlobalStreamId id : t.get_bolts().get(bolt).get_common().get_inputs().keySet()) {
            in.add(id.get_componentId() + "/" + id.get_streamId());
        }
        return in;
    }

    @Test
    void aReplayFeedsWarcPagesToTheCleaningStepAndRunsTheRestAsACrawlWithoutFetching() {
        CrawlerSettings s = CrawlerSettings.from(CrawlerConfig.defaults());
        StormTopology crawl = CrawlTopology.build(s);
        StormTopology replay = CrawlTopology.replay(s, new ReplaySelection(List.of("a.warc.gz"), Long.MIN_VALUE,
                Long.MAX_VALUE, "", false));
        assertEquals(Set.of(Streams.WARC, Streams.PULSE), replay.get_spouts().keySet());
        assertEquals(Set.of(Streams.WARC + "/" + Streams.PAGE), inputs(replay, Streams.CLEAN));
        assertEquals(Set.of(Streams.CLEAN + "/" + Streams.OUTLINK), inputs(replay, Streams.LINK_SINK),
                "links settled and dropped");
        for (String same : List.of(Streams.LINE_BLOCK, Streams.PUNCTUATION_DENSITY, Streams.FUSE, Streams.RECORDS,
                Streams.INDEX)) {
            assertEquals(inputs(crawl, same), inputs(replay, same), same + " as in a crawl");
        }
        Set<String> status = inputs(replay, Streams.STATUS_BOLT);
        assertTrue(status.contains(Streams.CLEAN + "/" + Streams.VISIT) && status.contains(Streams.INDEX + "/" + Streams.STATUS));
        assertTrue(status.stream().noneMatch(i -> i.startsWith(Streams.FETCH + "/") || i.startsWith(Streams.FILTER + "/")));
        assertFalse(replay.get_bolts().containsKey(Streams.FETCH));
        assertFalse(replay.get_bolts().containsKey(Streams.OUTLINKS), "nothing is written to Kafka");
    }

    @Test
    void aReplayThatFollowsLinksRunsTheCrawlAroundIt() {
        CrawlerSettings s = CrawlerSettings.from(CrawlerConfig.defaults());
        StormTopology crawl = CrawlTopology.build(s);
        StormTopology replay = CrawlTopology.replay(s, new ReplaySelection(List.of("a.warc.gz"), Long.MIN_VALUE,
                Long.MAX_VALUE, "", true));
        assertEquals(Set.of(Streams.WARC, Streams.PULSE, Streams.URLS, Streams.FRONTIER), replay.get_spouts().keySet());
        assertEquals(Set.of(Streams.WARC + "/" + Streams.PAGE, Streams.FETCH + "/" + Streams.PAGE),
                inputs(replay, Streams.CLEAN));
        assertEquals(inputs(crawl, Streams.OUTLINKS), inputs(replay, Streams.OUTLINKS));
        assertEquals(inputs(crawl, Streams.STATUS_BOLT), inputs(replay, Streams.STATUS_BOLT));
        assertFalse(replay.get_bolts().containsKey(Streams.LINK_SINK));
    }

    @Test
    void theCrawlIsWiredAsBefore() {
        StormTopology crawl = CrawlTopology.build(CrawlerSettings.from(CrawlerConfig.defaults()));
        assertEquals(Set.of(Streams.URLS, Streams.FRONTIER, Streams.PULSE), crawl.get_spouts().keySet());
        assertEquals(Set.of(Streams.FETCH + "/" + Streams.PAGE), inputs(crawl, Streams.CLEAN));
        assertEquals(Set.of(Streams.FETCH + "/" + Streams.OUTLINK, Streams.FETCH + "/" + Streams.REDIRECT,
                Streams.CLEAN + "/" + Streams.OUTLINK, Streams.PULSE + "/default"), inputs(crawl, Streams.OUTLINKS));
        Set<String> status = inputs(crawl, Streams.STATUS_BOLT);
        for (String c : List.of(Streams.FILTER, Streams.FETCH, Streams.CLEAN, Streams.FUSE, Streams.RECORDS, Streams.INDEX)) {
            assertTrue(status.contains(c + "/" + Streams.STATUS), c);
        }
        assertTrue(status.contains(Streams.FETCH + "/" + Streams.POSTPONE));
    }
}
