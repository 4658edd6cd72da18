package com.newsx.extractor.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExtractCliTest {
    private static final String PAGE = "<html><head><title>Storm</title></head><body><h1>Storm hits the coast</h1>"
            + "<p>The storm hit the coast on Monday night, cutting power to thousands of homes, officials said.</p>"
            + "<p>Crews worked through the night to restore it, and most homes had power again by noon.</p></body></html>";

    @Test
    void batchWritesOnePredictionPerLineAndErrorLinesForBadItems(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("good.html"), PAGE);
        Files.write(dir.resolve("empty.html"), new byte[0]);
        Files.writeString(dir.resolve("m.jsonl"), String.join("\n",
                "{\"id\": \"good\", \"path\": \"good.html\", \"url\": null}",
                "{\"id\": \"missing\", \"path\": \"nope.html\", \"url\": null}",
                "{\"id\": \"empty\", \"path\": \"empty.html\", \"url\": null}") + "\n");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new ExtractCli(new PrintStream(err, true, StandardCharsets.UTF_8)).run(new String[]{
                "--manifest", dir.resolve("m.jsonl").toString(), "--out", dir.resolve("p.jsonl").toString()},
                System.out);
        assertEquals(1, code, "non-zero exit when an item failed");
        ObjectMapper json = new ObjectMapper();
        List<String> lines = Files.readAllLines(dir.resolve("p.jsonl"));
        assertEquals(3, lines.size());
        JsonNode good = json.readTree(lines.get(0));
        assertEquals("good", good.get("id").asText());
        assertTrue(good.get("body").asText().startsWith("The storm hit the coast"));
        for (String key : List.of("title", "publish_time", "author", "body", "lang", "page_type", "records")) {
            assertTrue(good.has(key), "prediction has " + key);
        }
        assertEquals("en", good.get("lang").asText(), "the article's language, from its text");
        assertTrue(json.readTree(lines.get(1)).get("error").asText().contains("no such file"));
        assertTrue(json.readTree(lines.get(2)).get("error").asText().contains("empty"));
    }

    @Test
    void aManifestLinesContentTypeDecidesTheCharsetOfAPageThatNamesNone(@TempDir Path dir) throws Exception {
        String title = "港城开通首条纯电动渡轮航线";
        String story = "港城首条纯电动渡轮航线周一开通，往返老港区与新商务区只需十二分钟。运营方表示，渡轮在乘客登船时于两端充电，"
                + "另有两条航线正在规划中。市民普遍认为新航线方便了通勤。";
        byte[] gbk = ("<html><head><title>" + title + "</title></head><body><h1>" + title + "</h1><p>" + story
                + "</p><p>" + story + "</p></body></html>").getBytes(java.nio.charset.Charset.forName("GBK"));
        Files.write(dir.resolve("gbk.html"), gbk);
        Files.writeString(dir.resolve("m.jsonl"), String.join("\n",
                "{\"id\": \"header\", \"path\": \"gbk.html\", \"url\": null, \"content_type\": \"text/html; charset=GBK\"}",
                "{\"id\": \"wrong\", \"path\": \"gbk.html\", \"url\": null, \"content_type\": \"text/html; charset=ISO-8859-1\"}")
                + "\n");
        int code = new ExtractCli(System.err).run(new String[]{
                "--manifest", dir.resolve("m.jsonl").toString(), "--out", dir.resolve("p.jsonl").toString()}, System.out);
        assertEquals(0, code);
        List<String> lines = Files.readAllLines(dir.resolve("p.jsonl"));
        assertEquals(title, new ObjectMapper().readTree(lines.get(0)).get("title").asText(), "decoded as GBK");
        assertTrue(!new ObjectMapper().readTree(lines.get(1)).path("title").asText().equals(title),
                "the header is what decides: a wrong one gives a wrong title (so the field is read at all)");
    }

    @Test
    void aListPageListsEveryDataRegionWithItsRoleTheMainOneAsItsRecords(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("home.html"), com.newsx.extractor.ListKindPages.portalHome(8, 30));
        Files.writeString(dir.resolve("m.jsonl"), "{\"id\": \"home\", \"path\": \"home.html\", \"url\": null}\n");
        int code = new ExtractCli(System.err).run(new String[]{
                "--manifest", dir.resolve("m.jsonl").toString(), "--out", dir.resolve("p.jsonl").toString()}, System.out);
        assertEquals(0, code);
        JsonNode page = new ObjectMapper().readTree(Files.readAllLines(dir.resolve("p.jsonl")).get(0));
        JsonNode regions = page.get("regions");
        assertEquals("main", regions.get(0).get("role").asText());
        assertEquals(page.get("records"), regions.get(0).get("records"));
        assertEquals(30, page.get("records").size());
        List<String> roles = new java.util.ArrayList<>();
        regions.forEach(r -> roles.add(r.get("role").asText()));
        assertEquals(List.of("main", "other", "navigation", "navigation"), roles, "the sections, the menu, the footer");
    }

    @Test
    void singleModePrintsJsonAndReportsFailuresOnStderr(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("good.html"), PAGE);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new ExtractCli(new PrintStream(err, true, StandardCharsets.UTF_8)).run(new String[]{
                "--algorithm", "punctuation-density", dir.resolve("good.html").toString(),
                dir.resolve("nope.html").toString()}, new PrintStream(out, true, StandardCharsets.UTF_8));
        assertEquals(1, code);
        JsonNode a = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8).trim());
        assertEquals("punctuation-density", a.get("algorithm").asText());
        assertTrue(a.get("body").asText().contains("Crews worked through the night"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("nope.html"));
    }

    @Test
    void aMistypedSettingInSetOrInAConfigFileFailsNamingIt(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("page.html"), PAGE);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ExtractCli cli = new ExtractCli(new PrintStream(err, true, StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = cli.run(new String[]{"--set", "line-block.min-char=3", dir.resolve("page.html").toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        String said = err.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("'line-block.min-char'") && said.contains("'line-block.min-chars'"), said);
        assertEquals("", out.toString(StandardCharsets.UTF_8), "nothing extracted with a wrong setting");

        Files.writeString(dir.resolve("x.properties"), "region.prose-min-char=30\n");
        err.reset();
        code = cli.run(new String[]{"--config", dir.resolve("x.properties").toString(), dir.resolve("page.html").toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        said = err.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("'region.prose-min-char'") && said.contains("'region.prose-min-chars'"), said);

        err.reset();
        code = cli.run(new String[]{"--set", "line-block.min-chars=9", dir.resolve("page.html").toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
    }
}
