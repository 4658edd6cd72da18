package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * What the bench web of ../shared/bench saw in a crawl bench (benchweb.py writes its stats when stopped): page
 * requests served against the distinct pages that exist (a crawl fetching a page twice shows here), robots.txt,
 * sitemap and 404 requests, and the bytes sent.
 */
public final class BenchWebReport {
    private BenchWebReport() {
    }

    /** usage: BenchWebReport WEB_STATS_JSON */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: BenchWebReport WEB_STATS_JSON");
            System.exit(2);
        }
        print(System.out, new ObjectMapper().readTree(Path.of(args[0]).toFile()));
    }

    static void print(PrintStream out, JsonNode s) {
        JsonNode r = s.path("requests");
        out.println();
        out.println("bench web: " + s.path("pages_served").asLong(0) + " page requests served ("
                + s.path("pages_total").asLong(0) + " distinct pages exist), robots.txt " + r.path("robots").asLong(0)
                + ", sitemap " + r.path("sitemap").asLong(0) + ", 404 " + r.path("404").asLong(0) + ", "
                + Decimals.fixed(s.path("bytes").asDouble(0) / 1e6, 1) + " MB");
    }
}
