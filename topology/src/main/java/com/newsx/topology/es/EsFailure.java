package com.newsx.topology.es;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why Elasticsearch did not take a write: the document's fault, which no retry mends, or an outage of the cluster
 * or of the index, which passes. Only what the document causes is permanent (a value its field's type cannot take,
 * an argument it makes illegal, a size over the request limit); a write block (403, e.g. {@code index.blocks.write}
 * or the disk's flood stage), a closed (400) or missing (404) index, overload (429), any 5xx and no answer at all are
 * outages: the write is tried again later, never recorded as the URL's final fate. So is an index whose strict
 * mapping lacks a field the crawl writes ({@link #mappingBehind}): the index predates its template's latest mapping,
 * which {@link MappingUpgrade} puts on it, and every document would be refused alike until then. An unknown error is
 * taken as an outage too: deferring a write that can never succeed costs retries, recording a passing error as final
 * loses the page.
 */
public final class EsFailure {
    /** The kinds of failure. */
    public enum Cause {
        /** The document cannot be stored as it is: record it, do not retry. */
        DOCUMENT,
        /** The cluster or the index cannot take writes now: retry later. */
        OUTAGE,
        /** A conditional write found a newer version (409): the caller decides (read again, or drop as stale). */
        CONFLICT
    }

    /** Error types of a 400 or 404 that say the index, not the document, is the trouble. */
    private static final Set<String> INDEX_TROUBLE = Set.of("index_closed_exception", "index_not_found_exception",
            "cluster_block_exception", "unavailable_shards_exception", "no_shard_available_action_exception",
            "es_rejected_execution_exception", "circuit_breaking_exception", "process_cluster_event_timeout_exception");

    /** Error types under which Elasticsearch may report a strict mapping's refusal of an unknown field. */
    private static final Set<String> PARSING = Set.of("document_parsing_exception", "mapper_parsing_exception");

    /** A strict mapping's words for a field it does not have: the field, and the object it would be in. */
    private static final Pattern UNMAPPED = Pattern.compile("dynamic introduction of \\[([^\\]]*)] within \\[([^\\]]*)]");

    private EsFailure() {
    }

    /**
     * The cause of a failed operation: its HTTP status (0: no answer), the error's type and reason (either may be
     * null). A bad value (a date that does not parse: {@code document_parsing_exception}, "failed to parse field")
     * is the document's; an unknown field refused by a strict mapping is the index's.
     */
    public static Cause of(int status, String type, String reason) {
        if (type != null && INDEX_TROUBLE.contains(type) || mappingBehind(type, reason)) {
            return Cause.OUTAGE;
        }
        if (status == 409) {
            return Cause.CONFLICT;
        }
        // 400: the request (our document) is malformed; 404 without a missing index: the document to update is
        // gone; 413: larger than the cluster takes
        if (status == 400 || status == 404 || status == 413) {
            return Cause.DOCUMENT;
        }
        return Cause.OUTAGE;
    }

    /**
     * Whether the index refused a field its strict mapping does not have: the crawl writes only fields its templates
     * map, so the index's mapping is older than its template (a crawl started where the templates' mappings were
     * not put on the indices).
     */
    public static boolean mappingBehind(String type, String reason) {
        if ("strict_dynamic_mapping_exception".equals(type)) {
            return true;
        }
        return type != null && PARSING.contains(type) && reason != null && UNMAPPED.matcher(reason).find();
    }

    /** The field (a dotted path) a strict mapping refused, from the error's reason; null when it names none. */
    public static String unmappedField(String reason) {
        Matcher m = reason == null ? null : UNMAPPED.matcher(reason);
        if (m == null || !m.find()) {
            return null;
        }
        String within = m.group(2);
        return within.isEmpty() || within.equals("_doc") || within.startsWith("_") ? m.group(1) : within + "." + m.group(1);
    }

    /**
     * Why a write to {@code index} failed, for the worker's log and the Storm UI: {@code type: reason}, led for a
     * mapping behind its template by the index, the field and what brings the mapping up to date.
     */
    public static String describe(String index, String type, String reason) {
        String why = type + ": " + reason;
        if (!mappingBehind(type, reason)) {
            return why;
        }
        String field = unmappedField(reason);
        return "the mapping of index " + index + " has no field " + (field == null ? "(unnamed)" : field)
                + ": it predates its index template; the write waits until the template's mapping is put on the index"
                + " (bin/crawl and bin/submit do it when they start, so does bin/services start) - " + why;
    }
}
