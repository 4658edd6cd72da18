package com.newsx.extractor.bench;

import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.extractor.stages.NewsExtractor;
import org.jsoup.Jsoup;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Measures pages per second of a mode (a bare jsoup parse, or extraction with one algorithm) over the pages
 * of one or more manifests, preloaded as bytes: warm-up passes, then the best of several timed passes on one
 * thread and on all cores; prints the slowest page and the process's peak RSS (one mode per JVM for a per-mode
 * RSS). Modes given as {@code a,b} run interleaved in one JVM and their speed ratio is printed.
 * <pre>java ... ExtractBench MODE[,MODE] MANIFEST...
 * MODE = jsoup | decode-parse | line-block | punctuation-density | fused | full</pre>
 */
public final class ExtractBench {
    private record Page(String id, String url, byte[] bytes) {
    }

    private interface Task {
        void run(Page p) throws Exception;
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: ExtractBench jsoup|decode-parse|line-block|punctuation-density|fused|full MANIFEST...");
            System.exit(2);
        }
        String mode = args[0];
        List<Page> pages = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            pages.addAll(load(Path.of(args[i])));
        }
        PageExtractor full = new PageExtractor(ExtractorSettings.defaults());
        NewsExtractor extractor = full.articles();
        String[] modes = mode.split(",");
        Task[] tasks = new Task[modes.length];
        for (int m = 0; m < modes.length; m++) {
            tasks[m] = task(modes[m], extractor, full);
        }
        int cores = Runtime.getRuntime().availableProcessors();
        // Warm-up until the JIT has compiled the hot paths (a crawl runs for hours: steady state is the figure);
        // two passes left C2 still compiling a large pipeline.
        for (Task t : tasks) {
            long until = System.nanoTime() + WARM_UP_NANOS;
            for (int pass = 0; pass < 2 || System.nanoTime() < until; pass++) {
                runPass(pages, t, 1);
            }
        }
        // Rounds interleave the modes, so that load from other processes hits them alike.
        double[][] single = new double[modes.length][];
        double[][] multi = new double[modes.length][];
        double[] bestCpu = new double[modes.length];
        for (int r = 0; r < ROUNDS; r++) {
            for (int m = 0; m < modes.length; m++) {
                double[] round = runPass(pages, tasks[m], 1);
                single[m] = better(single[m], round);
                bestCpu[m] = Math.max(bestCpu[m], round[2]);
                multi[m] = better(multi[m], runPass(pages, tasks[m], cores));
            }
        }
        for (int m = 0; m < modes.length; m++) {
            System.out.printf("%-20s pages %4d  1 thread %7.1f pages/s (%.1f per CPU-second)  %d threads %7.1f pages/s"
                            + "  slowest page %6.1f ms  peak RSS %s%n", modes[m], pages.size(), single[m][0],
                    bestCpu[m], cores, multi[m][0], single[m][1], peakRss());
        }
        if (modes.length == 2) {
            System.out.printf("%s runs at %.0f%% of %s on one thread, %.0f%% on %d threads%n", modes[1],
                    100 * single[1][0] / single[0][0], modes[0], 100 * multi[1][0] / multi[0][0], cores);
        }
    }

    private static Task task(String mode, NewsExtractor extractor, PageExtractor full) {
        if ("full".equals(mode)) {
            // What the crawl runs per page: fields, fused body, page type and data records.
            return p -> {
                try {
                    full.extract(p.bytes(), null, p.url(), Algorithm.FUSED);
                } catch (ExtractionException e) {
                    // counted like any page: the work was done
                }
            };
        }
        if ("jsoup".equals(mode)) {
            return p -> Jsoup.parse(new ByteArrayInputStream(p.bytes()), null, "");
        }
        if ("decode-parse".equals(mode)) {
            return p -> extractor.parse(p.bytes(), null, p.url());
        }
        Algorithm algorithm = Algorithm.parse(mode);
        return p -> {
            try {
                extractor.extract(p.bytes(), null, p.url(), algorithm);
            } catch (ExtractionException e) {
                // counted like any page: the work was done
            }
        };
    }

    private static double[] better(double[] best, double[] round) {
        return best == null || round[0] > best[0] ? round : best;
    }

    private static final int ROUNDS = 5;
    private static final long WARM_UP_NANOS = Long.getLong("bench.warmup.seconds", 10) * 1_000_000_000L;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /**
     * Returns pages/s, the slowest page in ms and pages per CPU-second of the working threads (which other
     * processes' load sways much less than pages/s: a descheduled thread burns no CPU time).
     */
    private static double[] runPass(List<Page> pages, Task task, int threads) throws Exception {
        AtomicInteger next = new AtomicInteger();
        long[] slowest = new long[threads];
        long[] cpu = new long[threads];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        long start = System.nanoTime();
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int worker = t;
            futures.add(pool.submit(() -> {
                long cpu0 = THREADS.getCurrentThreadCpuTime();
                for (int i = next.getAndIncrement(); i < pages.size(); i = next.getAndIncrement()) {
                    long t0 = System.nanoTime();
                    task.run(pages.get(i));
                    slowest[worker] = Math.max(slowest[worker], System.nanoTime() - t0);
                }
                cpu[worker] = THREADS.getCurrentThreadCpuTime() - cpu0;
                return null;
            }));
        }
        for (Future<?> f : futures) {
            f.get();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        pool.shutdown();
        long max = 0;
        for (long s : slowest) {
            max = Math.max(max, s);
        }
        long cpuTotal = 0;
        for (long c : cpu) {
            cpuTotal += c;
        }
        return new double[]{pages.size() / seconds, max / 1e6, pages.size() / (cpuTotal / 1e9)};
    }

    private static List<Page> load(Path manifest) throws IOException {
        return ManifestPages.read(manifest).stream().map(p -> new Page(p.id(), p.url(), p.bytes())).toList();
    }

    /** VmHWM of this process (Linux), or "n/a". */
    private static String peakRss() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    long kb = Long.parseLong(line.replaceAll("\\D", ""));
                    return (kb / 1024) + " MB";
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return "n/a";
    }
}
