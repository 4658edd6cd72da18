package com.newsx.extractor.records;

import com.newsx.extractor.config.ExtractorConfig;

/** Record extraction's settings ({@code records.*}): DRMining, RecordMining, nested records and STM, and the regions. */
public record RecordSettings(double factor, int maxCount, int stmMaxDepth, int stmMaxRecordNodes, double sepSigma,
                             double ocqBeta, double nestedRepeatShare, double nestedMinSimilarity,
                             int generalizedMaxPeriod, double edgeMinMedianShare, RegionSettings region) {
    /** The data regions' settings ({@code records.region.*}). */
    public record RegionSettings(int minLeaves, int max, int maxListed, boolean indexEvery, int minRecords, int substantialText, double maxRecordShare,
                                 double fullFields, double innerPenalty, double boilerplatePenalty,
                                 double queryWeight, double countExponent, int headlineWidth, int storiesPerRecord, double oneStoryWeight,
                                 double headlineWeight, double dateWeight, double documentWeight) {
        static RegionSettings from(ExtractorConfig c) {
            return new RegionSettings(c.getInt("records.region.min-leaves"), c.getInt("records.region.max"),
                    c.getInt("records.region.max-listed"), c.getBoolean("records.region.index-every"),
                    c.getInt("records.region.min-records"), c.getInt("records.region.substantial-text"),
                    c.getDouble("records.region.max-record-share"), c.getDouble("records.region.full-fields"),
                    c.getDouble("records.region.inner-penalty"), c.getDouble("records.region.boilerplate-penalty"),
                    c.getDouble("records.region.query-weight"), c.getDouble("records.region.count-exponent"),
                    c.getInt("records.region.headline-width"), c.getInt("records.region.stories-per-record"),
                    c.getDouble("records.region.one-story-weight"),
                    c.getDouble("records.region.headline-weight"), c.getDouble("records.region.date-weight"),
                    c.getDouble("records.region.document-weight"));
        }
    }

    public static RecordSettings from(ExtractorConfig c) {
        return new RecordSettings(c.getDouble("records.factor"), c.getInt("records.max-count"),
                c.getInt("records.stm-max-depth"), c.getInt("records.stm-max-record-nodes"), c.getDouble("records.sep-sigma"),
                c.getDouble("records.ocq-beta"), c.getDouble("records.nested-repeat-share"),
                c.getDouble("records.nested-min-similarity"), c.getInt("records.generalized-max-period"),
                c.getDouble("records.edge-min-median-share"), RegionSettings.from(c));
    }
}
