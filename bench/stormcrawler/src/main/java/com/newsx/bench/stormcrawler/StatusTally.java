package com.newsx.bench.stormcrawler;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * What StormCrawler's status updater was told, counted for the bench: URLs per status as the crawl-status index
 * of this project's crawl would hold them, so that bin/bench reads both crawls alike. A page counts once as
 * {@code fetched} (StormCrawler's FETCHED, sent once it is fetched, parsed and passed the indexer); a page
 * fetched a second time (a home page queued as a seed and again as a discovered link before its first fetch
 * ended) counts under {@code fetched_again}, not as a new page.
 */
final class StatusTally {
    private final Set<String> fetched = ConcurrentHashMap.newKeySet();
    private final Map<String, LongAdder> counts = new ConcurrentHashMap<>();

    /** One status update: StormCrawler's status name (FETCHED, DISCOVERED, ERROR, FETCH_ERROR, REDIRECTION). */
    void record(String url, String status) {
        String key = status.toLowerCase(java.util.Locale.ROOT);
        if (key.equals("fetched") && !fetched.add(url)) {
            key = "fetched_again";
        }
        counts.computeIfAbsent(key, k -> new LongAdder()).increment();
    }

    /** The counts now, by status name. */
    Map<String, Long> snapshot() {
        Map<String, Long> m = new TreeMap<>();
        counts.forEach((k, v) -> m.put(k, v.sum()));
        return m;
    }

    /** Writes the counts as key=value lines, replacing the file whole so a reader never sees half of it. */
    void writeTo(Path file) throws IOException {
        StringBuilder b = new StringBuilder();
        snapshot().forEach((k, v) -> b.append(k).append('=').append(v).append('\n'));
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, b, StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
