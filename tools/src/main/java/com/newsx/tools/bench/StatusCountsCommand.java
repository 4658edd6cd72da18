package com.newsx.tools.bench;

import com.newsx.args.Args;

import java.io.IOException;
import java.util.Map;

/**
 * {@code StatusCountsCommand [--es URL] --index NAME}: URLs per status in a crawl-status index, one
 * "status count" line each, most telling first, then the total. bin/demo prints it at the end of its crawl.
 */
public final class StatusCountsCommand {
    private StatusCountsCommand() {
    }

    public static void main(String[] args) throws InterruptedException {
        String port = System.getenv("NEWSX_ES_PORT");
        String es = "http://127.0.0.1:" + (port == null || port.isBlank() ? "9200" : port.strip());
        Args a;
        try {
            a = Args.spec().values("--es", "--index").parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("status-counts: " + e.getMessage() + " (see --help)");
            System.exit(2);
            return;
        }
        if (a.help()) {
            System.out.println("usage: StatusCountsCommand [--es URL] --index NAME   (URLs per status; --es defaults to 127.0.0.1:$NEWSX_ES_PORT or 9200)");
            return;
        }
        es = a.value("--es", es);
        String index = a.value("--index");
        if (index == null) {
            System.err.println("status-counts: --index is required (see --help)");
            System.exit(2);
        }
        try {
            Map<String, Long> counts = BenchReport.ordered(new StatusCounts(es, index).read());
            long total = 0;
            for (Map.Entry<String, Long> e : counts.entrySet()) {
                System.out.printf("  %-16s %6d%n", e.getKey(), e.getValue());
                total += e.getValue();
            }
            System.out.printf("  %-16s %6d%n", "total", total);
        } catch (IOException e) {
            System.err.println("status-counts: Elasticsearch at " + es + " did not answer: " + e.getMessage());
            System.exit(1);
        }
    }
}
