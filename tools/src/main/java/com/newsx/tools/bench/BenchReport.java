package com.newsx.tools.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The figures of a crawl bench, from its samples: final counts per status, steady-state pages/s, CPU cores
 * and peak RSS per process and summed, and the reference figures of ../shared/bench/README.md with our ratio.
 */
final class BenchReport {
    /** Statuses in the order they are shown (others follow alphabetically). */
    static final String[] STATUSES = {"indexed", "fetched_nothing", "error", "redirected", "robots_denied", "filtered",
            "discovered", "retrying"};
    private static final long STACK_TARGET_MB = 3 * 1024;

    private final CrawlBench.BenchOptions o;
    private final List<CrawlBench.Sample> samples;
    private final List<SteadyState.Point> completions;

    BenchReport(CrawlBench.BenchOptions o, List<CrawlBench.Sample> samples) {
        this(o, samples, null);
    }

    /**
     * {@code completions}: when the pages were completed (cumulative, seconds on the samples' clock), read from
     * the index after the run; null or not matching the last sample's count: the marks come from the samples.
     */
    BenchReport(CrawlBench.BenchOptions o, List<CrawlBench.Sample> samples, List<SteadyState.Point> completions) {
        this.o = o;
        this.samples = samples;
        this.completions = completions;
    }

    /** Whether the marks come from the pages' own completion times. */
    private boolean exactMarks() {
        return completions != null && !completions.isEmpty() && !samples.isEmpty()
                && (long) completions.get(completions.size() - 1).count()
                == StatusCounts.completed(samples.get(samples.size() - 1).counts());
    }

    /** The 10 % and 90 % marks: from the completion times when they hold every page, else from the samples. */
    private SteadyState steady() {
        return exactMarks() ? SteadyState.of(completions) : sampledSteady();
    }

    /** The marks as the counts sampled during the run give them (they move with the index's refresh). */
    private SteadyState sampledSteady() {
        return SteadyState.of(series(s -> StatusCounts.completed(s.counts())));
    }

    void print(PrintStream out) {
        if (samples.isEmpty()) {
            out.println("no samples taken");
            return;
        }
        CrawlBench.Sample last = samples.get(samples.size() - 1);
        Map<String, Long> counts = ordered(last.counts());
        long total = counts.values().stream().mapToLong(Long::longValue).sum();
        long completed = StatusCounts.completed(counts);
        // a counts file holds status updates (a page is discovered, then fetched), an index one status a URL
        out.println("== final counts in " + o.source() + " (" + total + (o.countsFile() != null ? " status updates)" : " URLs)"));
        counts.forEach((s, n) -> out.printf("  %-16s %8d%n", s, n));
        out.printf("completed pages (%s): %d%s in %.1f s%n",
                o.countsFile() != null ? "fetched + error" : "indexed + fetched_nothing + error", completed,
                o.expect() > 0 ? String.format(" of %d expected (%.1f %%)", o.expect(), 100.0 * completed / o.expect()) : "",
                last.t());

        SteadyState steady = steady();
        double rate = steady.rate();
        out.println();
        if (Double.isNaN(rate)) {
            out.println("steady state: no window (nothing completed, or all of it between two samples)");
        } else {
            out.printf("steady state (10 %% -> 90 %% of %d completed pages): %.0f pages in %.1f s (t = %.1f -> %.1f s) = %.1f pages/s%n",
                    steady.finalCount(), steady.pages(), steady.t90() - steady.t10(), steady.t10(), steady.t90(), rate);
            out.println(exactMarks() ? String.format("  (marks from each page's completion time in the index, to 0.1 s;"
                    + " the counts sampled during the run, which move with the index's refresh, gave %.1f)",
                    sampledSteady().rate())
                    : "  (marks from the counts sampled every " + o.periodMs() / 1000.0 + " s)");
        }
        printProcesses(out, steady);
        if (o.reference()) {
            printReference(out, rate);
        }
    }

    private void printProcesses(PrintStream out, SteadyState steady) {
        out.println();
        out.printf("%-15s %12s %14s %15s %16s%n", "process", "CPU cores", "CPU cores", "peak RSS MB", "max sampled");
        out.printf("%-15s %12s %14s %15s %16s%n", "", "(whole run)", "(10-90 %)", "(VmHWM)", "RSS MB");
        long sumHwm = 0;
        long stackHwm = 0;
        double sumCores = 0;
        double sumWindow = 0;
        for (String name : o.pids().keySet()) {
            List<SteadyState.Point> cpu = new ArrayList<>();
            long hwm = 0;
            long rss = 0;
            for (CrawlBench.Sample s : samples) {
                ProcStats p = s.procs().get(name);
                if (p.alive()) {
                    cpu.add(new SteadyState.Point(s.t(), p.cpuTicks() / (double) o.clkTck()));
                    hwm = Math.max(hwm, p.hwmKb());
                    rss = Math.max(rss, p.rssKb());
                }
            }
            double whole = cpu.size() < 2 ? Double.NaN : (cpu.get(cpu.size() - 1).count() - cpu.get(0).count())
                    / (cpu.get(cpu.size() - 1).t() - cpu.get(0).t());
            double window = (SteadyState.valueAt(cpu, steady.t90()) - SteadyState.valueAt(cpu, steady.t10()))
                    / (steady.t90() - steady.t10());
            out.printf("%-15s %12s %14s %15d %16d%n", name, fmt(whole), fmt(window), hwm / 1024, rss / 1024);
            sumHwm += hwm;
            sumCores += Double.isNaN(whole) ? 0 : whole;
            sumWindow += Double.isNaN(window) ? 0 : window;
            if (o.stack().contains(name)) {
                stackHwm += hwm;
            }
        }
        out.printf("%-15s %12s %14s %15d%n", "sum", fmt(sumCores), fmt(sumWindow), sumHwm / 1024);
        printMachine(out, steady, sumCores, sumWindow);
        out.printf("stack (%s) peak RSS: %d MB (issue 8: under %d MB: %s)%n", String.join(" + ", o.stack()),
                stackHwm / 1024, STACK_TARGET_MB, stackHwm / 1024 < STACK_TARGET_MB ? "yes" : "no");
    }

    /** The machine's busy CPU seconds at each sample that could read them. */
    private List<SteadyState.Point> machineBusySeconds() {
        List<SteadyState.Point> busy = new ArrayList<>();
        for (CrawlBench.Sample s : samples) {
            if (s.machineBusyTicks() >= 0) {
                busy.add(new SteadyState.Point(s.t(), s.machineBusyTicks() / (double) o.clkTck()));
            }
        }
        return busy;
    }

    /** All the machine's busy cores (from /proc/stat) and what of them the processes above did not use. */
    private void printMachine(PrintStream out, SteadyState steady, double sumCores, double sumWindow) {
        List<SteadyState.Point> busy = machineBusySeconds();
        if (busy.size() < 2) {
            return;
        }
        double whole = (busy.get(busy.size() - 1).count() - busy.get(0).count())
                / (busy.get(busy.size() - 1).t() - busy.get(0).t());
        double window = (SteadyState.valueAt(busy, steady.t90()) - SteadyState.valueAt(busy, steady.t10()))
                / (steady.t90() - steady.t10());
        out.printf("%-15s %12s %14s   (all busy cores of the machine, of %d)%n", "machine", fmt(whole), fmt(window),
                Runtime.getRuntime().availableProcessors());
        out.printf("%-15s %12s %14s   (kernel threads such as file writeback, the bench itself)%n", "other",
                fmt(whole - sumCores), fmt(window - sumWindow));
    }

    /**
     * The run's figures as key=value lines for {@code bin/bench crawl --compare}: the steady-state rate, and per
     * process (and summed over the stack) CPU cores and CPU ms per completed page over the same 10-90 % window, peak RSS.
     */
    Map<String, String> summary() {
        Map<String, String> m = new LinkedHashMap<>();
        if (samples.isEmpty()) {
            return m;
        }
        Map<String, Long> counts = samples.get(samples.size() - 1).counts();
        SteadyState steady = steady();
        double seconds = steady.t90() - steady.t10();
        m.put("completed", Long.toString(StatusCounts.completed(counts)));
        m.put("expected", Long.toString(o.expect()));
        m.put("indexed", Long.toString(counts.getOrDefault("indexed", 0L)));
        m.put("pages_per_s", num(steady.rate()));
        m.put("window_s", num(seconds));
        m.put("marks", exactMarks() ? "completion-times" : "samples");
        double stackMs = 0;
        double stackCores = 0;
        long stackHwm = 0;
        for (String name : o.pids().keySet()) {
            List<SteadyState.Point> cpu = new ArrayList<>();
            long hwm = 0;
            for (CrawlBench.Sample s : samples) {
                ProcStats p = s.procs().get(name);
                if (p.alive()) {
                    cpu.add(new SteadyState.Point(s.t(), p.cpuTicks() / (double) o.clkTck()));
                    hwm = Math.max(hwm, p.hwmKb());
                }
            }
            double cpuS = SteadyState.valueAt(cpu, steady.t90()) - SteadyState.valueAt(cpu, steady.t10());
            double msPerPage = 1000 * cpuS / steady.pages();
            m.put("cpu_ms_per_page." + name, num(msPerPage));
            m.put("cores." + name, num(cpuS / seconds));
            m.put("rss_mb." + name, Long.toString(hwm / 1024));
            if (o.stack().contains(name)) {
                stackMs += msPerPage;
                stackCores += cpuS / seconds;
                stackHwm += hwm;
            }
        }
        List<SteadyState.Point> busy = machineBusySeconds();
        if (busy.size() >= 2) {
            m.put("cores.machine", num((SteadyState.valueAt(busy, steady.t90()) - SteadyState.valueAt(busy, steady.t10()))
                    / seconds));
        }
        m.put("cpu_ms_per_page.stack", num(stackMs));
        m.put("cores.stack", num(stackCores));
        m.put("rss_mb.stack", Long.toString(stackHwm / 1024));
        return m;
    }

    private static String num(double v) {
        return Double.isNaN(v) || Double.isInfinite(v) ? "NaN" : String.format(java.util.Locale.ROOT, "%.3f", v);
    }

    private void printReference(PrintStream out, double rate) {
        out.println();
        out.println("reference (../shared/bench/README.md; StormCrawler 3.4.0 fetches and parses only: no extraction, Kafka or Elasticsearch):");
        if (o.latencyMs() > 0 && o.delayMs() > 0 && o.hosts() > 0) {
            double bound = o.hosts() * 1000.0 / o.delayMs();
            out.printf("  bound with %d hosts and %d ms politeness: %.0f pages/s; ours %.1f = %s of it%n", o.hosts(),
                    o.delayMs(), bound, rate, pct(rate / bound));
            out.printf("  StormCrawler, sniffing off, --latency-ms 150, 1 s politeness: 72.5 pages/s (machine B); ours %s of it%n",
                    ratio(rate / 72.5));
            out.printf("  issue 8 target: at least 180 pages/s: %s%n", rate >= 180 ? "met" : "not met");
        } else {
            out.printf("  machine A: 121 pages/s stock, 236 with sniffing off; ours %.1f = %s / %s%n", rate,
                    ratio(rate / 121), ratio(rate / 236));
            out.printf("  machine B: 200 pages/s stock, 487 with sniffing off; ours %.1f = %s / %s%n", rate,
                    ratio(rate / 200), ratio(rate / 487));
            out.printf("  issue 8 target (delay 0): at least 121 pages/s: %s%n", rate >= 121 ? "met" : "not met");
        }
    }

    private List<SteadyState.Point> series(java.util.function.ToLongFunction<CrawlBench.Sample> f) {
        List<SteadyState.Point> out = new ArrayList<>();
        for (CrawlBench.Sample s : samples) {
            out.add(new SteadyState.Point(s.t(), f.applyAsLong(s)));
        }
        return out;
    }

    static Map<String, Long> ordered(Map<String, Long> counts) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (String s : STATUSES) {
            if (counts.containsKey(s)) {
                out.put(s, counts.get(s));
            }
        }
        counts.forEach(out::putIfAbsent);
        return out;
    }

    private static String fmt(double cores) {
        return Double.isNaN(cores) ? "-" : String.format("%.2f", cores);
    }

    private static String ratio(double r) {
        return Double.isNaN(r) ? "-" : String.format("%.2fx", r);
    }

    private static String pct(double r) {
        return Double.isNaN(r) ? "-" : String.format("%.0f %%", 100 * r);
    }
}
