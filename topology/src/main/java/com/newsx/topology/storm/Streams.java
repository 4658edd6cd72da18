package com.newsx.topology.storm;

import com.newsx.topology.doc.CrawlStatus;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.TupleUtils;

/** The names of the topology's components, streams and fields, in one place so bolts agree on them. */
public final class Streams {
    // components
    public static final String URLS = "urls";
    /** The frontier spout: URLs due again in crawl-status (revisits, retries, lost tuples). */
    public static final String FRONTIER = "frontier";
    public static final String PULSE = "pulse";
    public static final String FILTER = "filter";
    public static final String FETCH = "fetch";
    public static final String CLEAN = "clean";
    public static final String LINE_BLOCK = "line-block";
    public static final String PUNCTUATION_DENSITY = "punctuation-density";
    public static final String FUSE = "fuse";
    public static final String RECORDS = "records";
    public static final String INDEX = "index";
    public static final String OUTLINKS = "outlinks";
    public static final String STATUS_BOLT = "status";
    /** A replay's spout: WARC response records as the fetch step's pages (bin/replay). */
    public static final String WARC = "warc";
    /** A replay's stand-in for the outlinks step when links are not followed: settles them, writes none. */
    public static final String LINK_SINK = "link-sink";

    /** Kafka records: the message and where it came from (topic/partition/offset: a replay has the same). */
    public static final Fields MESSAGE_FIELDS = new Fields("message", "source");

    /**
     * Admitted URLs, grouped by politeness queue key; attempts = transient failures so far; redirects = hops here;
     * etag and last_modified: the validators of a revisit, for a conditional fetch (null otherwise); outages = the
     * deferrals so far for outages of a service; replay: its last try was lost (its tuple failed or timed out);
     * first_seen: when the URL entered the crawl (epoch ms, its crawl-status discovered_time), which picks its
     * article's time-based index; visit: the stamp of this visit ({@code VisitStamp}), the same for every try of it,
     * which its documents are written with (a replay's write is refused). Both travel with the page down to the
     * documents.
     */
    public static final Fields URL_FIELDS = new Fields("key", "url", "depth", "seed", "attempts", "redirects", "etag",
            "last_modified", "outages", "replay", "first_seen", "visit");
    /**
     * Fetched pages (the bytes as they came, decompressed; robots_tag: the X-Robots-Tag headers, one a line;
     * fetched_at: when the request went out, epoch ms - a replay's is its record's WARC-Date, the same moment - which
     * travels down to the documents' fetch_time, so a replay gives a page the crawl's fetch time).
     */
    public static final String PAGE = "page";
    public static final Fields PAGE_FIELDS = new Fields("url", "depth", "seed", "content_type", "bytes", "etag",
            "last_modified", "robots_tag", "first_seen", "visit", "fetched_at");
    /** Cleaned article pages, to both body algorithms. */
    public static final String ARTICLE = "article";
    /** Cleaned list, home and comment pages, to the records step. */
    public static final String LIST = "list";
    public static final Fields CLEANED_FIELDS = new Fields("url", "page", "first_seen", "visit", "fetched_at");
    /**
     * An article page, with the fuse task its two halves are sent to ({@code JoinPoint}), the canonical URL its
     * article is indexed under (null: its own), when its URL entered the crawl, and the stamp of this cleaning
     * ({@link FetchStamp}): both halves carry it, only halves of one stamp are fused (a replay's half never meets an
     * earlier attempt's), and a half of a larger stamp makes a waiting one of a smaller stale.
     */
    public static final Fields ARTICLE_FIELDS = new Fields("url", "page", "fuse_task", "canonical", "first_seen",
            "fetch_stamp", "visit", "fetched_at");
    /** Line-block's half: body line numbers and its page's fetch stamp; a direct stream, to the page's fuse task. */
    public static final String LINE_BLOCK_HALF = "line-block-half";
    public static final Fields LINE_BLOCK_FIELDS = new Fields("url", "lines", "algorithm", "reason", "fetch_stamp");
    /**
     * Punctuation density's half: body line numbers, the max-sum node, and the page and its canonical URL for fusion;
     * direct, like line-block's.
     */
    public static final String DENSITY_HALF = "density-half";
    public static final Fields DENSITY_FIELDS = new Fields("url", "lines", "algorithm", "reason", "max_sum_node", "page",
            "canonical", "first_seen", "fetch_stamp", "visit", "fetched_at");
    /** A page's documents, indexed together; its one status follows when all are stored. */
    public static final String DOCUMENTS = "documents";
    public static final Fields DOCUMENT_FIELDS = new Fields("url", "documents");
    /** A page's links to put on the urls topic: the children's depth and seed, the parent, the URLs. */
    public static final String OUTLINK = "outlink";
    public static final Fields OUTLINK_FIELDS = new Fields("parent", "depth", "seed", "links", "hints");
    /**
     * A source's visit: the ids of its in-scope links, its kind, the rate its dates tell, its answer's validators;
     * to the status step, which schedules its next visit.
     */
    public static final String VISIT = "visit";
    public static final Fields VISIT_FIELDS = new Fields("url", "links", "kind", "rate_hint", "etag", "last_modified");
    /** A redirect's target to queue: at the page's depth (a redirect costs none), after this many hops in a row. */
    public static final String REDIRECT = "redirect";
    public static final Fields REDIRECT_FIELDS = new Fields("parent", "depth", "seed", "target", "redirects");
    /**
     * A URL the fetch step did not queue (its host's queue is at fetch.max-queued-per-host): not a failure, no
     * attempt; its status stays, and it is due again at due_ms, from the frontier.
     */
    public static final String POSTPONE = "postpone";
    public static final Fields POSTPONE_FIELDS = new Fields("url", "due_ms", "reason");
    /**
     * Every URL's fate; when it is due next is the status step's to decide. attempts and outages: the failures so far
     * that were the URL's and the deferrals for outages (a success writes both as 0). {@code fields}: more
     * crawl-status fields the outcome sets (a HashMap, or null), e.g. where an indexed page's article document is.
     */
    public static final String STATUS = "status";
    public static final Fields STATUS_FIELDS = new Fields("url", "status", "reason", "http_status", "attempts",
            "etag", "last_modified", "outages", "fields", "retry_after_ms");

    private Streams() {
    }

    public static Values status(String url, CrawlStatus status, String reason, int httpStatus, int attempts) {
        return new Values(url, status.name(), reason, httpStatus, attempts, null, null, 0, null, 0L);
    }

    /** An outcome that sets more crawl-status fields ({@code fields}: a HashMap, which Storm's Kryo knows). */
    public static Values status(String url, CrawlStatus status, String reason, int httpStatus, int attempts,
                                java.util.HashMap<String, Object> fields) {
        return new Values(url, status.name(), reason, httpStatus, attempts, null, null, 0, fields, 0L);
    }

    /** An outcome with the answer's validators (ETag, Last-Modified; either may be null), kept for the next visit. */
    public static Values status(String url, CrawlStatus status, String reason, int httpStatus, int attempts,
                                String etag, String lastModified) {
        return new Values(url, status.name(), reason, httpStatus, attempts, etag, lastModified, 0, null, 0L);
    }

    /** A failure's outcome: retried, deferred or final, with the attempts and outage deferrals it counts. */
    public static Values failure(String url, CrawlStatus status, String reason, int httpStatus, int attempts,
                                 int outages) {
        return failure(url, status, reason, httpStatus, attempts, outages, 0);
    }

    /** As {@link #failure(String, CrawlStatus, String, int, int, int)}, with the wait the answer asked for (ms, 0: none). */
    public static Values failure(String url, CrawlStatus status, String reason, int httpStatus, int attempts,
                                 int outages, long retryAfterMs) {
        return new Values(url, status.name(), reason, httpStatus, attempts, null, null, outages, null, retryAfterMs);
    }

    /** True for the pulse spout's wake-up tuples and Storm's tick tuples. */
    public static boolean isPulse(Tuple t) {
        return PULSE.equals(t.getSourceComponent()) || TupleUtils.isTick(t);
    }
}
