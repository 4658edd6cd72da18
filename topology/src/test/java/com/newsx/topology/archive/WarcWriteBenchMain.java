package com.newsx.topology.archive;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * What archiving a fetch costs on the caller's thread: records built, serialised and deflated (gzip level 1), for
 * the pages of a directory of HTML files. Prints microseconds and bytes allocated per page. Not a test: run by hand,
 * {@code java -cp ... WarcWriteBenchMain DIR [SECONDS]}.
 */
public final class WarcWriteBenchMain {
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 10;
        List<Capture> pages = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : (Iterable<Path>) files.sorted()::iterator) {
                String html = Files.readString(p, java.nio.charset.StandardCharsets.ISO_8859_1);
                pages.add(Captures.page("http://bench.example/" + p.getFileName(), html, 1_700_000_000_000L));
            }
        }
        long bytes = pages.stream().mapToLong(c -> c.payload().length).sum();
        System.out.printf("%d pages, %.1f KB a page%n", pages.size(), bytes / 1024.0 / pages.size());
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        for (String phase : new String[] {"warm-up", "measured"}) {
            long until = System.nanoTime() + (long) (seconds * 1e9);
            long n = 0;
            long out = 0;
            long alloc0 = mx.getCurrentThreadAllocatedBytes();
            long cpu0 = mx.getCurrentThreadCpuTime();
            while (System.nanoTime() < until) {
                for (Capture c : pages) {
                    out += WarcArchive.encode(ExchangeRecords.of(c), 1).bytes().remaining();
                    n++;
                }
            }
            long cpu = mx.getCurrentThreadCpuTime() - cpu0;
            long alloc = mx.getCurrentThreadAllocatedBytes() - alloc0;
            System.out.printf("%s: %d pages, %.1f us CPU a page, %.1f KB allocated a page, %.1f KB written a page%n",
                    phase, n, cpu / 1e3 / n, alloc / 1024.0 / n, out / 1024.0 / n);
        }
    }
}
