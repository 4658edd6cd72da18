package com.newsx.extractor.bench;

import com.newsx.extractor.article.BodyResult;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.extractor.stages.CleanedPage;
import com.newsx.extractor.stages.PageStages;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What each crawl step costs per page, on one thread: bytes allocated and CPU time (both per thread, so other
 * processes' load barely sways them, unlike wall time). Runs the steps as the crawl's bolts do ({@link PageStages}:
 * clean, indexed, line-block and punctuation density, fuse; records for a list page, then fuse when it has none),
 * warms up, and prints per group of manifests and step the median over several passes.
 * <pre>java ... StageCostMain [--passes N] [--warmup-seconds S] GROUP=MANIFEST[,MANIFEST]...</pre>
 * A manifest line: {@code {"path": ..., "url": ..., "content_type": ...}} (content_type optional).
 */
public final class StageCostMain {
    private record Page(String url, String contentType, byte[] bytes) {
    }

    private static final String[] STEPS = {"clean", "indexed", "lineBlock", "punctDensity", "fuse", "records"};
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** Per step of one pass: bytes, CPU nanoseconds and how many pages ran it. */
    private static final class Tally {
        final long[] bytes = new long[STEPS.length];
        final long[] nanos = new long[STEPS.length];
        final int[] pages = new int[STEPS.length];
        long mark;
        long cpuMark;

        void start() {
            mark = THREADS.getCurrentThreadAllocatedBytes();
            cpuMark = THREADS.getCurrentThreadCpuTime();
        }

        void stop(int step) {
            long b = THREADS.getCurrentThreadAllocatedBytes();
            long c = THREADS.getCurrentThreadCpuTime();
            bytes[step] += b - mark;
            nanos[step] += c - cpuMark;
            pages[step]++;
        }
    }

    public static void main(String[] args) throws Exception {
        int passes = 7;
        Path dump = null;
        long warmupSeconds = 20;
        Map<String, List<Page>> groups = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--passes" -> passes = Integer.parseInt(args[++i]);
                case "--warmup-seconds" -> warmupSeconds = Long.parseLong(args[++i]);
                case "--dump" -> dump = Path.of(args[++i]);
                default -> {
                    String[] g = args[i].split("=", 2);
                    List<Page> pages = new ArrayList<>();
                    for (String m : g[1].split(",")) {
                        pages.addAll(load(Path.of(m)));
                    }
                    groups.put(g[0], pages);
                }
            }
        }
        PageStages stages = new PageStages(ExtractorSettings.defaults());
        stages.preload();
        if (dump != null) {
            dump(stages, groups, dump);
            return;
        }
        long until = System.nanoTime() + warmupSeconds * 1_000_000_000L;
        do {
            for (List<Page> pages : groups.values()) {
                run(stages, pages, new Tally());
            }
        } while (System.nanoTime() < until);
        for (Map.Entry<String, List<Page>> g : groups.entrySet()) {
            double[][] kb = new double[STEPS.length][passes];
            double[][] us = new double[STEPS.length][passes];
            int[] counts = new int[STEPS.length];
            for (int p = 0; p < passes; p++) {
                Tally t = new Tally();
                run(stages, g.getValue(), t);
                for (int s = 0; s < STEPS.length; s++) {
                    counts[s] = t.pages[s];
                    kb[s][p] = t.pages[s] == 0 ? 0 : t.bytes[s] / 1024.0 / t.pages[s];
                    us[s][p] = t.pages[s] == 0 ? 0 : t.nanos[s] / 1000.0 / t.pages[s];
                }
            }
            System.out.printf("== %s: %d pages, median of %d passes%n", g.getKey(), g.getValue().size(), passes);
            System.out.printf("%-13s %6s %10s %10s%n", "step", "pages", "KB/page", "us/page");
            for (int s = 0; s < STEPS.length; s++) {
                System.out.printf("%-13s %6d %10.1f %10.1f%n", STEPS[s], counts[s], median(kb[s]), median(us[s]));
            }
        }
    }

    /** One pass over the pages, each step as the crawl runs it; a page the cleaning rejects ends there. */
    private static void run(PageStages stages, List<Page> pages, Tally t) {
        for (Page p : pages) {
            CleanedPage page;
            t.start();
            try {
                page = stages.clean(p.bytes(), p.contentType(), p.url());
            } catch (ExtractionException e) {
                t.stop(0);
                continue;
            }
            t.stop(0);
            t.start();
            page = stages.indexed(page);
            t.stop(1);
            if (page.toRecords()) {
                t.start();
                boolean none = stages.records(page).isEmpty();
                t.stop(5);
                if (!none) {
                    continue;
                }
            }
            t.start();
            BodyResult lineBlock = stages.lineBlock(page);
            t.stop(2);
            t.start();
            PageStages.DensityHalf density = stages.punctuationDensity(page);
            t.stop(3);
            t.start();
            Article a = stages.fuse(page, lineBlock, density);
            t.stop(4);
            if (a == null) {
                throw new IllegalStateException("no article"); // keeps the result alive
            }
        }
    }

    /**
     * Writes everything each step gives of each page (the cleaned DOM, fields, lines, links, both halves, the article,
     * records and regions), to compare two revisions byte for byte: a cost cut must not change any of it.
     */
    private static void dump(PageStages stages, Map<String, List<Page>> groups, Path out) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (List<Page> pages : groups.values()) {
            for (Page p : pages) {
                sb.append("== ").append(p.url()).append('\n');
                CleanedPage page;
                try {
                    page = stages.clean(p.bytes(), p.contentType(), p.url());
                } catch (ExtractionException e) {
                    sb.append("error ").append(e.getMessage()).append('\n');
                    continue;
                }
                sb.append(page.doc().outerHtml()).append('\n');
                sb.append(page.title()).append('|').append(page.publishTime()).append('|').append(page.author())
                        .append('|').append(page.source()).append('|').append(page.titlePos()).append('|')
                        .append(page.timePos()).append('|').append(Arrays.toString(page.metaPos())).append('|')
                        .append(page.description()).append('|').append(page.type()).append('|')
                        .append(page.toRecords()).append('|').append(page.features()).append('|')
                        .append(page.query()).append('|').append(page.storyText()).append('\n');
                sb.append(page.links()).append('\n');
                sb.append(page.index().lines()).append('\n');
                if (page.toRecords()) {
                    sb.append(stages.records(page)).append('\n');
                    sb.append(stages.regions(page)).append('\n');
                    sb.append(stages.regions(page.withoutRegions())).append('\n');
                }
                BodyResult lineBlock = stages.lineBlock(page);
                PageStages.DensityHalf density = stages.punctuationDensity(page);
                sb.append(lineBlock).append('\n').append(density).append('\n');
                sb.append(stages.fuse(page, lineBlock, density)).append('\n');
            }
        }
        Files.writeString(out, sb);
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v[v.length / 2];
    }

    private static List<Page> load(Path manifest) throws IOException {
        return ManifestPages.read(manifest).stream().map(p -> new Page(p.url(), p.contentType(), p.bytes())).toList();
    }
}
