package com.newsx.topology.config;

import java.util.Arrays;
import java.util.List;

/**
 * URL admission ({@code url.*}).
 *
 * @param blockPrivateAddresses refuse URLs whose host resolves to a loopback, private or link-local address
 * @param maxLength             URLs longer than this are refused
 * @param seenCacheBytes        the heap per filter task for URLs whose admitting Kafka record is remembered
 * @param refusedPorts          ports never fetched (the pipeline's own services), as single ports and a-b ranges
 * @param allowedPorts          ports other than 80 and 443 that URLs may name, as single ports and a-b ranges
 * @param maxSegmentRepeats     a path in which one segment occurs more often than this is refused (0: no limit)
 * @param maxPathSegments       a path of more segments than this is refused (0: no limit)
 * @param maxPathLength         a path and query longer than this many characters is refused (0: no limit)
 * @param dropParams            query parameters dropped when a URL is normalised (tracking tags; "utm_*" a prefix)
 */
public record UrlSettings(boolean blockPrivateAddresses, int maxLength, long seenCacheBytes, String refusedPorts,
                          String allowedPorts, int maxSegmentRepeats, int maxPathSegments, int maxPathLength,
                          List<String> dropParams) {
    public UrlSettings {
        dropParams = List.copyOf(dropParams);
        if (dropParams.stream().anyMatch(p -> p.equals("*"))) {
            throw new IllegalArgumentException("url.drop-params: \"*\" would drop every query parameter");
        }
    }

    public static UrlSettings from(CrawlerConfig c) {
        return new UrlSettings(c.getBoolean("url.block-private-addresses"), c.getInt("url.max-length"),
                c.getLong("url.seen-cache-bytes"), c.getString("url.refused-ports"),
                c.getString("url.allowed-ports"), c.getInt("url.max-segment-repeats"), c.getInt("url.max-path-segments"),
                c.getInt("url.max-path-length"), names(c.getString("url.drop-params")));
    }

    private static List<String> names(String list) {
        return Arrays.stream(list.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
