package com.newsx.tools.bench;

import com.newsx.topology.CrawlTopology;
import com.newsx.topology.storm.Streams;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Where a crawler JVM's CPU goes, by thread group, from /proc/PID/task/*: Storm's executor threads by component
 * ("Thread-23-fetch-executor[5, 5]" is cut to 15 characters by the kernel, so the component is matched by its
 * prefix), the JIT compilers, the garbage collector, and the rest by name without digits. Two snapshots (at 10 %
 * and 90 % of the pages) give the steady state's CPU per page of each group. The same for Elasticsearch, whose
 * own threads all read "elasticsearch[n" once cut, so only its JIT compilers and collector stand apart: its JIT is
 * what tells a cold Elasticsearch (recently started) from a warm one.
 */
final class ThreadCpu {
    private static final Pattern EXECUTOR = Pattern.compile("Thread-\\d+-(.+)");
    /** The topology's components, the pulse spout and Storm's own executors. */
    private static final List<String> COMPONENTS = Stream.concat(CrawlTopology.COMPONENTS.stream(),
            Stream.of(Streams.PULSE, "__acker", "__system", "__metricsorg")).toList();

    private ThreadCpu() {
    }

    /** CPU ticks per thread group of a process (empty when it is gone). */
    static Map<String, Long> read(long pid) {
        Map<String, Long> groups = new TreeMap<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            tasks.forEach(t -> {
                try {
                    String stat = Files.readString(t.resolve("stat"));
                    String comm = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                    groups.merge(group(comm), ProcStats.cpuTicks(stat), Long::sum);
                } catch (IOException | RuntimeException e) {
                    // the thread ended between listing and reading
                }
            });
        } catch (IOException e) {
            return Map.of();
        }
        return groups;
    }

    /** The group a thread's (cut) name belongs to. */
    static String group(String comm) {
        Matcher m = EXECUTOR.matcher(comm);
        if (m.matches()) {
            String rest = m.group(1);
            for (String c : COMPONENTS) {
                if (c.startsWith(rest) || rest.startsWith(c)) {
                    return "executor " + c;
                }
            }
            return "executor " + rest;
        }
        if (comm.startsWith("C1 Compiler") || comm.startsWith("C2 Compiler")) {
            return "jit compiler";
        }
        if (comm.startsWith("elasticsearch[")) {
            return "elasticsearch's own"; // write, search, refresh, transport...: one name once cut to 15 characters
        }
        if (comm.startsWith("GC Thread") || comm.startsWith("G1 ") || comm.equals("VM Thread")) {
            return "garbage collector";
        }
        return comm.replaceAll("[-#_ ]*\\d+$", "").replaceAll("\\d+", "N");
    }

    /** Each group's CPU ms per page between two snapshots, summed over the processes (groups with no ticks left out). */
    static Map<String, Double> msPerPage(Map<String, Map<String, Long>> from, Map<String, Map<String, Long>> to,
                                         long pages, long clkTck) {
        Map<String, Double> perGroup = new TreeMap<>();
        if (from.isEmpty() || to.isEmpty() || pages <= 0) {
            return perGroup;
        }
        to.forEach((proc, groups) -> groups.forEach((g, ticks) -> {
            long before = from.getOrDefault(proc, Map.of()).getOrDefault(g, 0L);
            perGroup.merge(g, Math.max(0, ticks - before) * 1000.0 / clkTck / pages, Double::sum);
        }));
        return perGroup;
    }

    /** Prints each group's CPU per page between the two snapshots of every process, largest first. */
    static void print(PrintStream out, String what, Map<String, Map<String, Long>> from,
                      Map<String, Map<String, Long>> to, long pages, double seconds, long clkTck) {
        if (from.isEmpty() || to.isEmpty() || pages <= 0 || seconds <= 0) {
            return;
        }
        Map<String, Double> perGroup = msPerPage(from, to, pages, clkTck);
        double total = perGroup.values().stream().mapToDouble(Double::doubleValue).sum();
        double perSecond = pages / seconds / 1000.0; // cores = ms a page * pages a ms
        out.printf("%n%s CPU by thread group, 10 %% -> 90 %% of the pages (%s; %d pages in %.1f s):%n",
                what, String.join(" + ", to.keySet()), pages, seconds);
        out.printf("  %-32s %8s %10s%n", "group", "cores", "ms/page");
        perGroup.entrySet().stream().sorted((a, b) -> Double.compare(b.getValue(), a.getValue()))
                .filter(e -> e.getValue() >= 0.05)
                .forEach(e -> out.printf("  %-32s %8.2f %10.2f%n", e.getKey(), e.getValue() * perSecond, e.getValue()));
        out.printf("  %-32s %8.2f %10.2f%n", "all", total * perSecond, total);
    }
}
