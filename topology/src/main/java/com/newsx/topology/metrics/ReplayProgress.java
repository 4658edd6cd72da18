package com.newsx.topology.metrics;

import java.util.Locale;
import java.util.Map;

/**
 * A replay's progress line and summary, from the summed metrics: the WARC spout's (records read, pages handed on,
 * acked, failed, given up; what was skipped, truncated, broken) and the steps after it (extracted, indexed), and
 * whether it is done: every file read and every page acked or given up ({@code warc.replay_unfinished} 0).
 */
public final class ReplayProgress {
    private ReplayProgress() {
    }

    public static String line(Map<String, Double> m, long elapsedMs) {
        return String.format(Locale.ROOT, "replay %4ds: records %,d | pages %,d (acked %,d, failed %,d, pending %,d)"
                        + " | extracted %,d | indexed %,d | skipped %,d | truncated %,d | broken %,d | files left %,d",
                elapsedMs / 1000, (long) v(m, "warc.replay_records"), (long) v(m, "warc.replay_pages"),
                (long) v(m, "warc.replay_acked"), (long) v(m, "warc.replay_failed"), (long) v(m, "warc.replay_pending"),
                (long) (v(m, "clean.article_pages") + v(m, "clean.list_pages")), (long) v(m, "index.indexed_pages"),
                (long) v(m, "warc.replay_skipped"), (long) v(m, "warc.replay_truncated"),
                (long) v(m, "warc.replay_broken"), (long) v(m, "warc.replay_files_left"));
    }

    /** Every file read and every page done, as the spout's tasks last reported. */
    public static boolean finished(Map<String, Double> m) {
        return m.containsKey("warc.replay_unfinished") && v(m, "warc.replay_unfinished") == 0;
    }

    /** What moves while the replay does anything; equal strings mean nothing moved. */
    public static String activity(Map<String, Double> m) {
        return (long) v(m, "warc.replay_records") + "/" + (long) v(m, "warc.replay_acked") + "/"
                + (long) v(m, "warc.replay_failed") + "/" + (long) v(m, "index.indexed_pages") + "/"
                + (long) v(m, "status.status_written");
    }

    /** Pages given up and files not read: a replay with either did not do all it was asked. */
    public static boolean complete(Map<String, Double> m) {
        return finished(m) && v(m, "warc.replay_gave_up") == 0 && v(m, "warc.replay_unreadable_files") == 0;
    }

    public static String summary(Map<String, Double> m, long elapsedMs) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "replay: ran %d s: %,d records read, %,d pages handed on (%.1f/s),"
                        + " %,d done, %,d given up after failing%n", elapsedMs / 1000, (long) v(m, "warc.replay_records"),
                (long) v(m, "warc.replay_pages"), v(m, "warc.replay_acked") * 1000.0 / Math.max(1, elapsedMs),
                (long) v(m, "warc.replay_acked"), (long) v(m, "warc.replay_gave_up")));
        b.append(String.format(Locale.ROOT, "replay: skipped %,d (outside the dates or prefix, no page, too large, other"
                        + " types); %,d truncated records (used when they parsed); %,d broken; %,d files unreadable%n",
                (long) v(m, "warc.replay_skipped"), (long) v(m, "warc.replay_truncated"), (long) v(m, "warc.replay_broken"),
                (long) v(m, "warc.replay_unreadable_files")));
        b.append(String.format(Locale.ROOT, "replay: extracted %,d article and %,d list pages (%,d errors); indexed %,d"
                        + " pages, %,d documents (%,d already stored)%n", (long) v(m, "clean.article_pages"),
                (long) v(m, "clean.list_pages"), (long) v(m, "clean.extract_errors"), (long) v(m, "index.indexed_pages"),
                (long) v(m, "index.indexed_documents"), (long) v(m, "index.replays_refused")));
        return b.toString();
    }

    private static double v(Map<String, Double> m, String key) {
        Double d = m.get(key);
        return d == null ? 0 : d;
    }
}
