package com.newsx.extractor.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.article.BodyResult;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.extractor.stages.CleanedPage;
import com.newsx.extractor.stages.PageStages;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code bin/bench fuzz [--docs N] [--seed S] MANIFEST...}: N mutants of the dev pages ({@link PageMutator}) through
 * what the crawl runs on a page - the cleaning step, both algorithms and the fusion, or the records - and through
 * {@code bin/extract}'s one-call path. An {@link ExtractionException} is a recorded outcome (the page says why it has
 * nothing); any other throwable, errors included, escaped and is counted as a failure. Prints the outcomes per kind of
 * mutation, the slowest document and the peak heap; exits 1 when anything escaped.
 */
public final class FuzzBench {
    /** What happened to one document. */
    public record Outcome(String kind, String result, long nanos, Throwable escaped) {
    }

    private final PageStages stages;
    private final PageExtractor pages;

    public FuzzBench(ExtractorSettings settings) {
        this.stages = new PageStages(settings);
        this.pages = new PageExtractor(settings);
    }

    /** Runs one mutant; never throws. */
    public Outcome run(String kind, byte[] doc) {
        long t0 = System.nanoTime();
        String result;
        Throwable escaped = null;
        try {
            result = throughStages(doc) + "/" + throughExtract(doc);
        } catch (Throwable t) { // the point: nothing but ExtractionException may come out of the steps
            result = "escaped";
            escaped = t;
        }
        return new Outcome(kind, result, System.nanoTime() - t0, escaped);
    }

    private String throughStages(byte[] doc) {
        CleanedPage page;
        try {
            page = stages.clean(doc, "text/html", "http://fuzz.example/a/2024/05/story.html");
        } catch (ExtractionException e) {
            return "recorded";
        }
        if (page.toRecords()) { // as the cleaning bolt routes it
            stages.records(page);
        } else {
            BodyResult lines = stages.lineBlock(page);
            stages.fuse(page, lines, stages.punctuationDensity(page));
        }
        return page.type().name().toLowerCase();
    }

    private String throughExtract(byte[] doc) {
        try {
            return pages.extract(doc, null, "http://fuzz.example/a/story.html", Algorithm.FUSED).type().name().toLowerCase();
        } catch (ExtractionException e) {
            return "recorded";
        }
    }

    public static void main(String[] args) throws Exception {
        int docs = 10_000;
        long seed = 1;
        int only = -1;
        List<Path> manifests = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--docs" -> docs = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--only" -> only = Integer.parseInt(args[++i]);
                default -> manifests.add(Path.of(args[i]));
            }
        }
        List<byte[]> originals = new ArrayList<>();
        for (Path m : manifests) {
            originals.addAll(load(m));
        }
        if (originals.isEmpty()) {
            System.err.println("usage: FuzzBench [--docs N] [--seed S] MANIFEST...");
            System.exit(2);
        }
        FuzzBench bench = new FuzzBench(ExtractorSettings.defaults());
        PageMutator mutator = new PageMutator(seed);
        Map<String, Map<String, Integer>> byKind = new TreeMap<>();
        Outcome slowest = null;
        int escaped = 0;
        long bytes = 0;
        long t0 = System.nanoTime();
        for (int n = 0; n < docs; n++) {
            byte[] page = originals.get(n % originals.size());
            byte[] other = originals.get((n * 31 + 7) % originals.size());
            String kind = PageMutator.kindOf(n);
            byte[] doc = mutator.mutate(n, page, other);
            if (only >= 0 && n != only) {
                continue; // the mutator still ran, so document n is the same as in a full run
            }
            bytes += doc.length;
            Outcome o = bench.run(kind, doc);
            byKind.computeIfAbsent(kind, k -> new TreeMap<>()).merge(o.result(), 1, Integer::sum);
            if (slowest == null || o.nanos() > slowest.nanos()) {
                slowest = o;
            }
            if (o.escaped() != null) {
                escaped++;
                if (escaped <= 5) {
                    System.err.println("fuzz: document " + n + " (" + kind + ", seed " + seed + ") escaped: " + o.escaped());
                    o.escaped().printStackTrace();
                }
            }
            if ((n + 1) % 1000 == 0) {
                System.err.printf("fuzz: %,d of %,d documents, %d escaped%n", n + 1, docs, escaped);
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        System.out.printf("%,d documents (%,d MB) from %d pages in %.0f s, seed %d%n", docs, bytes >> 20,
                originals.size(), seconds, seed);
        byKind.forEach((k, m) -> System.out.printf("  %-17s %s%n", k, m));
        System.out.printf("escaped: %d%nslowest document: %.0f ms (%s)%npeak heap: %d MB%n", escaped,
                slowest.nanos() / 1e6, slowest.kind(), peakHeapMb());
        System.exit(escaped == 0 ? 0 : 1);
    }

    static long peakHeapMb() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak >> 20;
    }

    private static List<byte[]> load(Path manifest) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<byte[]> out = new ArrayList<>();
        for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                JsonNode e = json.readTree(line);
                out.add(Files.readAllBytes(manifest.getParent().resolve(e.get("path").asText())));
            }
        }
        return out;
    }
}
