package com.newsx.commands.crawl;

import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BoundZookeeperTest {
    @Test
    void listensOnLoopbackOnlyByDefault() throws Exception {
        try (BoundZookeeper zk = BoundZookeeper.start(BoundZookeeper.bindAddress(null))) {
            assertEquals("127.0.0.1", zk.host());
            List<String> addresses = Listeners.on(zk.port());
            assertFalse(addresses.isEmpty(), "nothing listens on " + zk.port());
            assertTrue(addresses.stream().allMatch(Listeners::loopback), "ZooKeeper listens on " + addresses);
        }
    }

    @Test
    void aWildcardBindListensEverywhereAndIsReachedOnLoopback() throws Exception {
        // the check above can fail: the same reading sees a socket bound to every interface
        try (BoundZookeeper zk = BoundZookeeper.start("0.0.0.0")) {
            assertEquals("127.0.0.1", zk.host());
            List<String> addresses = Listeners.on(zk.port());
            assertFalse(addresses.stream().allMatch(Listeners::loopback), "ZooKeeper listens on " + addresses);
        }
    }

    @Test
    void theEnvironmentChoosesTheAddress() {
        assertEquals("127.0.0.1", BoundZookeeper.bindAddress(""));
        assertEquals("10.0.0.7", BoundZookeeper.bindAddress(" 10.0.0.7 "));
    }

    @Test
    void theLocalClusterIsToldToUseIt() throws Exception {
        try (BoundZookeeper zk = BoundZookeeper.start("127.0.0.1")) {
            Map<String, Object> conf = InProcessCluster.daemonConf(zk);
            assertEquals(List.of("127.0.0.1"), conf.get(Config.STORM_ZOOKEEPER_SERVERS));
            assertEquals(zk.port(), conf.get(Config.STORM_ZOOKEEPER_PORT));
            try (LocalCluster cluster = InProcessCluster.open(zk)) {
                assertTrue(cluster.getClusterInfo().get_supervisors_size() > 0, "no supervisor registered");
                assertTrue(Listeners.on(zk.port()).stream().allMatch(Listeners::loopback));
            }
        }
    }
}
