package com.newsx.commands.local;

import co.elastic.clients.elasticsearch._types.SortOrder;
import co.elastic.clients.elasticsearch.core.SearchRequest;
import com.newsx.topology.doc.CrawlStatus;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The sources in trouble of {@code bin/crawl status}: those failing now (status failing: their last visits failed,
 * they are visited again after a back-off), the longest failing first, and those retired (failing without a break for
 * {@code frontier.source.retire-after-s}: no longer visited), the last retired first. Two searches of at most
 * {@code limit} documents each, built and read here; the command sends them.
 */
public final class SourcesInTrouble {
    /** The fields shown; reason is the last answer as the status step wrote it. */
    static final List<String> FIELDS = List.of("url", "failing_since", "failures", "reason", "http_status",
            "next_fetch_time", "status_time");
    /** A reason longer than this is cut in a line: the whole of it is in crawl-status. */
    static final int REASON_CHARS = 120;

    /** A source failing now. Times are null when its document has none. */
    public record Failing(String url, Instant since, int failures, String reason, Integer httpStatus, Instant nextVisit) {
    }

    /** A source retired, at {@code when} (its last status). */
    public record Retired(String url, Instant when, String reason, Integer httpStatus) {
    }

    /** What the two searches found: at most the limit of each, and how many there are in all. */
    public record Trouble(List<Failing> failing, long failingTotal, List<Retired> retired, long retiredTotal) {
    }

    private final String statusIndex;
    private final int limit;

    public SourcesInTrouble(String statusIndex, int limit) {
        if (limit <= 0) {
            throw new IllegalArgumentException("sources in trouble: a limit above 0, got " + limit);
        }
        this.statusIndex = statusIndex;
        this.limit = limit;
    }

    /** The sources failing now, the longest failing first. */
    public SearchRequest failing() {
        return SearchRequest.of(s -> s.index(statusIndex).size(limit).trackTotalHits(t -> t.enabled(true))
                .query(q -> q.term(t -> t.field("status").value(CrawlStatus.FAILING.value())))
                .sort(o -> o.field(f -> f.field("failing_since").order(SortOrder.Asc).missing("_last")))
                .source(c -> c.filter(f -> f.includes(FIELDS))));
    }

    /** The sources retired, the last retired first. */
    public SearchRequest retired() {
        return SearchRequest.of(s -> s.index(statusIndex).size(limit).trackTotalHits(t -> t.enabled(true))
                .query(q -> q.term(t -> t.field("status").value(CrawlStatus.RETIRED.value())))
                .sort(o -> o.field(f -> f.field("status_time").order(SortOrder.Desc).missing("_last")))
                .source(c -> c.filter(f -> f.includes(FIELDS))));
    }

    /**
     * Reads the documents the two searches returned (their sources) and their totals; sorts them again, so that the
     * order does not rest on the search's.
     */
    public Trouble read(List<Map<String, Object>> failingDocs, long failingTotal, List<Map<String, Object>> retiredDocs,
                        long retiredTotal) {
        List<Failing> failing = new ArrayList<>();
        for (Map<String, Object> d : failingDocs) {
            failing.add(new Failing(text(d.get("url")), StatusFields.instant(d.get("failing_since")),
                    StatusFields.integer(d.get("failures"), 0), text(d.get("reason")),
                    StatusFields.integerOrNull(d.get("http_status")), StatusFields.instant(d.get("next_fetch_time"))));
        }
        failing.sort(Comparator.comparing(Failing::since, Comparator.nullsLast(Comparator.naturalOrder())));
        List<Retired> retired = new ArrayList<>();
        for (Map<String, Object> d : retiredDocs) {
            retired.add(new Retired(text(d.get("url")), StatusFields.instant(d.get("status_time")), text(d.get("reason")),
                    StatusFields.integerOrNull(d.get("http_status"))));
        }
        retired.sort(Comparator.comparing(Retired::when, Comparator.nullsLast(Comparator.reverseOrder())));
        return new Trouble(cut(failing), Math.max(failingTotal, failing.size()), cut(retired),
                Math.max(retiredTotal, retired.size()));
    }

    private <T> List<T> cut(List<T> all) {
        return List.copyOf(all.subList(0, Math.min(limit, all.size())));
    }

    /** A heading line per kind, then a line per source and "and K more" when there are more than shown. */
    public static List<String> lines(Trouble t, Instant now) {
        List<String> out = new ArrayList<>();
        out.add(CrawlFigures.line("sources failing", t.failingTotal() + (t.failing().isEmpty() ? "" : "  (the longest failing first)")));
        for (Failing f : t.failing()) {
            String since = f.since() == null ? "failing" : "failing for " + CrawlFigures.span(Duration.between(f.since(), now))
                    + " (since " + f.since() + ")";
            String next = f.nextVisit() == null ? "" : ", next visit " + (f.nextVisit().isAfter(now)
                    ? "in " + CrawlFigures.span(Duration.between(now, f.nextVisit())) : "due now");
            out.add("  " + f.url());
            out.add("    " + since + ", " + f.failures() + " in a row" + next + "; last answer: "
                    + answer(f.httpStatus(), lastAnswer(f.reason())));
        }
        more(out, t.failingTotal(), t.failing().size());
        out.add(CrawlFigures.line("sources retired", t.retiredTotal() + (t.retired().isEmpty() ? "" : "  (the last retired first)")));
        for (Retired r : t.retired()) {
            out.add("  " + r.url());
            out.add("    retired " + (r.when() == null ? "" : CrawlFigures.age(r.when(), now)) + "; last answer: "
                    + answer(r.httpStatus(), lastAnswer(r.reason())));
        }
        more(out, t.retiredTotal(), t.retired().size());
        return out;
    }

    static void more(List<String> out, long total, int shown) {
        if (total > shown) {
            out.add("  and " + (total - shown) + " more");
        }
    }

    /** "HTTP 404, http_error: ..." where the status is known and the reason does not already name it. */
    private static String answer(Integer httpStatus, String reason) {
        String said = reason == null || reason.isEmpty() ? "-" : reason;
        if (httpStatus == null || httpStatus <= 0 || said.contains("HTTP " + httpStatus)) {
            return said;
        }
        return "HTTP " + httpStatus + ", " + said;
    }

    /**
     * The answer itself out of the reason the status step wrote around it: a failing source's ends with its streak
     * "(failing since ..., N in a row; next visit in S s)", a retired one's starts with "retired: ...; last: ", both
     * shown apart already; cut to {@link #REASON_CHARS}.
     */
    public static String lastAnswer(String reason) {
        if (reason == null) {
            return null;
        }
        String r = reason;
        int last = r.startsWith("retired: ") ? r.indexOf("; last: ") : -1;
        if (last >= 0) {
            r = r.substring(last + "; last: ".length());
        }
        int streak = r.lastIndexOf(" (failing since ");
        if (streak > 0 && r.endsWith(")")) {
            r = r.substring(0, streak);
        }
        return r.length() <= REASON_CHARS ? r : r.substring(0, REASON_CHARS - 3) + "...";
    }

    private static String text(Object o) {
        return o == null ? null : o.toString();
    }
}
