package com.newsx.extractor.records;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
 * Writes record predictions for score.py and prints the median time per page of RecordExtractor (parse
 * and cleaning excluded). Usage: RecordsEvalMain [manifest] [out]; defaults: ../shared/eval/lists, /tmp.
 */
public final class RecordsEvalMain {
    public static void main(String[] args) throws Exception {
        Path manifest = args.length > 0 ? Path.of(args[0]) : EvalPages.evalDir().resolve("lists/manifest.jsonl");
        Path out = Path.of(args.length > 1 ? args[1] : "/tmp/records.jsonl");
        ExtractorConfig config = ExtractorConfig.defaults();
        RecordExtractor extractor = new RecordExtractor(config);
        PageTypeClassifier classifier = new PageTypeClassifier(config);
        List<EvalPages.Page> pages = EvalPages.manifest(manifest);
        // Warm up the JIT so the timings measure steady state.
        for (int i = 0; i < Math.min(10, pages.size()); i++) {
            extractor.extract(EvalPages.load(pages.get(i)));
        }
        List<Double> ms = new ArrayList<>();
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (EvalPages.Page page : pages) {
                Document doc = EvalPages.load(page);
                long t0 = System.nanoTime();
                List<RecordTable> tables = extractor.extract(doc);
                String type = classifier.classify(doc, page.url()).jsonName();
                ms.add((System.nanoTime() - t0) / 1e6);
                ObjectNode o = EvalPages.json().createObjectNode();
                o.put("id", page.id());
                o.put("page_type", type);
                if (tables.isEmpty()) {
                    o.putNull("records");
                } else {
                    ArrayNode recs = o.putArray("records");
                    for (List<String> row : tables.get(0).rowsAsText()) {
                        ArrayNode r = recs.addArray();
                        row.forEach(r::add);
                    }
                }
                w.write(EvalPages.json().writeValueAsString(o));
                w.newLine();
            }
        }
        Collections.sort(ms);
        System.out.printf("pages %d  median ms %.2f  p90 ms %.2f  max ms %.2f%n", ms.size(), ms.get(ms.size() / 2),
                ms.get((int) (ms.size() * 0.9)), ms.get(ms.size() - 1));
    }
}
