package com.newsx.topology.archive;

import java.io.Serializable;
import java.time.Instant;
import java.util.List;

/**
 * What a replay reads: WARC files and directories, the records dated in [from, until) (either bound may be open),
 * whose target URI starts with a prefix; and whether the replayed pages' links are crawled. Travels inside the
 * replay's spout to the workers.
 *
 * @param paths     files and directories (directories are read with everything under them)
 * @param fromMs    the earliest WARC-Date taken (epoch ms), inclusive; {@link Long#MIN_VALUE}: no bound
 * @param untilMs   the WARC-Date taken up to, exclusive; {@link Long#MAX_VALUE}: no bound
 * @param urlPrefix the target URIs taken start with it; empty: all
 * @param follow    the replayed pages' links are crawled (as a seed's: the topology crawls besides)
 */
public record ReplaySelection(List<String> paths, long fromMs, long untilMs, String urlPrefix, boolean follow)
        implements Serializable {
    public ReplaySelection {
        paths = List.copyOf(paths);
        urlPrefix = urlPrefix == null ? "" : urlPrefix;
        if (fromMs >= untilMs) {
            throw new IllegalArgumentException("--from must come before --until: " + Instant.ofEpochMilli(fromMs)
                    + " is not before " + Instant.ofEpochMilli(untilMs));
        }
    }

    /** Whether a record of this date and target is taken. */
    public boolean dated(Instant date) {
        long ms = date.toEpochMilli();
        return ms >= fromMs && ms < untilMs;
    }

    public boolean targets(String url) {
        return url.startsWith(urlPrefix);
    }
}
