package com.newsx.extractor.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.args.Args;
import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.records.RegionTable;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code bin/extract FILE|URL...} prints one JSON object per page; {@code bin/extract --manifest M.jsonl --out
 * P.jsonl} writes one prediction per manifest line in the eval format. A page that fails gives an error line
 * (stderr in single mode, {@code {"id","error"}} in batch) and the run goes on; the exit code is 1 if any failed.
 */
public final class ExtractCli {
    static final String USAGE = """
            usage: bin/extract [--algorithm line-block|punctuation-density|fused] [--config FILE] [--set KEY=VALUE]... FILE|URL...
                   bin/extract [--algorithm ...] [--config FILE] [--set KEY=VALUE]... --manifest M.jsonl --out P.jsonl""";
    private static final int MAX_BYTES = 32 * 1024 * 1024;

    private final ObjectMapper json = new ObjectMapper();
    private final PrintStream err;

    ExtractCli(PrintStream err) {
        this.err = err;
    }

    public static void main(String[] args) {
        System.exit(new ExtractCli(System.err).run(args, System.out));
    }

    int run(String[] args, PrintStream out) {
        try {
            Args a = Args.spec().values("--algorithm", "--config", "--manifest", "--out").repeated("--set").words()
                    .parse(args);
            if (a.help()) {
                out.println(USAGE);
                return 0;
            }
            Algorithm algorithm = a.has("--algorithm") ? Algorithm.parse(a.value("--algorithm")) : Algorithm.FUSED;
            Path config = path(a.value("--config"));
            Path manifest = path(a.value("--manifest"));
            Path output = path(a.value("--out"));
            List<String> inputs = a.words();
            if ((manifest == null) == inputs.isEmpty() || (manifest != null) != (output != null)) {
                throw new IllegalArgumentException("give FILE|URL... or --manifest M.jsonl --out P.jsonl");
            }
            ExtractorConfig cfg = config == null ? ExtractorConfig.defaults() : ExtractorConfig.fromFile(config);
            Map<String, String> sets = new LinkedHashMap<>();
            for (String kv : a.values("--set")) {
                String[] pair = Args.pair("--set", kv, "KEY=VALUE");
                sets.put(pair[0], pair[1]);
            }
            PageExtractor extractor = new PageExtractor(ExtractorSettings.from(cfg.with(sets, "--set")));
            return manifest != null ? batch(extractor, algorithm, manifest, output) : single(extractor, algorithm, inputs, out);
        } catch (IllegalArgumentException | IOException e) {
            err.println("extract: " + e.getMessage());
            err.println(USAGE);
            return 2;
        }
    }

    private static Path path(String s) {
        return s == null ? null : Path.of(s);
    }

    private int single(PageExtractor extractor, Algorithm algorithm, List<String> inputs, PrintStream out) throws IOException {
        PageFetcher fetcher = new PageFetcher(Duration.ofSeconds(20), MAX_BYTES);
        int failed = 0;
        for (String input : inputs) {
            try {
                boolean isUrl = input.startsWith("http://") || input.startsWith("https://");
                PageFetcher.Fetched page = isUrl ? fetcher.fetch(input) : new PageFetcher.Fetched(readFile(Path.of(input)), null);
                PageExtractor.Page p = extractor.extractWithRegions(page.bytes(), page.contentType(), isUrl ? input : null,
                        algorithm);
                Article a = p.article();
                ObjectNode o = json.createObjectNode();
                o.put("input", input);
                putPage(o, p);
                o.put("source", a.source());
                o.put("algorithm", a.algorithm());
                o.put("reason", a.reason());
                if (!p.tables().isEmpty()) {
                    o.set("schema", json.valueToTree(p.tables().get(0).schema()));
                }
                out.println(json.writeValueAsString(o));
            } catch (IOException | ExtractionException | RuntimeException e) {
                failed++;
                err.println("extract: " + input + ": " + describe(e));
            }
        }
        return failed == 0 ? 0 : 1;
    }

    private int batch(PageExtractor extractor, Algorithm algorithm, Path manifest, Path output) throws IOException {
        Path base = manifest.toAbsolutePath().getParent();
        List<String> lines = Files.readAllLines(manifest, StandardCharsets.UTF_8);
        int failed = 0;
        int done = 0;
        long lastReport = System.nanoTime();
        try (BufferedWriter w = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
            for (String line : lines) {
                if (line.isBlank()) {
                    continue;
                }
                ObjectNode o = json.createObjectNode();
                try {
                    JsonNode m = json.readTree(line);
                    o.put("id", m.path("id").asText());
                    String url = m.path("url").isTextual() ? m.path("url").asText() : null;
                    Path path = base.resolve(m.path("path").asText());
                    // the HTTP header the page was served with, when the manifest kept it (archived pages do)
                    String contentType = m.path("content_type").isTextual() ? m.path("content_type").asText() : null;
                    putPage(o, extractor.extractWithRegions(readFile(path), contentType, url, algorithm));
                } catch (IOException | ExtractionException | RuntimeException e) {
                    failed++;
                    ObjectNode errLine = json.createObjectNode();
                    errLine.set("id", o.get("id"));
                    errLine.put("error", describe(e));
                    o = errLine;
                }
                w.write(json.writeValueAsString(o));
                w.newLine();
                done++;
                if (System.nanoTime() - lastReport > 2_000_000_000L) {
                    err.printf("extract: %d/%d pages%n", done, lines.size());
                    lastReport = System.nanoTime();
                }
            }
        }
        if (failed > 0) {
            err.printf("extract: %d of %d pages failed%n", failed, done);
        }
        return failed == 0 ? 0 : 1;
    }

    /**
     * The eval format's fields: the article's, the page type, the main region's records (or null), and every data
     * region with its role (absent when the page has none).
     */
    private void putPage(ObjectNode o, PageExtractor.Page p) {
        Article a = p.article();
        o.put("title", a.title());
        o.put("publish_time", a.publishTime());
        o.put("author", a.author());
        o.put("body", a.body());
        o.put("lang", a.lang());
        o.put("page_type", p.type().jsonName());
        List<List<String>> records = p.mainRecords();
        if (records == null) {
            o.putNull("records");
        } else {
            o.set("records", json.valueToTree(records));
        }
        if (!p.regions().isEmpty()) {
            ArrayNode regions = o.putArray("regions");
            for (RegionTable r : p.regions()) {
                ObjectNode region = regions.addObject();
                region.put("role", r.role().jsonName());
                region.set("records", json.valueToTree(r.table().rowsAsText()));
            }
        }
    }

    private static byte[] readFile(Path p) throws IOException {
        if (Files.size(p) > MAX_BYTES) {
            throw new IOException("file larger than " + MAX_BYTES + " bytes");
        }
        return Files.readAllBytes(p);
    }

    private static String describe(Exception e) {
        String msg = e.getMessage();
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file: " + msg;
        }
        if (e instanceof java.net.ConnectException) {
            return "cannot connect" + (msg == null ? "" : ": " + msg);
        }
        if (e instanceof java.net.http.HttpTimeoutException) {
            return "timed out" + (msg == null ? "" : ": " + msg);
        }
        return msg == null ? e.getClass().getSimpleName() : msg;
    }
}
