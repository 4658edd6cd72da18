package com.newsx.topology.frontier;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Picks a batch from due URLs in their order, at most {@code maxPerHost} of one host, so that a site with a
 * thousand due URLs cannot fill a batch and starve the rest (its queue could only take one a politeness delay
 * anyway); the others come in later batches.
 */
public final class HostSpread {
    private final int maxPerHost;

    public HostSpread(int maxPerHost) {
        this.maxPerHost = maxPerHost;
    }

    public List<DueUrl> pick(List<DueUrl> due) {
        Map<String, Integer> perHost = new HashMap<>();
        List<DueUrl> out = new ArrayList<>();
        for (DueUrl d : due) {
            if (perHost.merge(d.host(), 1, Integer::sum) <= maxPerHost) {
                out.add(d);
            }
        }
        return out;
    }
}
