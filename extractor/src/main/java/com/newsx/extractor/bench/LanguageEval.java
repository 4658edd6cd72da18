package com.newsx.extractor.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.pemistahl.lingua.api.Language;
import com.github.pemistahl.lingua.api.LanguageDetector;
import com.github.pemistahl.lingua.api.LanguageDetectorBuilder;
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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * {@code bin/eval lang}: extracts every page of the manifests as {@code bin/extract} does and scores the articles'
 * languages ({@link LanguageAgreement}) against what the pages declare in {@code <html lang>}; then counts how often
 * they are what Lingua's detector alone, over all its living languages, says of the same text (the identifier
 * scores with Lingua's models and asks its detector only on close calls). {@link LanguageBench} times it.
 * <pre>java ... LanguageEval [--config FILE] [--set KEY=VALUE]... MANIFEST...</pre>
 */
public final class LanguageEval {
    private LanguageEval() {
    }

    public static void main(String[] argv) throws IOException {
        Args a = Args.spec().values("--config").repeated("--set").words().parse(argv);
        ExtractorConfig config = a.has("--config") ? ExtractorConfig.fromFile(Path.of(a.value("--config")))
                : ExtractorConfig.defaults();
        Map<String, String> sets = Args.pairs("--set", a.values("--set"));
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
        compareWithLingua(new LanguageIdentifier(settings.lang()), articles);
    }

    /** How many articles get the language Lingua's detector alone gives their sample, and which do not. */
    private static void compareWithLingua(LanguageIdentifier identifier, List<Article> articles) {
        LanguageDetector lingua = LanguageDetectorBuilder.fromAllSpokenLanguages().withLowAccuracyMode().build();
        int same = 0;
        Map<String, Integer> differing = new TreeMap<>();
        for (Article art : articles) {
            String ours = art.lang();
            Language theirs = lingua.detectLanguageOf(identifier.sample(art.title(), art.body()));
            String code = theirs == Language.UNKNOWN ? null : theirs.getIsoCode639_1().name().toLowerCase(Locale.ROOT);
            if (Objects.equals(ours, code)) {
                same++;
            } else {
                differing.merge(code + " -> " + ours, 1, Integer::sum);
            }
        }
        System.out.printf(Locale.ROOT, "as Lingua's detector alone (all living languages, low accuracy) on the same"
                + " text: %d of %d; otherwise, Lingua -> ours: %s%n", same, articles.size(), differing);
    }

    /** The {@code <html lang>} (or XHTML's xml:lang) of a page, as written; null when it declares none. */
    private static String declared(PageExtractor extractor, byte[] bytes, String url) throws ExtractionException {
        Element html = extractor.articles().parse(bytes, null, url).selectFirst("html");
        String lang = html == null ? "" : html.hasAttr("lang") ? html.attr("lang") : html.attr("xml:lang");
        return lang.isBlank() ? null : lang.strip();
    }
}
