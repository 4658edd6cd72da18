package com.newsx.extractor.stages;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.DevSets;
import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.article.BodyResult;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.records.RecordTable;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The split pipeline changes nothing: on every dev page, cleaning once, running the two body algorithms apart and
 * fusing their halves - with the cleaned page carried as it is within a process, and written out and read back
 * with {@link DomCodec} as it is between processes - gives the same document as {@link PageExtractor} (what
 * {@code bin/extract} prints): the same article, or for a list page the same records.
 */
class PageStagesDevSetTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void stagesGiveWhatPageExtractorGives() throws IOException {
        Path eval = DevSets.require();
        ExtractorConfig config = ExtractorConfig.defaults();
        PageExtractor whole = new PageExtractor(ExtractorSettings.from(config));
        PageStages stages = new PageStages(ExtractorSettings.from(config));
        List<String> differing = new ArrayList<>();
        int pages = 0;
        int recordPages = 0;
        for (String set : new String[] {"articles-en", "articles-en-wcxb", "articles-zh", "lists"}) {
            Path manifest = eval.resolve(set).resolve("manifest.jsonl");
            if (!Files.isRegularFile(manifest)) {
                continue;
            }
            for (String line : Files.readAllLines(manifest)) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode entry = JSON.readTree(line);
                byte[] raw = Files.readAllBytes(manifest.getParent().resolve(entry.get("path").asText()));
                String url = entry.path("url").asText("http://example.com/" + entry.get("id").asText());
                String id = set + "/" + entry.get("id").asText();
                String expected;
                try {
                    expected = document(whole.extract(raw, null, url, Algorithm.FUSED));
                } catch (ExtractionException e) {
                    expected = "error: " + e.getMessage();
                }
                for (boolean crossProcess : new boolean[] {false, true}) {
                    String got;
                    try {
                        CleanedPage page = stages.clean(raw, null, url);
                        if (crossProcess) {
                            page = roundTrip(stages, page);
                        }
                        if (page.toRecords()) {
                            recordPages++;
                        }
                        got = document(stages, page);
                    } catch (ExtractionException e) {
                        got = "error: " + e.getMessage();
                    }
                    if (!expected.equals(got)) {
                        differing.add(id + (crossProcess ? " (across processes)" : "") + "\n  expected " + abbreviate(expected)
                                + "\n  got      " + abbreviate(got));
                    }
                }
                pages++;
            }
        }
        Assumptions.assumeTrue(pages > 0, "skipped: no dev pages found under " + eval);
        assertEquals(List.of(), differing, "pages whose document differs between the split and the whole pipeline");
        assertTrue(recordPages > 0, "some pages must take the records path");
    }

    /** What a process receiving the page has: the DOM written and read back, and the index rebuilt from it. */
    static CleanedPage roundTrip(PageStages stages, CleanedPage p) {
        var doc = DomCodec.decode(DomCodec.encode(p.doc()));
        var index = stages.index(doc);
        return new CleanedPage(p.url(), doc, index, p.title(), p.publishTime(), p.author(), p.source(), p.titlePos(),
                p.timePos(), p.metaPos(), p.description(), p.type(), p.toRecords(), null, null, p.links(), p.query(),
                p.storyText());
    }

    /** The document the crawl indexes, as the bolts build it. */
    private static String document(PageStages stages, CleanedPage page) {
        if (page.toRecords()) {
            List<RecordTable> tables = stages.records(page);
            if (!tables.isEmpty()) {
                return records(tables);
            }
        }
        BodyResult lines = stages.lineBlock(page);
        PageStages.DensityHalf density = stages.punctuationDensity(page);
        return article(stages.fuse(page, lines, density), page.type().jsonName()) + " links=" + page.links();
    }

    /** The document the old single step indexes for a page. */
    private static String document(PageExtractor.Page p) {
        if (!p.tables().isEmpty()) {
            return records(p.tables());
        }
        return article(p.article(), p.type().jsonName()) + " links=" + p.links();
    }

    private static String records(List<RecordTable> tables) {
        StringBuilder sb = new StringBuilder("records");
        for (RecordTable t : tables) {
            sb.append(" | ").append(t.schema()).append(' ').append(t.rowsAsText());
        }
        return sb.toString();
    }

    private static String article(Article a, String type) {
        return "article type=" + type + " title=" + a.title() + " time=" + a.publishTime() + " author=" + a.author()
                + " source=" + a.source() + " algorithm=" + a.algorithm() + " reason=" + a.reason()
                + " body=" + a.body();
    }

    private static String abbreviate(String s) {
        return s.length() <= 400 ? s : s.substring(0, 400) + "...";
    }
}
