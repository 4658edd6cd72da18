package com.newsx.extractor.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.args.Args;
import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.lang.LanguageIdentifier;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;
import org.jsoup.nodes.Element;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code bin/eval lang}: extracts every page of the manifests as {@code bin/extract} does and scores the articles'
 * languages ({@link LanguageAgreement}) against what the pages declare in {@code <html lang>}; then times the
 * identification alone, again over the same articles with its models loaded.
 * <pre>java ... LanguageEval [--config FILE] [--set KEY=VALUE]... MANIFEST...</pre>
 */
public final class LanguageEval {
    private LanguageEval() {
    }

    public static void main(String[] argv) throws IOException {
        Args a = Args.spec().values("--config").repeated("--set").words().parse(argv);
        ExtractorConfig config = a.has("--config") ? ExtractorConfig.fromFile(Path.of(a.value("--config")))
                : ExtractorConfig.defaults();
        Map<String, String> sets = new LinkedHashMap<>();
        for (String kv : a.values("--set")) {
            String[] pair = Args.pair("--set", kv, "KEY=VALUE");
            sets.put(pair[0], pair[1]);
        }
        ExtractorSettings settings = ExtractorSettings.from(config.with(sets, "--set"));
        PageExtractor extractor = new PageExtractor(settings);
        LanguageAgreement tally = new LanguageAgreement();
        List<Article> articles = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        long start = System.nanoTime();
        for (String manifest : a.words()) {
            Path m = Path.of(manifest).toAbsolutePath();
            String set = m.getParent().getFileName().toString();
            for (String line : Files.readAllLines(m, StandardCharsets.UTF_8)) {
                if (line.isBlank()) {
                    continue;
                }
                JsonNode page = json.readTree(line);
                String id = page.path("id").asText();
                String url = page.path("url").isTextual() ? page.path("url").asText() : null;
                byte[] bytes = Files.readAllBytes(m.getParent().resolve(page.path("path").asText()));
                try {
                    String declared = declared(extractor, bytes, url);
                    Article art = extractor.extract(bytes, null, url, Algorithm.FUSED).article();
                    boolean body = art.body() != null;
                    tally.add(new LanguageAgreement.Page(set, id, body, declared, art.lang(),
                            body ? art.title() + " | " + art.body() : ""));
                    if (body) {
                        articles.add(art);
                    }
                } catch (ExtractionException e) {
                    System.err.println("eval lang: " + set + " " + id + ": " + e.getMessage());
                    tally.add(new LanguageAgreement.Page(set, id, false, null, null, ""));
                }
            }
        }
        System.out.print(tally.report());
        System.out.printf(Locale.ROOT, "extraction with languages: %.1f s%n", (System.nanoTime() - start) / 1e9);
        time(new LanguageIdentifier(settings.lang()), articles);
    }

    /** The {@code <html lang>} (or XHTML's xml:lang) of a page, as written; null when it declares none. */
    private static String declared(PageExtractor extractor, byte[] bytes, String url) throws ExtractionException {
        Element html = extractor.articles().parse(bytes, null, url).selectFirst("html");
        String lang = html == null ? "" : html.hasAttr("lang") ? html.attr("lang") : html.attr("xml:lang");
        return lang.isBlank() ? null : lang.strip();
    }

    /** Identification alone, models loaded: ms an article, wall clock and the process's CPU (GC and JIT included). */
    private static void time(LanguageIdentifier identifier, List<Article> articles) {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        for (int pass = 0; pass < 3; pass++) {
            long cpu = os.getProcessCpuTime();
            long wall = System.nanoTime();
            for (Article art : articles) {
                identifier.identify(art.title(), art.body());
            }
            System.out.printf(Locale.ROOT, "identification alone, pass %d: %.2f ms an article, CPU %.2f ms (%d articles)%n",
                    pass + 1, (System.nanoTime() - wall) / 1e6 / articles.size(),
                    (os.getProcessCpuTime() - cpu) / 1e6 / articles.size(), articles.size());
        }
    }
}
