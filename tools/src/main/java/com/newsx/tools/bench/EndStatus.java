package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static com.newsx.tools.bench.PythonText.key;

/**
 * How a soak's crawl-status index stands when the crawl ends ({@code bin/bench soak}): sources retired and failing,
 * sources due again, and the URLs left hanging - not final, and not a source the frontier will visit again. Read
 * from one search: the URLs not final (their hits) and every URL's status (a global aggregation, {@link #QUERY}).
 *
 * @param statuses  URLs per status over the whole index
 * @param notFinal  URLs not final in the index (more than {@code read} when the search could not return them all)
 * @param read      URLs not final the search returned
 * @param dueAgain  sources due again among them
 * @param hanging   the rest, by status then URL
 */
record EndStatus(Map<String, Long> statuses, long notFinal, int read, int dueAgain, List<Url> hanging) {

    /** The search: the URLs not final with the fields the report needs; the statuses counted over the whole index. */
    static final String QUERY = "{\"size\": 10000, \"track_total_hits\": true,"
            + " \"_source\": [\"url\", \"status\", \"kind\", \"reason\", \"next_fetch_time\"],"
            + " \"query\": {\"term\": {\"final\": false}},"
            + " \"aggs\": {\"all\": {\"global\": {}, \"aggs\": {\"status\": {\"terms\": {\"field\": \"status\", \"size\": 100}}}}}}";

    /** A URL left hanging: its status and the reason its document gives (empty when none). */
    record Url(String url, String status, String reason) {
    }

    /** The figures of the search's response. */
    static EndStatus of(JsonNode response) {
        Map<String, Long> statuses = new TreeMap<>();
        for (JsonNode b : key(key(key(key(response, "aggregations"), "all"), "status"), "buckets")) {
            statuses.put(key(b, "key").asText(), key(b, "doc_count").asLong());
        }
        JsonNode hits = key(response, "hits");
        List<Url> hanging = new ArrayList<>();
        int read = 0;
        int dueAgain = 0;
        for (JsonNode h : key(hits, "hits")) {
            JsonNode doc = key(h, "_source");
            read++;
            if (sourceDueAgain(doc)) {
                dueAgain++;
            } else {
                hanging.add(new Url(text(doc, "url"), text(doc, "status"), text(doc, "reason")));
            }
        }
        hanging.sort(Comparator.comparing(Url::status).thenComparing(Url::url));
        return new EndStatus(statuses, key(key(hits, "total"), "value").asLong(), read, dueAgain, List.copyOf(hanging));
    }

    /**
     * A source the frontier will visit again: a source (kind "source", or failing, which only a source can be) with
     * a next visit set. Anything else not final is a URL the crawl started and did not finish.
     */
    static boolean sourceDueAgain(JsonNode doc) {
        boolean source = "source".equals(text(doc, "kind")) || "failing".equals(text(doc, "status"));
        return source && !text(doc, "next_fetch_time").isEmpty();
    }

    long count(String status) {
        return statuses.getOrDefault(status, 0L);
    }

    private static String text(JsonNode doc, String field) {
        JsonNode v = doc.get(field);
        return v == null || v.isNull() ? "" : v.asText();
    }
}
