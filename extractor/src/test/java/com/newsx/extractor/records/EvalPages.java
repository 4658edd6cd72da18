package com.newsx.extractor.records;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Comment;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;

/**
 * Test-side reading of the dev sets ({@link com.newsx.extractor.DevSets} finds them): manifests, page bytes decoded by their meta charset (else UTF-8), and
 * the minimal cleaning the body helper's cleaner will do (scripts, styles, frames, comments, hidden).
 */
public final class EvalPages {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern META_CHARSET = Pattern.compile(
            "<meta[^>]+charset\\s*=\\s*[\"']?([A-Za-z0-9_\\-]+)", Pattern.CASE_INSENSITIVE);

    private EvalPages() {
    }

    public record Page(String id, Path path, String url) {
    }

    public static List<Page> manifest(Path manifest) throws IOException {
        List<Page> out = new ArrayList<>();
        for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode n = JSON.readTree(line);
            String url = n.hasNonNull("url") ? n.get("url").asText() : null;
            out.add(new Page(n.get("id").asText(), manifest.getParent().resolve(n.get("path").asText()), url));
        }
        return out;
    }

    public static Document load(Page page) throws IOException {
        byte[] bytes = Files.readAllBytes(page.path());
        return clean(Jsoup.parse(decode(bytes), page.url() == null ? "" : page.url()));
    }

    /**
     * Bytes that are valid UTF-8 are UTF-8 whatever the page declares (several declare GB2312 wrongly);
     * otherwise the meta charset, else UTF-8. (The body helper's decoder does this properly.)
     */
    static String decode(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException notUtf8) {
            // fall through to the declared charset
        }
        String head = new String(bytes, 0, Math.min(bytes.length, 4096), StandardCharsets.ISO_8859_1);
        Matcher m = META_CHARSET.matcher(head);
        Charset cs = StandardCharsets.UTF_8;
        if (m.find()) {
            try {
                cs = Charset.forName(m.group(1));
            } catch (IllegalArgumentException e) {
                cs = StandardCharsets.UTF_8;
            }
        }
        return new String(bytes, cs);
    }

    public static Document clean(Document doc) {
        doc.select("script, style, noscript, iframe, template").remove();
        doc.select("[hidden]").remove();
        for (Element e : doc.select("[style]")) {
            String s = e.attr("style").toLowerCase(Locale.ROOT).replace(" ", "");
            if (s.contains("display:none") || s.contains("visibility:hidden")) {
                e.remove();
            }
        }
        List<Node> comments = new ArrayList<>();
        doc.forEachNode(n -> {
            if (n instanceof Comment) {
                comments.add(n);
            }
        });
        comments.forEach(Node::remove);
        return doc;
    }

    public static ObjectMapper json() {
        return JSON;
    }
}
