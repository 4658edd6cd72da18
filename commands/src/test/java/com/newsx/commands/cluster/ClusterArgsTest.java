package com.newsx.commands.cluster;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClusterArgsTest {
    @Test
    void submitTakesTheSameSettingsAsTheLocalCrawl() {
        ClusterArgs a = ClusterArgs.parse("--jar", "a.jar", "--name", "crawl-2", "--config", "my.properties",
                "--set", "topology.workers=2", "--set", "topology.fetch.parallelism=4", "--nimbus", "nimbus.example:7000");
        assertEquals(ClusterArgs.Action.SUBMIT, a.action);
        assertEquals("crawl-2", a.name);
        assertEquals(Path.of("a.jar"), a.jar);
        assertEquals(Path.of("my.properties"), a.config);
        assertEquals(Map.of("topology.workers", "2", "topology.fetch.parallelism", "4"), a.overrides);
        assertEquals(new NimbusAddress("nimbus.example", 7000), NimbusAddress.parse(a.nimbus));
    }

    @Test
    void aLaterJarWinsSoTheScriptsDefaultCanBeOverridden() {
        assertEquals(Path.of("mine.jar"), ClusterArgs.parse("--jar", "default.jar", "--jar", "mine.jar").jar);
    }

    @Test
    void rebalanceTakesWorkersAndExecutorsPerComponent() {
        ClusterArgs a = ClusterArgs.parse("--rebalance", "newsx-crawl", "--workers", "3", "--parallelism", "fetch=4",
                "--parallelism", "extract=2", "--wait", "0");
        assertEquals(ClusterArgs.Action.REBALANCE, a.action);
        assertEquals("newsx-crawl", a.name);
        assertEquals(3, a.workers);
        assertEquals(Map.of("fetch", 4, "extract", 2), a.parallelism);
        assertEquals(0, a.waitSeconds);
    }

    @Test
    void statusNameIsOptional() {
        assertNull(ClusterArgs.parse("--status").name);
        ClusterArgs a = ClusterArgs.parse("--status", "crawl-2", "--every", "5");
        assertEquals("crawl-2", a.name);
        assertEquals(5, a.everySeconds);
    }

    @Test
    void mistakesAreNamed() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ClusterArgs.parse("--rebalance", "x"))
                .getMessage().contains("--workers"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ClusterArgs.parse("--workers", "2"))
                .getMessage().contains("topology.workers"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ClusterArgs.parse("--list", "--kill", "x"))
                .getMessage().contains("one of"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ClusterArgs.parse("--set", "novalue"))
                .getMessage().contains("KEY=VALUE"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ClusterArgs.parse("--rebalance", "x", "--workers", "0"))
                .getMessage().contains("at least 1"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ClusterArgs.parse("--kill"))
                .getMessage().contains("needs a value"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ClusterArgs.parse("--bogus"))
                .getMessage().contains("unknown argument"));
    }

    @Test
    void nimbusDefaultsToTheLocalClustersPort() {
        assertEquals(new NimbusAddress("127.0.0.1", 6627), NimbusAddress.fromEnvironment(Map.of()));
        assertEquals(new NimbusAddress("127.0.0.1", 16627), NimbusAddress.fromEnvironment(Map.of("NEWSX_NIMBUS_PORT", "16627")));
        assertEquals(new NimbusAddress("nimbus", 6627), NimbusAddress.parse("nimbus"));
        assertThrows(IllegalArgumentException.class, () -> NimbusAddress.parse("nimbus:x"));
    }

    @Test
    void aReplayIsSubmittedWithItsPathsAndSelection() {
        ClusterArgs a = ClusterArgs.parse("--replay", "/shared/warc", "--replay", "/shared/cc/CC-NEWS-1.warc.gz",
                "--from", "2024-03-18", "--until", "20240319000000", "--url-prefix", "https://news.example/", "--follow");
        assertEquals(ClusterArgs.Action.SUBMIT, a.action);
        assertEquals(java.util.List.of("/shared/warc", "/shared/cc/CC-NEWS-1.warc.gz"), a.replay.paths());
        assertEquals(java.time.Instant.parse("2024-03-18T00:00:00Z").toEpochMilli(), a.replay.fromMs());
        assertEquals(java.time.Instant.parse("2024-03-19T00:00:00Z").toEpochMilli(), a.replay.untilMs());
        assertEquals("https://news.example/", a.replay.urlPrefix());
        assertTrue(a.replay.follow());
        assertNull(ClusterArgs.parse("--name", "x").replay, "no --replay: the crawl");
    }

    @Test
    void replayOptionsGoWithReplay() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ClusterArgs.parse("--from", "2024-03-18"))
                .getMessage().contains("--replay"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ClusterArgs.parse("--replay", "a", "--list"))
                .getMessage().contains("not with"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ClusterArgs.parse("--replay", "a", "--from", "soon"))
                .getMessage().contains("--from"));
    }
}
