package com.newsx.topology;

import com.newsx.topology.status.CrawlStatus;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/** The names of the topology's streams and fields, in one place so bolts agree on them. */
public final class Streams {
    public static final String MESSAGE = "message";
    public static final String KEY = "key";

    /** Admitted URLs, grouped by politeness queue key. */
    public static final Fields URL_FIELDS = new Fields(KEY, "url", "depth", "seed");
    /** Fetched pages. */
    public static final String PAGE = "page";
    public static final Fields PAGE_FIELDS = new Fields("url", "depth", "seed", "content_type", "bytes");
    /** Links to put back on the urls topic (Kafka key and message). */
    public static final String OUTLINK = "outlink";
    public static final Fields OUTLINK_FIELDS = new Fields(KEY, MESSAGE);
    /** Extracted documents to index; the source is JSON text, which every Storm serializer carries. */
    public static final String DOCUMENT = "document";
    public static final Fields DOCUMENT_FIELDS = new Fields("url", "index", "id", "source");
    /** Every URL's fate. */
    public static final String STATUS = "status";
    public static final Fields STATUS_FIELDS = new Fields("url", "host", "status", "reason", "http_status");

    private Streams() {
    }

    public static Values status(String url, String host, CrawlStatus status, String reason, int httpStatus) {
        return new Values(url, host, status.name(), reason, httpStatus);
    }
}
