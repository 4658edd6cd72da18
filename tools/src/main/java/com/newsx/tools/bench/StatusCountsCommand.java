package com.newsx.tools.bench;

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
        String index = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--es" -> es = args[++i];
                case "--index" -> index = args[++i];
                case "-h", "--help" -> {
                    System.out.println("usage: StatusCountsCommand [--es URL] --index NAME   (URLs per status; --es defaults to 127.0.0.1:$NEWSX_ES_PORT or 9200)");
                    return;
                }
                default -> {
                    System.err.println("status-counts: unknown argument " + args[i] + " (see --help)");
                    System.exit(2);
                }
            }
        }
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
