package com.newsx.topology.config;

/**
 * The WARC archive of every fetch, and its replay ({@code warc.*}).
 *
 * @param enabled       whether each fetch's request and response are written to WARC files
 * @param dir           where each worker writes its files (relative: to the worker's working directory)
 * @param prefix        the files' names start with it: {@code <prefix>-<yyyyMMddHHmmss>-<serial>.warc.gz}
 * @param rotateBytes   a file is closed and the next begun once it holds this many bytes
 * @param rotateAgeMs   ... or once it is this old
 * @param gzipLevel     the deflate level of each record's gzip member (1 fastest, 9 smallest)
 * @param replayPending pages a replay's WARC spout task has emitted and not yet seen finished, at most
 */
public record WarcSettings(boolean enabled, String dir, String prefix, long rotateBytes, long rotateAgeMs,
                           int gzipLevel, int replayPending) {
    public WarcSettings {
        if (rotateBytes <= 0 || rotateAgeMs <= 0 || replayPending <= 0) {
            throw new IllegalArgumentException("warc.rotate-bytes, warc.rotate-age-s and warc.replay-pending must be"
                    + " positive: " + rotateBytes + ", " + rotateAgeMs / 1000 + ", " + replayPending);
        }
        if (gzipLevel < 1 || gzipLevel > 9) {
            throw new IllegalArgumentException("warc.gzip-level must be 1 to 9, got " + gzipLevel);
        }
        if (dir.isBlank() || !prefix.matches("[A-Za-z0-9_.-]+")) {
            throw new IllegalArgumentException("warc.dir must name a directory and warc.prefix be letters, digits,"
                    + " '-', '_' or '.' (it begins a file name): '" + dir + "', '" + prefix + "'");
        }
    }

    public static WarcSettings from(CrawlerConfig c) {
        return new WarcSettings(c.getBoolean("warc.enabled"), c.getString("warc.dir"), c.getString("warc.prefix"),
                c.getLong("warc.rotate-bytes"), c.getLong("warc.rotate-age-s") * 1000, c.getInt("warc.gzip-level"),
                c.getInt("warc.replay-pending"));
    }
}
