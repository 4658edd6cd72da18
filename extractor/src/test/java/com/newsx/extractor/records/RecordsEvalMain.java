package com.newsx.extractor.records;

import com.newsx.extractor.page.PageTypeSettings;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.extractor.DevSets;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.page.PageTypeClassifier;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jsoup.nodes.Document;

/**
 * Writes record predictions for score.py and prints the median time per page of RecordExtractor plus page
 * typing (parse and cleaning excluded). Also writes, next to the output with suffix "-paper", the records of
 * the region the paper's DRMining choice alone gives, for comparison. Usage: RecordsEvalMain [manifest]
 * [out]; defaults: ../shared/eval/lists/manifest.jsonl, /tmp/records.jsonl.
 */
public final class RecordsEvalMain {
    private static void write(BufferedWriter w, String id, String type, RecordTable table) throws java.io.IOException {
        ObjectNode o = EvalPages.json().createObjectNode();
        o.put("id", id);
        o.put("page_type", type);
        if (table == null) {
            o.putNull("records");
        } else {
            ArrayNode recs = o.putArray("records");
            for (List<String> row : table.rowsAsText()) {
                ArrayNode r = recs.addArray();
                row.forEach(r::add);
            }
        }
        w.write(EvalPages.json().writeValueAsString(o));
        w.newLine();
    }

    public static void main(String[] args) throws Exception {
        Path manifest = args.length > 0 ? Path.of(args[0]) : DevSets.dir().resolve("lists/manifest.jsonl");
        Path out = Path.of(args.length > 1 ? args[1] : "/tmp/records.jsonl");
        ExtractorConfig config = ExtractorConfig.defaults();
        RecordExtractor extractor = new RecordExtractor(RecordSettings.from(config));
        PageTypeClassifier classifier = new PageTypeClassifier(PageTypeSettings.from(config), RecordSettings.from(config));
        List<EvalPages.Page> pages = EvalPages.manifest(manifest);
        // Warm up the JIT so the timings measure steady state.
        for (int i = 0; i < Math.min(10, pages.size()); i++) {
            extractor.extract(EvalPages.load(pages.get(i)));
        }
        List<Double> ms = new ArrayList<>();
        List<Double> parseMs = new ArrayList<>();
        int paperAgrees = 0;
        Path paperOut = Path.of(out.toString().replaceFirst("(\\.jsonl)?$", "-paper.jsonl"));
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8);
             BufferedWriter wp = Files.newBufferedWriter(paperOut, StandardCharsets.UTF_8)) {
            for (EvalPages.Page page : pages) {
                long p0 = System.nanoTime();
                Document doc = EvalPages.load(page);
                parseMs.add((System.nanoTime() - p0) / 1e6);
                long t0 = System.nanoTime();
                // One tree for both: the wiring the CLI should use.
                HtmlTree tree = HtmlTree.of(doc);
                List<DataRegion> regions = extractor.regions(tree);
                List<RecordTable> tables = extractor.tables(regions);
                String type = classifier.decide(classifier.features(tree, regions, page.url())).jsonName();
                ms.add((System.nanoTime() - t0) / 1e6);
                write(w, page.id(), type, tables.isEmpty() ? null : tables.get(0));

                DataRegion paper = extractor.paperRegion(tree);
                if (paper != null && !regions.isEmpty() && paper.parent() == regions.get(0).parent()) {
                    paperAgrees++;
                }
                write(wp, page.id(), type, paper == null ? null : extractor.tables(List.of(paper)).get(0));
            }
        }
        System.out.printf("paper's DRMining choice is the main region on %d of %d pages (%s)%n", paperAgrees,
                pages.size(), paperOut);
        Collections.sort(ms);
        Collections.sort(parseMs);
        System.out.printf("decode+parse+clean median ms %.2f%n", parseMs.get(parseMs.size() / 2));
        System.out.println("predictions: " + out);
        System.out.printf("records+page type: pages %d  median ms %.2f  p90 ms %.2f  max ms %.2f%n", ms.size(), ms.get(ms.size() / 2),
                ms.get((int) (ms.size() * 0.9)), ms.get(ms.size() - 1));
    }
}
