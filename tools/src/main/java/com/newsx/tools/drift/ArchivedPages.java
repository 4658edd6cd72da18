package com.newsx.tools.drift;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.topology.archive.ReplaySelection;
import com.newsx.topology.archive.ReplayedPage;
import com.newsx.topology.archive.WarcFiles;
import com.newsx.topology.archive.WarcReplayReader;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The HTML pages of WARC files, written out as {@code bin/extract --manifest} reads them - every revision's
 * extractor has that batch mode, so an older build extracts the same pages without knowing WARC: each page's
 * payload in a file of {@code pages/}, and {@code manifest.jsonl} with its id, URL and file. The pages are the ones
 * a replay takes ({@link WarcReplayReader}: 2xx responses, decoded, robots.txt left out), of an HTML type or none;
 * a page archived again with the same bytes (a source revisited, unchanged) is written once.
 * <p>
 * The answer's Content-Type goes in {@code content_type} (an addition to the eval format), so that a page whose
 * charset only its header names (a GBK page without a meta charset) is decoded as the crawl decoded it. A build
 * older than that field decodes such a page by detection: one drift when comparing across it, said in docs/archive.md.
 */
final class ArchivedPages {
    /** The cap of bin/extract's own reading (ExtractCli). */
    static final long MAX_BYTES = 32L * 1024 * 1024;
    static final String MANIFEST = "manifest.jsonl";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A line of the manifest. */
    record Entry(String id, String url, String path) {
    }

    /** What was read and written. */
    record Counts(int files, long records, int pages, int duplicates, int notHtml) {
    }

    private ArchivedPages() {
    }

    /** Writes the pages of the WARC files and directories {@code warcs} under {@code out}. */
    static Counts write(List<String> warcs, Path out) throws IOException {
        List<Path> files = WarcFiles.list(warcs);
        Path pages = out.resolve("pages");
        Files.createDirectories(pages);
        ReplaySelection all = new ReplaySelection(warcs, Long.MIN_VALUE, Long.MAX_VALUE, "", false);
        Set<String> seen = new HashSet<>();
        long records = 0;
        int written = 0;
        int duplicates = 0;
        int notHtml = 0;
        try (BufferedWriter manifest = Files.newBufferedWriter(out.resolve(MANIFEST), StandardCharsets.UTF_8)) {
            for (Path f : files) {
                try (WarcReplayReader r = new WarcReplayReader(f, all, MAX_BYTES)) {
                    for (ReplayedPage p = r.next(); p != null; p = r.next()) {
                        if (!isHtml(p.contentType())) {
                            notHtml++;
                        } else if (!seen.add(p.url() + " " + sha1(p.body()))) {
                            duplicates++;
                        } else {
                            written++;
                            String id = String.format(Locale.ROOT, "p%06d", written);
                            String path = "pages/" + id + ".html";
                            Files.write(out.resolve(path), p.body());
                            ObjectNode line = JSON.createObjectNode();
                            line.put("id", id).put("url", p.url()).put("path", path).put("warc_date", p.date().toString());
                            if (p.contentType() != null && !p.contentType().isBlank()) {
                                line.put("content_type", p.contentType());
                            }
                            manifest.write(JSON.writeValueAsString(line));
                            manifest.newLine();
                        }
                    }
                    records += r.counts().records;
                }
            }
        }
        return new Counts(files.size(), records, written, duplicates, notHtml);
    }

    /** The manifest's entries, in order. */
    static List<Entry> read(Path manifest) throws IOException {
        List<Entry> out = new ArrayList<>();
        for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                JsonNode o = JSON.readTree(line);
                out.add(new Entry(o.path("id").asText(), o.path("url").asText(), o.path("path").asText()));
            }
        }
        return out;
    }

    /** An HTML type, or none (the fetch step hands those on to be sniffed). */
    static boolean isHtml(String contentType) {
        return contentType == null || contentType.isBlank() || contentType.toLowerCase(Locale.ROOT).contains("html");
    }

    private static String sha1(byte[] body) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(body));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-1 is part of every JDK", e);
        }
    }
}
