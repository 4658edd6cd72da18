package com.newsx.commands.dashboard;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.commands.local.SourceHealth;
import com.newsx.commands.local.SourcesInTrouble;
import com.newsx.commands.local.StaleSources;

import java.time.Duration;
import java.time.Instant;

/**
 * The dashboard's sources in trouble as JSON ({@code /api/sources}): the same report as {@code bin/crawl status}'s
 * (failing now with the last answer and the next visit, retired, stale), with the counts in all beside the ones
 * shown, times as ISO instants and ages in seconds.
 */
final class SourcesJson {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SourcesJson() {
    }

    static ObjectNode of(SourceHealth.Report r, Duration staleAfter, Instant now) {
        ObjectNode out = JSON.createObjectNode();
        out.put("now", now.toString());
        ObjectNode failing = out.putObject("failing");
        failing.put("total", r.trouble().failingTotal());
        ArrayNode fs = failing.putArray("shown");
        for (SourcesInTrouble.Failing f : r.trouble().failing()) {
            ObjectNode o = fs.addObject().put("url", f.url());
            instant(o, "since", f.since());
            age(o, "failing_s", f.since(), now);
            o.put("failures", f.failures());
            if (f.httpStatus() != null && f.httpStatus() > 0) {
                o.put("http_status", f.httpStatus());
            }
            o.put("last_answer", SourcesInTrouble.lastAnswer(f.reason()));
            instant(o, "next_visit", f.nextVisit());
        }
        ObjectNode retired = out.putObject("retired");
        retired.put("total", r.trouble().retiredTotal());
        ArrayNode rs = retired.putArray("shown");
        for (SourcesInTrouble.Retired x : r.trouble().retired()) {
            ObjectNode o = rs.addObject().put("url", x.url());
            instant(o, "when", x.when());
            if (x.httpStatus() != null && x.httpStatus() > 0) {
                o.put("http_status", x.httpStatus());
            }
            o.put("last_answer", SourcesInTrouble.lastAnswer(x.reason()));
        }
        ObjectNode stale = out.putObject("stale");
        stale.put("after_s", staleAfter.toSeconds());
        stale.put("total", r.stale().stale());
        stale.put("judged", r.stale().judged());
        stale.put("sources", r.stale().sources());
        ArrayNode ss = stale.putArray("shown");
        for (StaleSources.Source s : r.stale().shown()) {
            ObjectNode o = ss.addObject().put("url", s.url());
            instant(o, "newest_article", s.newestArticle());
            age(o, "newest_article_age_s", s.newestArticle(), now);
            instant(o, "source_since", s.discovered());
        }
        return out;
    }

    private static void instant(ObjectNode o, String name, Instant t) {
        if (t == null) {
            o.putNull(name);
        } else {
            o.put(name, t.toString());
        }
    }

    private static void age(ObjectNode o, String name, Instant t, Instant now) {
        if (t == null) {
            o.putNull(name);
        } else {
            o.put(name, Math.max(0, Duration.between(t, now).toSeconds()));
        }
    }
}
