package com.newsx.commands.crawl;

import org.apache.storm.Config;
import org.apache.storm.LocalCluster;

import java.util.List;
import java.util.Map;

/** bin/crawl's Storm LocalCluster, on a ZooKeeper of its own ({@link BoundZookeeper}) rather than Storm's. */
final class InProcessCluster {
    private InProcessCluster() {
    }

    /** The daemons' settings: naming a ZooKeeper keeps LocalCluster from starting its own on every interface. */
    static Map<String, Object> daemonConf(BoundZookeeper zk) {
        return Map.of(
                Config.TOPOLOGY_ENABLE_MESSAGE_TIMEOUTS, true, // as LocalCluster's own constructors set
                Config.STORM_ZOOKEEPER_SERVERS, List.of(zk.host()),
                Config.STORM_ZOOKEEPER_PORT, zk.port(),
                Config.STORM_LOCAL_HOSTNAME, zk.host());
    }

    static LocalCluster open(BoundZookeeper zk) throws Exception {
        return new LocalCluster.Builder().withDaemonConf(daemonConf(zk)).build();
    }
}
