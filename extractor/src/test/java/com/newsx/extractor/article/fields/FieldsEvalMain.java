package com.newsx.extractor.article.fields;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.extractor.bench.ManifestPages;
import com.newsx.extractor.config.ExtractorConfig;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.mozilla.universalchardet.UniversalDetector;

/**
 * Runs {@link FieldExtractor} over a manifest.jsonl and writes predictions JSONL for
 * {@code shared/eval/score.py articles}. Usage: {@code FieldsEvalMain MANIFEST OUT [--timing]}.
 * The page decoding here is a stand-in private to this tool until the project's decoder exists.
 */
public final class FieldsEvalMain {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern META_CHARSET =
            Pattern.compile("(?i)<meta[^>]+charset\\s*=\\s*[\"']?([\\w-]+)");

    private FieldsEvalMain() {
    }

    public static void main(String[] args) throws IOException {
        Path manifest = Path.of(args[0]);
        Path out = Path.of(args[1]);
        FieldExtractor extractor = new FieldExtractor(ExtractorConfig.defaults());
        List<ObjectNode> preds = run(manifest, extractor);
        if (args.length > 2 && args[2].equals("--timing")) {
            // more passes, keeping the fastest, so JIT warm-up and a busy machine do not dominate the figures
            long parse = Long.MAX_VALUE;
            long extract = Long.MAX_VALUE;
            for (int pass = 0; pass < 5; pass++) {
                long[] n = new long[2];
                run(manifest, extractor, n);
                parse = Math.min(parse, n[0]);
                extract = Math.min(extract, n[1]);
            }
            System.err.printf(Locale.ROOT, "%d pages: jsoup parse %.1f ms, field extraction %.1f ms (best of 5)%n",
                    preds.size(), parse / 1e6, extract / 1e6);
        }
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (ObjectNode p : preds) {
                w.write(JSON.writeValueAsString(p));
                w.newLine();
            }
        }
    }

    /** One prediction per manifest line. */
    static List<ObjectNode> run(Path manifest, FieldExtractor extractor) throws IOException {
        return run(manifest, extractor, new long[2]);
    }

    /** As {@link #run(Path, FieldExtractor)}, adding parse and extraction nanoseconds to nanos[0] and [1]. */
    static List<ObjectNode> run(Path manifest, FieldExtractor extractor, long[] nanos) throws IOException {
        List<ObjectNode> preds = new ArrayList<>();
        for (ManifestPages.Page page : ManifestPages.read(manifest)) {
            String url = page.url();
            String html = decode(page.bytes());
            long t0 = System.nanoTime();
            Document doc = Jsoup.parse(html, url == null ? "" : url);
            long t1 = System.nanoTime();
            ArticleFields f = extractor.extract(doc, url);
            nanos[0] += t1 - t0;
            nanos[1] += System.nanoTime() - t1;
            ObjectNode p = JSON.createObjectNode();
            p.put("id", page.id());
            p.put("title", f.title());
            p.put("publish_time", f.publishTime());
            p.put("author", f.author());
            p.put("source", f.source());
            p.putNull("body");
            preds.add(p);
        }
        return preds;
    }

    /** Valid UTF-8 wins over any declaration; else the declared charset; else the detector's guess. */
    static String decode(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException notUtf8) {
            String head = new String(bytes, 0, Math.min(bytes.length, 4096), StandardCharsets.ISO_8859_1);
            Matcher cm = META_CHARSET.matcher(head);
            String name = cm.find() ? cm.group(1) : null;
            if (name == null) {
                UniversalDetector det = new UniversalDetector();
                det.handleData(bytes, 0, bytes.length);
                det.dataEnd();
                name = det.getDetectedCharset();
            }
            Charset cs = charset(name);
            return new String(bytes, cs);
        }
    }

    private static Charset charset(String name) {
        if (name == null) {
            return Charset.forName("windows-1252");
        }
        String n = name.toLowerCase(Locale.ROOT);
        if (n.equals("gb2312") || n.equals("gbk")) {
            n = "gb18030"; // superset: pages labelled gb2312 use GBK characters
        }
        try {
            return Charset.forName(n);
        } catch (RuntimeException e) {
            return Charset.forName("windows-1252");
        }
    }
}
