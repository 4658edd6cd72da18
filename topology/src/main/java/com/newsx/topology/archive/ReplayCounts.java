package com.newsx.topology.archive;

import java.util.Locale;

/**
 * What a replay made of its WARC records: how many were read, how many became pages, and why the others did not.
 * Not thread-safe: one reader's, added up by its owner.
 */
public final class ReplayCounts {
    /** Records read whole, of any type. */
    public long records;
    /** Response records among them. */
    public long responses;
    /** Responses handed on as pages. */
    public long pages;
    /** Responses dated outside --from/--until. */
    public long outsideWindow;
    /** Responses whose target is not under --url-prefix. */
    public long otherUrls;
    /** Responses that are no page: not HTTP, not 2xx, robots.txt. */
    public long notPages;
    /** Responses marked WARC-Truncated: used when their body parsed. */
    public long truncated;
    /** ... of which had no body to use. */
    public long truncatedUnusable;
    /** Broken stretches of the files skipped, and responses whose HTTP message or encoding did not parse. */
    public long broken;
    /** Records skipped for a block over the size cap. */
    public long oversized;
    /** Files that could not be opened or read to their end. */
    public long unreadableFiles;

    public void add(ReplayCounts o) {
        records += o.records;
        responses += o.responses;
        pages += o.pages;
        outsideWindow += o.outsideWindow;
        otherUrls += o.otherUrls;
        notPages += o.notPages;
        truncated += o.truncated;
        truncatedUnusable += o.truncatedUnusable;
        broken += o.broken;
        oversized += o.oversized;
        unreadableFiles += o.unreadableFiles;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%,d records, %,d responses, %,d pages; skipped: %,d outside the dates, %,d"
                        + " other URLs, %,d no pages, %,d oversized; %,d truncated (%,d without a body), %,d broken,"
                        + " %,d unreadable files", records, responses, pages, outsideWindow, otherUrls, notPages,
                oversized, truncated, truncatedUnusable, broken, unreadableFiles);
    }
}
