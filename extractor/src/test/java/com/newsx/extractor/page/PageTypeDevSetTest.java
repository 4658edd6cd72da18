package com.newsx.extractor.page;

import com.newsx.extractor.records.RecordSettings;
import com.newsx.extractor.DevSets;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.records.EvalPages;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Page-type accuracy on the dev sets stays above floors just under the measured figures. */
class PageTypeDevSetTest {
    private final PageTypeClassifier classifier = new PageTypeClassifier(PageTypeSettings.from(ExtractorConfig.defaults()), RecordSettings.from(ExtractorConfig.defaults()));

    private double share(Path manifest, PageType expected) throws Exception {
        int ok = 0;
        int n = 0;
        for (EvalPages.Page p : EvalPages.manifest(manifest)) {
            n++;
            if (classifier.classify(EvalPages.load(p), p.url()) == expected) {
                ok++;
            }
        }
        return (double) ok / n;
    }

    @Test
    void articlesAreArticlesAndListsAreLists() throws Exception {
        Path eval = DevSets.require("articles-en/manifest.jsonl", "lists/manifest.jsonl");
        double en = share(eval.resolve("articles-en/manifest.jsonl"), PageType.ARTICLE);
        double lists = share(eval.resolve("lists/manifest.jsonl"), PageType.LIST);
        System.out.printf("page types: articles-en %.3f article, lists %.3f list%n", en, lists);
        assertTrue(en >= 0.975, "articles-en classified as article: " + en);
        assertTrue(lists >= 0.97, "lists classified as list: " + lists);
    }
}
