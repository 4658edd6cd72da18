package com.newsx.tools.drift;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netpreserve.jwarc.WarcCompression;
import org.netpreserve.jwarc.WarcWriter;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The drift check end to end but for the builds: a WARC of six pages on three sites written in the test, its pages
 * written out for bin/extract, and two extractions of them that differ in known ways; the report and exit status.
 */
class DriftCommandTest {
    private static final String STORY = "The harbour city opened its first all-electric ferry line on Monday, carrying"
            + " commuters between the old port and the new business district in twelve minutes. The operator said"
            + " the boats charge at each end while passengers board, and that two more lines are planned.";
    private static final String A1 = "http://a.example/news/1.html";
    private static final String A2 = "http://a.example/news/2.html";
    private static final String A3 = "http://a.example/news/3.html";
    private static final String B_LIST = "http://b.example/news/";
    private static final String B_STORY = "http://b.example/news/story.html";
    private static final String C1 = "http://c.example/x.html";
    private final ObjectMapper json = new ObjectMapper();

    @TempDir
    Path dir;
    Path work;
    /** The manifest's id of each URL. */
    final Map<String, String> ids = new LinkedHashMap<>();

    @BeforeEach
    void archiveAndWriteOut() throws IOException {
        Path warc = dir.resolve("warc");
        Files.createDirectories(warc);
        try (FileChannel ch = FileChannel.open(warc.resolve("TEST-20240521060000-00001.warc.gz"),
                StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
             WarcWriter w = new WarcWriter(ch, WarcCompression.GZIP)) {
            long t = DemoWarc.SENT_AT;
            for (String url : List.of(A1, A2, A3, B_LIST, B_STORY, C1)) {
                DemoWarc.append(w, url, "text/html; charset=utf-8", page(url), t++);
            }
            DemoWarc.append(w, A1, "text/html; charset=utf-8", page(A1), t++); // fetched again, unchanged
            DemoWarc.append(w, "http://a.example/robots.txt", "text/plain", "User-agent: *\n".getBytes(), t++);
            DemoWarc.append(w, "http://a.example/logo.png", "image/png", new byte[]{(byte) 0x89, 'P', 'N', 'G'}, t);
        }
        work = dir.resolve("work");
        Run r = run("pages", "--out", work.toString(), warc.toString());
        assertEquals(0, r.status, r.err);
        assertTrue(r.err.contains("6 HTML pages from 1 WARC file(s)") && r.err.contains("1 pages archived again"),
                r.err);
        for (ArchivedPages.Entry e : ArchivedPages.read(work.resolve(ArchivedPages.MANIFEST))) {
            ids.put(e.url(), e.id());
            assertArrayEquals(page(e.url()), Files.readAllBytes(work.resolve(e.path())), "the payload as archived");
        }
        assertEquals(List.of(A1, A2, A3, B_LIST, B_STORY, C1), new ArrayList<>(ids.keySet()),
                "each HTML page once, robots.txt and the image left out");
        for (String line : Files.readAllLines(work.resolve(ArchivedPages.MANIFEST))) {
            assertEquals("text/html; charset=utf-8", json.readTree(line).path("content_type").asText(),
                    "the header the page was served with, for bin/extract's decoding: " + line);
        }
        // the base build's extraction, and this build's: a title that grew a suffix, a body cut to a third, a page
        // that now fails; records and an author changed (reported, not gated by default); the rest the same
        write("base.jsonl", List.of(
                line(A1, "Ferry line opens", "2024-05-20T08:00:00+08:00", "Jane Doe", STORY, "article", null),
                line(A2, "Second story", "2024-05-20T09:00:00+08:00", "", STORY, "article", null),
                line(A3, "Third story", "2024-05-20T10:00:00+08:00", "", STORY, "article", null),
                line(B_LIST, "News", "", "", "", "list", 8),
                line(B_STORY, "B story", "2024-05-19", "Li Ming", STORY, "article", null),
                line(C1, "C story", "2024-05-18", "", STORY, "article", null)));
        write("head.jsonl", List.of(
                line(A1, "Ferry line opens | The A Times", "2024-05-20T08:00:00+08:00", "Jane Doe", STORY, "article", null),
                line(A2, "Second story", "2024-05-20T09:00:00+08:00", "", STORY.substring(0, STORY.length() / 3),
                        "article", null),
                line(A3, "Third  story", "2024-05-20T10:00:00+08:00", "", STORY.replace(". ", ".\n"), "article", null),
                line(B_LIST, "News", "", "", "", "list", 6),
                line(B_STORY, "B story", "2024-05-19", "", STORY, "article", null),
                "{\"id\":\"" + ids.get(C1) + "\",\"error\":\"no body found\"}"));
    }

    @Test
    void theReportNamesWhatChangedPerSiteAndFieldMostChangedFirstAndFailsPastTheGate() throws IOException {
        Run r = report();
        assertEquals(1, r.status, "3 of 6 pages drifted, over the default 5 %: " + r.out);
        List<String> sites = r.out.lines().filter(l -> l.matches("^[abc]\\.example .*")).map(l -> l.split(" ")[0]).toList();
        assertEquals(List.of("c.example", "a.example", "b.example"), sites, "most drifted first:\n" + r.out);
        //                         pages drifted changed title date author body type records failed
        assertRow(r.out, "c.example", 1, 100.0, 100.0, 0, 0, 0, 0, 0, 0, 1);
        assertRow(r.out, "a.example", 3, 66.7, 66.7, 1, 0, 0, 1, 0, 0, 0);
        assertRow(r.out, "b.example", 2, 0.0, 100.0, 0, 0, 1, 0, 0, 1, 0);
        assertRow(r.out, "all", 6, 50.0, 83.3, 1, 0, 1, 1, 0, 1, 1);
        assertTrue(r.out.contains("title: \"Ferry line opens\" -> \"Ferry line opens | The A Times\""), r.out);
        assertTrue(r.out.matches("(?s).*body: 0\\.[45]\\d similar, 265 -> 87 chars.*"), r.out);
        assertTrue(r.out.contains("records: 8 -> 6") && r.out.contains("author: \"Li Ming\" -> \"\""), r.out);
        assertTrue(r.out.contains("failed: extracts -> \"no body found\""), r.out);
        assertTrue(!r.out.contains(A3), "a reflowed title and body are no change:\n" + r.out);
        assertTrue(r.out.strip().endsWith("drift: FAIL: 3 of 6 pages drifted (50.0 %), more than the 5.0 % allowed"), r.out);
    }

    @Test
    void theGatesShareSimilarityAndFieldsAreOptions() throws IOException {
        Run half = report("--max-drift", "0.5");
        assertEquals(0, half.status, half.out);
        assertTrue(half.out.contains("drift: PASS: 3 of 6 pages drifted (50.0 %), at most 50.0 % allowed"), half.out);

        Run lenient = report("--min-similarity", "0.4", "--max-drift", "0.4");
        assertEquals(0, lenient.status, "the cut body is similar enough at 0.4: 2 of 6 drift\n" + lenient.out);
        assertRow(lenient.out, "a.example", 3, 33.3, 33.3, 1, 0, 0, 0, 0, 0, 0);

        Run records = report("--gate", "records,author");
        assertEquals(1, records.status);
        assertTrue(records.out.lines().filter(l -> l.matches("^[abc]\\.example .*")).findFirst().orElse("")
                .startsWith("b.example"), "b.example drifts most when records and authors gate:\n" + records.out);
        assertTrue(records.out.contains("a page drifts when its author, records changed"), records.out);

        Run report = report("--no-gate");
        assertEquals(0, report.status);
        assertTrue(report.out.contains("drift: not gated: 3 of 6 pages drifted (50.0 %); the gate is at 5.0 %"), report.out);
    }

    @Test
    void aPageMissingFromABuildsOutputCountsAsFailedThere() throws IOException {
        List<String> head = new ArrayList<>(Files.readAllLines(work.resolve("head.jsonl")));
        head.remove(0); // A1's line
        write("head.jsonl", head);
        Run r = report("--max-drift", "0.9");
        assertEquals(0, r.status);
        assertTrue(r.out.contains("failed: extracts -> \"no line for it in the build's output\""), r.out);
    }

    @Test
    void mistakesAreExitStatusTwo() {
        assertEquals(2, run("report", "--manifest", work.resolve(ArchivedPages.MANIFEST).toString()).status);
        assertEquals(2, run("report", "--manifest", "nowhere.jsonl", "--base", "a", "--head", "b").status);
        assertEquals(2, run("report", "--manifest", "m", "--base", "a", "--head", "b", "--max-drift", "5").status);
        assertEquals(2, run("report", "--manifest", "m", "--base", "a", "--head", "b", "--gate", "colour").status);
        assertEquals(2, run("pages", "--out", dir.resolve("x").toString(), dir.resolve("none").toString()).status);
        assertEquals(2, run("sideways").status);
    }

    // ------------------------------------------------------------------------------------------------ helpers

    private Run report(String... more) {
        List<String> args = new ArrayList<>(List.of("report", "--manifest", work.resolve(ArchivedPages.MANIFEST).toString(),
                "--base", work.resolve("base.jsonl").toString(), "--head", work.resolve("head.jsonl").toString(),
                "--base-name", "REV", "--head-name", "HEAD"));
        args.addAll(Arrays.asList(more));
        return run(args.toArray(String[]::new));
    }

    /** A site's row: pages, the shares drifted and changed (%), then the pages changed in each field. */
    private static void assertRow(String report, String site, int pages, double drifted, double changed, int... fields) {
        String row = report.lines().filter(l -> l.startsWith(site + " ")).findFirst().orElseThrow(
                () -> new AssertionError("no row for " + site + ":\n" + report));
        String[] c = row.trim().split("\\s+");
        // site pages D % C % title date author body type records failed sim. length
        assertEquals(pages, Integer.parseInt(c[1]), row);
        assertEquals(drifted, Double.parseDouble(c[2]), 0.05, row);
        assertEquals(changed, Double.parseDouble(c[4]), 0.05, row);
        for (int i = 0; i < fields.length; i++) {
            assertEquals(fields[i], Integer.parseInt(c[6 + i]), "column " + (6 + i) + " of " + row);
        }
    }

    private static byte[] page(String url) {
        return ("<html><head><title>" + url + "</title></head><body><p>" + STORY + "</p></body></html>")
                .getBytes(StandardCharsets.UTF_8);
    }

    private String line(String url, String title, String date, String author, String body, String type, Integer records)
            throws IOException {
        ObjectNode o = json.createObjectNode();
        o.put("id", ids.get(url)).put("title", title).put("publish_time", date.isEmpty() ? null : date)
                .put("author", author.isEmpty() ? null : author).put("body", body).put("page_type", type);
        if (records == null) {
            o.putNull("records");
        } else {
            List<List<String>> rows = new ArrayList<>();
            for (int i = 0; i < records; i++) {
                rows.add(List.of("headline " + i, "2024-05-0" + (i + 1)));
            }
            o.set("records", json.valueToTree(rows));
        }
        return json.writeValueAsString(o);
    }

    private void write(String name, List<String> lines) throws IOException {
        Files.write(work.resolve(name), lines, StandardCharsets.UTF_8);
    }

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = DriftCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
