package com.newsx.topology.outlinks;

import java.util.ArrayList;
import java.util.List;

/**
 * Links longer than admission takes ({@code url.max-length}) are not written to the urls topic: admission would
 * refuse them anyway, and one link over Kafka's record size fails the page's whole batch on every replay.
 */
final class OutlinkCap {
    private final int maxLength;

    OutlinkCap(int maxLength) {
        this.maxLength = maxLength;
    }

    /** The links short enough to write, in their order. */
    List<String> within(String[] links) {
        List<String> kept = new ArrayList<>(links.length);
        for (String link : links) {
            if (link != null && link.length() <= maxLength) {
                kept.add(link);
            }
        }
        return kept;
    }
}
