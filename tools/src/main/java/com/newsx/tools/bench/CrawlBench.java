package com.newsx.tools.bench;

import com.newsx.args.Args;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The measuring half of {@code bin/bench crawl} (the script starts and stops the processes): every 2 s it
 * reads the crawl-status counts and the CPU time and memory of each named process, shows a progress line,
 * and stops once the expected pages are completed, the counts stop moving, the watched process exits or
 * the time limit passes. Then it prints the figures ({@link BenchReport}). See {@code --help}.
 */
public final class CrawlBench {
    static final String USAGE = """
            usage: CrawlBench (--es URL --index STATUS_INDEX | --counts-file FILE) [--expect PAGES] [--seconds LIMIT] [--idle-seconds S]
                              [--pid NAME=PID]... [--watch NAME] [--stack NAME,NAME...] [--samples FILE] [--summary FILE]
                              [--hosts N] [--delay-ms MS] [--latency-ms MS] [--clk-tck HZ] [--period-ms MS]
                              [--reference on|off]
              Samples the crawl-status index and the named processes until PAGES pages are completed
              (indexed + fetched_nothing + error), nothing changed for S s (default 60), the watched process
              exited, or LIMIT s (default 600) passed; then prints counts, steady-state pages/s, CPU and RSS.
              --stack names the processes whose peak RSS is summed as the stack (default crawler,kafka,elasticsearch);
              --hosts/--delay-ms/--latency-ms only choose which reference figures are printed; --summary writes the
              figures as key=value lines too (what bin/bench crawl --compare reads). --counts-file reads the counts
              per status from a file of key=value lines the crawler rewrites (bin/bench stormcrawler) instead of
              the index; --reference off leaves out the reference figures of ../shared/bench/README.md (for the
              reference crawl itself).""";

    private CrawlBench() {
    }

    public static void main(String[] args) throws Exception {
        BenchOptions o;
        try {
            o = BenchOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("bench: " + e.getMessage() + "\n" + USAGE);
            System.exit(2);
            return;
        }
        if (o == null) {
            System.out.println(USAGE);
            return;
        }
        Threads threads = new Threads();
        long start = System.currentTimeMillis();
        List<Sample> samples = run(o, threads, start);
        BenchReport report = new BenchReport(o, samples, completions(o, start));
        report.print(System.out);
        threads.print(o);
        if (o.summary() != null) {
            StringBuilder b = new StringBuilder();
            report.summary().forEach((k, v) -> b.append(k).append('=').append(v).append('\n'));
            threads.summary(o).forEach((k, v) -> b.append(k).append('=').append(v).append('\n'));
            Files.writeString(o.summary(), b);
        }
        System.exit(samples.isEmpty() || StatusCounts.completed(samples.get(samples.size() - 1).counts()) == 0 ? 1 : 0);
    }

    /** Counts and process figures at one moment; t in seconds since the first sample. */
    record Sample(double t, Map<String, Long> counts, Map<String, ProcStats> procs, long machineBusyTicks) {
        Sample(double t, Map<String, Long> counts, Map<String, ProcStats> procs) {
            this(t, counts, procs, -1);
        }
    }

    /**
     * Per-thread-group CPU of the crawler JVMs and of Elasticsearch, snapshotted when 10 % and 90 % of the expected
     * pages are completed.
     */
    private static final class Threads {
        /**
         * Elasticsearch's JIT above this many ms a page means it was still compiling its code: started or restarted
         * shortly before (its first two 10,000-page crawls after a start: 1.8-2.9 and 0.8-1.1 ms a page, both 15-30 %
         * slower; warm, from the third on: 0.05-0.36).
         */
        static final double ES_COLD_JIT_MS = 0.5;
        Map<String, Map<String, Long>> from = Map.of();
        Map<String, Map<String, Long>> to = Map.of();
        double fromT;
        double toT;
        long fromPages;
        long toPages;

        void sample(BenchOptions o, double t, long completed) {
            if (o.expect() <= 0) {
                return;
            }
            if (from.isEmpty() && completed >= o.expect() / 10) {
                from = snapshot(o);
                fromT = t;
                fromPages = completed;
            } else if (!from.isEmpty() && to.isEmpty() && completed >= o.expect() * 9 / 10) {
                to = snapshot(o);
                toT = t;
                toPages = completed;
            }
        }

        private static boolean crawler(String name) {
            return name.equals("crawler") || name.matches("worker\\d+");
        }

        private static Map<String, Map<String, Long>> snapshot(BenchOptions o) {
            Map<String, Map<String, Long>> m = new TreeMap<>();
            o.pids().forEach((name, pid) -> {
                if (crawler(name) || name.equals("elasticsearch")) {
                    m.put(name, ThreadCpu.read(pid));
                }
            });
            return m;
        }

        private static Map<String, Map<String, Long>> only(Map<String, Map<String, Long>> m, Predicate<String> names) {
            Map<String, Map<String, Long>> r = new TreeMap<>();
            m.forEach((name, groups) -> {
                if (names.test(name)) {
                    r.put(name, groups);
                }
            });
            return r;
        }

        private double jitMs(BenchOptions o, Predicate<String> names) {
            return ThreadCpu.msPerPage(only(from, names), only(to, names), toPages - fromPages, o.clkTck())
                    .getOrDefault("jit compiler", Double.NaN);
        }

        void print(BenchOptions o) {
            long pages = toPages - fromPages;
            double seconds = toT - fromT;
            ThreadCpu.print(System.out, "crawler", only(from, Threads::crawler), only(to, Threads::crawler), pages,
                    seconds, o.clkTck());
            Predicate<String> es = "elasticsearch"::equals;
            ThreadCpu.print(System.out, "Elasticsearch", only(from, es), only(to, es), pages, seconds, o.clkTck());
            double jit = jitMs(o, es);
            if (jit > ES_COLD_JIT_MS) {
                System.out.printf("  Elasticsearch was still compiling its code (its JIT %.2f ms a page; warm, below %.1f):"
                        + " it was started shortly before, so its CPU a page here is above its steady state%n",
                        jit, ES_COLD_JIT_MS);
            }
        }

        /** Summary lines: each process's JIT CPU ms a page in the window, and whether Elasticsearch was cold. */
        Map<String, String> summary(BenchOptions o) {
            Map<String, String> m = new LinkedHashMap<>();
            double crawlerJit = jitMs(o, Threads::crawler);
            double esJit = jitMs(o, "elasticsearch"::equals);
            if (!Double.isNaN(crawlerJit)) {
                m.put("jit_ms_per_page.crawler", String.format(Locale.ROOT, "%.3f", crawlerJit));
            }
            if (!Double.isNaN(esJit)) {
                m.put("jit_ms_per_page.elasticsearch", String.format(Locale.ROOT, "%.3f", esJit));
                // bin/bench crawl measures again when a run met Elasticsearch cold (its --warm-up)
                m.put("elasticsearch_cold", esJit > ES_COLD_JIT_MS ? "yes" : "no");
            }
            return m;
        }
    }

    /**
     * Each page's completion time read back from crawl-status (null for a counts file, or when it cannot be read:
     * the report then takes its marks from the samples).
     */
    private static List<SteadyState.Point> completions(BenchOptions o, long start) throws InterruptedException {
        if (o.countsFile() != null) {
            return null;
        }
        try {
            return new StatusCounts(o.es(), o.index()).completions(start);
        } catch (IOException | RuntimeException e) {
            System.err.println("bench: cannot read the pages' completion times (" + e.getMessage()
                    + "): the steady state comes from the sampled counts");
            return null;
        }
    }

    private static List<Sample> run(BenchOptions o, Threads threads, long start) throws InterruptedException,
            IOException {
        StatusCounts status = o.countsFile() == null ? new StatusCounts(o.es(), o.index()) : null;
        CountsFile file = o.countsFile() == null ? null : new CountsFile(o.countsFile());
        List<Sample> samples = new ArrayList<>();
        Progress progress = new Progress(o);
        long lastChange = start;
        long lastAnswer = start;
        Map<String, Long> counts = Map.of();
        String stop;
        try (PrintWriter tsv = o.samples() == null ? null : new PrintWriter(Files.newBufferedWriter(o.samples()))) {
            if (tsv != null) {
                tsv.println(tsvHeader(o));
            }
            for (long k = 0; ; k++) {
                long now = System.currentTimeMillis();
                try {
                    Map<String, Long> c = file != null ? file.read() : status.read();
                    lastAnswer = now;
                    if (!c.equals(counts)) {
                        lastChange = now;
                    }
                    counts = c;
                } catch (IOException e) {
                    progress.note((file != null ? "cannot read the counts: " : "Elasticsearch did not answer: ") + e.getMessage());
                }
                Map<String, ProcStats> procs = new LinkedHashMap<>();
                o.pids().forEach((name, pid) -> procs.put(name, ProcStats.read(pid)));
                Sample s = new Sample((now - start) / 1000.0, new TreeMap<>(counts), procs, ProcStats.machineBusyTicks());
                samples.add(s);
                if (tsv != null) {
                    tsv.println(tsvLine(o, s));
                    tsv.flush();
                }
                progress.show(samples);
                long completed = StatusCounts.completed(counts);
                threads.sample(o, s.t(), completed);
                if (o.expect() > 0 && completed >= o.expect()) {
                    stop = "all " + o.expect() + " pages completed";
                } else if (now - start >= o.seconds() * 1000) {
                    stop = "time limit of " + o.seconds() + " s";
                } else if (!counts.isEmpty() && now - lastChange >= o.idleSeconds() * 1000) {
                    stop = "no change for " + o.idleSeconds() + " s";
                } else if (now - lastAnswer >= 60_000) {
                    stop = (file != null ? "the counts were unreadable" : "Elasticsearch did not answer") + " for 60 s";
                } else if (o.watch() != null && !procs.get(o.watch()).alive()) {
                    stop = o.watch() + " (pid " + o.pids().get(o.watch()) + ") exited";
                } else {
                    long next = start + (k + 1) * o.periodMs();
                    Thread.sleep(Math.max(0, next - System.currentTimeMillis()));
                    continue;
                }
                break;
            }
        }
        progress.done("stopped: " + stop);
        return samples;
    }

    private static String tsvHeader(BenchOptions o) {
        StringBuilder b = new StringBuilder("t_s\tcompleted");
        for (String s : BenchReport.STATUSES) {
            b.append('\t').append(s);
        }
        o.pids().keySet().forEach(n -> b.append('\t').append(n).append("_cpu_ticks\t").append(n).append("_rss_kb\t")
                .append(n).append("_hwm_kb"));
        return b.toString();
    }

    private static String tsvLine(BenchOptions o, Sample s) {
        StringBuilder b = new StringBuilder().append(s.t()).append('\t').append(StatusCounts.completed(s.counts()));
        for (String st : BenchReport.STATUSES) {
            b.append('\t').append(s.counts().getOrDefault(st, 0L));
        }
        s.procs().values().forEach(p -> b.append('\t').append(p.cpuTicks()).append('\t').append(p.rssKb()).append('\t')
                .append(p.hwmKb()));
        return b.toString();
    }

    /** Options, checked. */
    record BenchOptions(String es, String index, long expect, long seconds, long idleSeconds,
                        Map<String, Long> pids, String watch, List<String> stack, Path samples, int hosts,
                        long delayMs, long latencyMs, long clkTck, long periodMs, Path summary, Path countsFile,
                        boolean reference) {

        /** Where the counts come from, as the report names it. */
        String source() {
            return countsFile != null ? countsFile.toString() : index;
        }

        /** The options, or null for --help. */
        static BenchOptions parse(String[] args) {
            Args a = Args.spec().values("--es", "--index", "--expect", "--seconds", "--idle-seconds", "--watch", "--stack",
                    "--samples", "--summary", "--hosts", "--delay-ms", "--latency-ms", "--clk-tck", "--period-ms",
                    "--counts-file", "--reference").repeated("--pid")
                    .parse(args);
            if (a.help()) {
                return null;
            }
            String es = a.value("--es");
            String index = a.value("--index");
            long expect = number(a, "--expect", 0);
            long seconds = number(a, "--seconds", 600);
            long idle = number(a, "--idle-seconds", 60);
            Map<String, Long> pids = new LinkedHashMap<>();
            for (String v : a.values("--pid")) {
                String[] pair = Args.pair("--pid", v, "NAME=PID");
                pids.put(pair[0], number("--pid", pair[1]));
            }
            String watch = a.value("--watch");
            List<String> stack = a.has("--stack") ? List.of(a.value("--stack").split(",")) : List.of("crawler", "kafka", "elasticsearch");
            Path samples = a.has("--samples") ? Path.of(a.value("--samples")) : null;
            Path summary = a.has("--summary") ? Path.of(a.value("--summary")) : null;
            int hosts = (int) number(a, "--hosts", 0);
            long delay = number(a, "--delay-ms", -1);
            long latency = number(a, "--latency-ms", 0);
            long clk = number(a, "--clk-tck", 100);
            long period = number(a, "--period-ms", 2000);
            Path countsFile = a.has("--counts-file") ? Path.of(a.value("--counts-file")) : null;
            if (countsFile == null && (es == null || index == null)) {
                throw new IllegalArgumentException("--es and --index are required, or --counts-file");
            }
            String reference = a.has("--reference") ? a.value("--reference") : "on";
            if (!reference.equals("on") && !reference.equals("off")) {
                throw new IllegalArgumentException("--reference is on or off, got " + reference);
            }
            if (watch != null && !pids.containsKey(watch)) {
                throw new IllegalArgumentException("--watch " + watch + " names no --pid");
            }
            return new BenchOptions(es, index, expect, seconds, idle, pids, watch, stack, samples, hosts, delay,
                    latency, clk, Math.max(100, period), summary, countsFile, reference.equals("on"));
        }

        private static long number(Args a, String option, long otherwise) {
            return a.has(option) ? number(option, a.value(option)) : otherwise;
        }

        private static long number(String option, String v) {
            try {
                return Long.parseLong(v.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(option + " needs a whole number, got " + v);
            }
        }
    }
}
