package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where Elasticsearch's time went in a {@code bin/bench crawl} run, per index of the run (indexing, refresh, merges,
 * searches, gets), from its own counters ({@code _stats?level=indices} of the run's indices); index time also per
 * completed page. The times are threads' wall time, so they show shares rather than CPU.
 */
public final class EsIndexTimes {
    private EsIndexTimes() {
    }

    /** usage: EsIndexTimes STATS_JSON COMPLETED_PAGES RUN (COMPLETED_PAGES may be empty: no per-page figure) */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: EsIndexTimes STATS_JSON COMPLETED_PAGES RUN");
            System.exit(2);
        }
        print(System.out, new ObjectMapper().readTree(Path.of(args[0]).toFile()), pages(args[1]), args[2]);
    }

    /** The completed pages, NaN when unknown or none (the per-page column then reads nan). */
    static double pages(String completed) {
        double pages = completed.isBlank() ? 0 : Double.parseDouble(completed.strip());
        return pages == 0 ? Double.NaN : pages;
    }

    static void print(PrintStream out, JsonNode stats, double pages, String run) {
        JsonNode indices = PythonText.key(stats, "indices");
        out.println();
        out.println("Elasticsearch per index of the run (ms: summed thread time; /page: per completed page):");
        out.println(String.format(Locale.ROOT, "  %-14s %8s %10s %9s %9s %9s %9s %8s %8s", "index", "docs", "index ops",
                "index ms", "/page", "refresh", "merge", "queries", "gets"));
        List<String> names = new ArrayList<>();
        indices.fieldNames().forEachRemaining(names::add);
        names.sort(null);
        for (String name : names) {
            JsonNode p = PythonText.key(indices.get(name), "primaries");
            JsonNode indexing = PythonText.key(p, "indexing");
            String shortName = name.replace("-" + run, "");
            long indexMs = count(indexing, "index_time_in_millis");
            out.println(String.format(Locale.ROOT, "  %-14s %8d %10d %9d %9s %9d %9d %8d %8d",
                    shortName.substring(0, Math.min(14, shortName.length())), count(p.get("docs"), "count"),
                    count(indexing, "index_total"), indexMs, Decimals.fixed(indexMs / pages, 2),
                    count(p.get("refresh"), "total_time_in_millis"), count(p.get("merges"), "total_time_in_millis"),
                    count(p.get("search"), "query_total"), count(p.get("get"), "total")));
        }
    }

    private static long count(JsonNode node, String key) {
        return PythonText.key(node, key).asLong();
    }
}
