package com.newsx.topology.config;

import com.newsx.extractor.dedup.CopyDetection;

/** The {@code copies.*} settings of conf/crawler.properties, read once. */
public record CopySettings(boolean enabled, CopyDetection detection, int maxCandidates, int recent) {
    public static CopySettings from(CrawlerConfig conf) {
        return new CopySettings(conf.getBoolean("copies.enabled"),
                new CopyDetection(conf.getInt("copies.shingle-size"), conf.getInt("copies.hashes"),
                        conf.getInt("copies.band-rows"), conf.getDouble("copies.min-containment"),
                        conf.getInt("copies.min-shingles")),
                conf.getInt("copies.max-candidates"), conf.getInt("copies.recent"));
    }
}
