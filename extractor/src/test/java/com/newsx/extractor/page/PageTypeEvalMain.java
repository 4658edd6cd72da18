package com.newsx.extractor.page;

import com.newsx.extractor.records.RecordSettings;
import com.fasterxml.jackson.databind.JsonNode;
import com.newsx.extractor.DevSets;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.records.EvalPages;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;

/**
 * Prints the page-type confusion matrix over the dev sets (truth: page_type where the truth file has it,
 * else article for the article sets and list for lists) and, with -v, the features of misclassified pages.
 */
public final class PageTypeEvalMain {
    public static void main(String[] args) throws Exception {
        boolean verbose = args.length > 0 && args[0].equals("-v");
        Path eval = DevSets.dir();
        PageTypeClassifier classifier = new PageTypeClassifier(PageTypeSettings.from(ExtractorConfig.defaults()), RecordSettings.from(ExtractorConfig.defaults()));
        Map<PageType, Map<PageType, Integer>> confusion = new EnumMap<>(PageType.class);
        for (String set : new String[] {"articles-en", "articles-zh", "lists"}) {
            Map<String, String> truth = new HashMap<>();
            Path truthFile = eval.resolve(set + "/truth.jsonl");
            if (Files.exists(truthFile)) {
                for (String line : Files.readAllLines(truthFile, StandardCharsets.UTF_8)) {
                    JsonNode n = EvalPages.json().readTree(line);
                    if (n.hasNonNull("page_type")) {
                        truth.put(n.get("id").asText(), n.get("page_type").asText());
                    }
                }
            }
            for (EvalPages.Page p : EvalPages.manifest(eval.resolve(set + "/manifest.jsonl"))) {
                PageType gold = PageType.valueOf(truth.getOrDefault(p.id(), set.equals("lists") ? "list" : "article")
                        .toUpperCase(java.util.Locale.ROOT));
                var doc = EvalPages.load(p);
                PageFeatures f = classifier.features(doc, p.url());
                PageType got = classifier.decide(f);
                confusion.computeIfAbsent(gold, k -> new EnumMap<>(PageType.class)).merge(got, 1, Integer::sum);
                if (verbose && (got != gold || args.length > 1)) {
                    System.out.println(set + " " + p.id() + " gold " + gold + " got " + got + " " + f);
                }
            }
        }
        System.out.printf("%-10s", "gold\\pred");
        for (PageType t : PageType.values()) {
            System.out.printf("%9s", t.jsonName());
        }
        System.out.println();
        for (var e : confusion.entrySet()) {
            System.out.printf("%-10s", e.getKey().jsonName());
            for (PageType t : PageType.values()) {
                System.out.printf("%9d", e.getValue().getOrDefault(t, 0));
            }
            System.out.println();
        }
    }
}
