package com.newsx.topology.config;

import com.newsx.extractor.dedup.CopyDetection;

/** The {@code copies.*} settings of conf/crawler.properties, read once. */
public record CopySettings(boolean enabled, CopyDetection detection, int maxCandidates, int recent,
                           int commonBandStories) {
    /** As before common bands were left out of the lookups: every band key asked. */
    public CopySettings(boolean enabled, CopyDetection detection, int maxCandidates, int recent) {
        this(enabled, detection, maxCandidates, recent, 0);
    }

    public static CopySettings from(CrawlerConfig conf) {
        return new CopySettings(conf.getBoolean("copies.enabled"),
                new CopyDetection(conf.getInt("copies.shingle-size"), conf.getInt("copies.hashes"),
                        conf.getInt("copies.band-rows"), conf.getDouble("copies.min-containment"),
                        conf.getInt("copies.min-shingles")),
                conf.getInt("copies.max-candidates"), conf.getInt("copies.recent"),
                conf.getInt("copies.common-band-stories"));
    }
}
