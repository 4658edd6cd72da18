package com.newsx.bench.stormcrawler;

import java.util.Date;
import java.util.Optional;
import org.apache.storm.tuple.Tuple;
import org.apache.stormcrawler.Metadata;
import org.apache.stormcrawler.persistence.MemoryStatusUpdater;
import org.apache.stormcrawler.persistence.Status;

/**
 * StormCrawler's in-memory status updater (discovered links go back to the MemorySpout's queue), telling the
 * bench's tally what it stores. The tally is static: in a LocalCluster the bolt is a deserialized copy living
 * in the same JVM as the main thread that writes the counts out.
 */
public class CountingStatusUpdater extends MemoryStatusUpdater {
    static final StatusTally TALLY = new StatusTally();

    @Override
    public void store(String url, Status status, Metadata metadata, Optional<Date> nextFetch, Tuple t) throws Exception {
        TALLY.record(url, status.name());
        super.store(url, status, metadata, nextFetch, t);
    }
}
