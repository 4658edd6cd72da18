package com.newsx.tools.bench;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.article.BodyResult;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.extractor.stages.CleanedPage;
import com.newsx.extractor.stages.PageStages;
import com.newsx.topology.parse.CleanedPageSerializer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What splitting the extraction over bolts costs, on one thread over saved pages: one step doing all of it on one
 * parse ({@link PageExtractor}, what a single extract bolt would run), the split steps with the cleaned page passed
 * by reference (bolts in one worker), and the split steps with the cleaned page written and read by its Kryo
 * serializer at each boundary it crosses (clean to line-block, clean to punctuation density, punctuation density
 * to fuse: bolts in different workers). Also the bytes that cross: the fetched page against the encoded cleaned page.
 *
 * <p>{@code java ... SplitBench MANIFEST.jsonl...}
 */
public final class SplitBench {
    private static final ObjectMapper JSON = new ObjectMapper();

    private record Page(String url, byte[] bytes) {
    }

    public static void main(String[] args) throws Exception {
        List<Page> pages = new ArrayList<>();
        for (String m : args) {
            Path manifest = Path.of(m);
            for (String line : Files.readAllLines(manifest)) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode e = JSON.readTree(line);
                String url = e.path("url").isTextual() ? e.get("url").asText() : "http://example.com/" + e.get("id").asText();
                pages.add(new Page(url, Files.readAllBytes(manifest.getParent().resolve(e.get("path").asText()))));
            }
        }
        ExtractorSettings config = ExtractorSettings.defaults();
        PageExtractor whole = new PageExtractor(config);
        PageStages stages = new PageStages(config);
        Kryo kryo = new Kryo();
        kryo.register(CleanedPage.class, new CleanedPageSerializer());
        long raw = 0;
        long crossing = 0;
        for (Page p : pages) {
            raw += p.bytes().length;
            try {
                crossing += write(kryo, stages.clean(p.bytes(), null, p.url())).length;
            } catch (ExtractionException e) {
                // pages without text cross nothing
            }
        }
        System.out.printf(Locale.ROOT, "%d pages: %,d bytes fetched, %,d bytes of cleaned pages crossing a worker boundary"
                + " (%.0f%%)%n", pages.size(), raw, crossing, 100.0 * crossing / raw);
        double[] best = new double[3];
        for (int pass = 0; pass < 8; pass++) {
            for (int mode = 0; mode < 3; mode++) {
                long t0 = System.nanoTime();
                for (Page p : pages) {
                    try {
                        switch (mode) {
                            case 0 -> whole.extract(p.bytes(), null, p.url(), Algorithm.FUSED);
                            case 1 -> split(stages, stages.clean(p.bytes(), null, p.url()), null);
                            default -> split(stages, stages.clean(p.bytes(), null, p.url()), kryo);
                        }
                    } catch (ExtractionException e) {
                        // counted like any page: the work was done
                    }
                }
                double rate = pages.size() / ((System.nanoTime() - t0) / 1e9);
                if (pass >= 3) {
                    best[mode] = Math.max(best[mode], rate);
                }
            }
        }
        System.out.printf(Locale.ROOT, "one step on one parse:       %6.0f pages/s%n", best[0]);
        System.out.printf(Locale.ROOT, "split, within a worker:      %6.0f pages/s (%.0f%% of one step)%n", best[1], 100 * best[1] / best[0]);
        System.out.printf(Locale.ROOT, "split, across workers (Kryo): %5.0f pages/s (%.0f%% of one step)%n", best[2], 100 * best[2] / best[0]);
    }

    /** The bolts' work after cleaning; with a Kryo instance, each boundary the page crosses writes and reads it. */
    private static void split(PageStages stages, CleanedPage page, Kryo kryo) {
        if (page.toRecords()) {
            CleanedPage p = kryo == null ? page : stages.indexed(read(kryo, write(kryo, page)));
            if (!stages.records(p).isEmpty()) {
                return;
            }
        }
        CleanedPage forLines = kryo == null ? page : stages.indexed(read(kryo, write(kryo, page)));
        BodyResult lines = stages.lineBlock(forLines);
        CleanedPage forDensity = kryo == null ? page : stages.indexed(read(kryo, write(kryo, page)));
        PageStages.DensityHalf density = stages.punctuationDensity(forDensity);
        CleanedPage forFusion = kryo == null ? forDensity : stages.indexed(read(kryo, write(kryo, forDensity)));
        stages.fuse(forFusion, lines, density);
    }

    private static byte[] write(Kryo kryo, CleanedPage p) {
        Output out = new Output(64 * 1024, -1);
        kryo.writeObject(out, p);
        return out.toBytes();
    }

    private static CleanedPage read(Kryo kryo, byte[] bytes) {
        return kryo.readObject(new Input(bytes), CleanedPage.class);
    }
}
