package com.newsx.topology.config;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Storm topology ({@code topology.*}): workers, ackers and tasks per component in each worker, and Storm's
 * bounds on what is in flight.
 *
 * @param workers         worker processes
 * @param ackers          ackers per worker
 * @param parallelism     tasks per component in each worker, by component name ({@code topology.<component>.parallelism})
 * @param receiveBuffer   tuples queued at each task's input at most
 * @param pulseMs         the pulse that wakes asynchronous bolts
 * @param maxSpoutPending URLs in flight per spout task
 * @param messageTimeoutS a URL not fully processed in this time is replayed
 * @param idleParks       an idle task's short parks (about 50 us each) before it sleeps; Storm's default of 1,000
 *                        kept each lightly loaded task of a crawl waking some 20,000 times a second
 * @param idleSleepMs     an idle task's sleep between looks at its queue, once its parks are spent
 */
public record TopologySettings(int workers, int ackers, Map<String, Integer> parallelism, int receiveBuffer, long pulseMs,
                               int maxSpoutPending, int messageTimeoutS, int idleParks, int idleSleepMs) {
    private static final Pattern PARALLELISM = Pattern.compile("topology\\.(.+)\\.parallelism");

    public TopologySettings {
        parallelism = Collections.unmodifiableMap(new LinkedHashMap<>(parallelism));
        if (idleParks < 0 || idleSleepMs < 1) {
            throw new IllegalArgumentException("topology.idle-parks must be 0 or more and topology.idle-sleep-ms 1 or more,"
                    + " not " + idleParks + " and " + idleSleepMs);
        }
    }

    /** Tasks of {@code component} in each worker. */
    public int parallelism(String component) {
        Integer n = parallelism.get(component);
        if (n == null) {
            throw new IllegalArgumentException("no crawler setting topology." + component + ".parallelism");
        }
        return n;
    }

    /**
     * How long the index and status steps each hold a page's writes through an outage (es.bulk.hold-bytes): a quarter
     * of the message timeout, since the page may come to the index step half of it after its spout gave it (a host's
     * fetch queue holds no more than it can fetch in half) and the status step follows.
     */
    public long holdMs() {
        return messageTimeoutS * 1000L / 4;
    }

    public static TopologySettings from(CrawlerConfig c) {
        // a component's parallelism is documented in conf/crawler.properties; the keys themselves list the components
        Map<String, Integer> parallelism = new LinkedHashMap<>();
        for (String key : c.keys()) {
            Matcher m = PARALLELISM.matcher(key);
            if (m.matches()) {
                parallelism.put(m.group(1), c.getInt(key));
            }
        }
        return new TopologySettings(c.getInt("topology.workers"), c.getInt("topology.ackers"), parallelism,
                c.getInt("topology.receive-buffer"), c.getLong("topology.pulse-ms"),
                c.getInt("topology.max-spout-pending"), c.getInt("topology.message-timeout-s"),
                c.getInt("topology.idle-parks"), c.getInt("topology.idle-sleep-ms"));
    }
}
