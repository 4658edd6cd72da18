package com.newsx.extractor;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.article.BodyShingleScore;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.records.Cell;
import com.newsx.extractor.records.RecordTable;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.settings.ExtractorSettings;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The committed fixtures (src/test/resources/fixtures, pages written for this project with their expected JSON)
 * through the whole page extraction, fused body and records: the quality floors that hold without ../shared. Each
 * page gives one test per field it labels. A field the extractor is known to get wrong is listed in the page's
 * {@code known_gaps} with the exact problems it shows: that test is reported skipped with the reason while the
 * problems are those, and fails when they change, fixed or not, so the list stays true.
 */
class FixtureQualityTest {
    /** Body F1 (the eval's shingle metric) each page's body must reach against its labelled body. */
    static final double BODY_F1_FLOOR = 0.9;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern SPACES = Pattern.compile("[\\s\\u3000\\u00a0]+");
    /** The eval's author normalisation drops these leading labels. */
    private static final Pattern AUTHOR_LABEL = Pattern.compile("^(?:written by|by|作者|记者|文|编辑)\\s*");

    private final PageExtractor extractor = new PageExtractor(ExtractorSettings.from(ExtractorConfig.defaults()));

    static Path dir() throws URISyntaxException {
        return Path.of(FixtureQualityTest.class.getResource("/fixtures").toURI());
    }

    @Test
    void everyPageHasItsExpectedJsonAndEveryKindIsThere() throws Exception {
        Set<String> pages = new TreeSet<>();
        try (Stream<Path> s = Files.list(dir().resolve("pages"))) {
            s.forEach(p -> pages.add(p.getFileName().toString()));
        }
        Set<String> expected = new TreeSet<>();
        Set<String> types = new TreeSet<>();
        for (JsonNode e : expectations()) {
            expected.add(e.get("page").asText());
            types.add(e.get("page_type").asText());
        }
        assertEquals(pages, expected, "one expected JSON per page");
        assertTrue(pages.size() >= 10, "fixtures: " + pages);
        assertEquals(Set.of("article", "list"), types);
    }

    @TestFactory
    Stream<DynamicContainer> fixtures() throws Exception {
        List<DynamicContainer> out = new ArrayList<>();
        for (JsonNode e : expectations()) {
            String id = e.get("page").asText().replaceFirst("\\.html$", "");
            Supplier<PageExtractor.Page> page = memo(() -> extract(e));
            List<DynamicTest> tests = new ArrayList<>();
            for (String field : List.of("page_type", "title", "publish_time", "author", "source", "body",
                    "key_sentences", "boilerplate", "records")) {
                if (e.has(field)) {
                    tests.add(DynamicTest.dynamicTest(id + " " + field,
                            () -> verdict(id + " " + field, problems(field, e, page.get()),
                                    e.path("known_gaps").path(field), page.get())));
                }
            }
            out.add(DynamicContainer.dynamicContainer(id, tests));
        }
        return out.stream();
    }

    private static List<JsonNode> expectations() throws IOException, URISyntaxException {
        List<JsonNode> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir().resolve("expected"))) {
            for (Path p : s.sorted().toList()) {
                out.add(JSON.readTree(Files.readString(p)));
            }
        }
        return out;
    }

    private PageExtractor.Page extract(JsonNode e) {
        try {
            byte[] bytes = Files.readAllBytes(dir().resolve("pages").resolve(e.get("page").asText()));
            // no Content-Type: the charset must come from the page itself, as for a saved page
            return extractor.extract(bytes, null, e.get("url").asText(), Algorithm.FUSED);
        } catch (Exception x) {
            throw new AssertionError("extraction failed: " + x, x);
        }
    }

    private static <T> Supplier<T> memo(Supplier<T> s) {
        Object[] box = new Object[1];
        return () -> {
            if (box[0] == null) {
                box[0] = s.get();
            }
            @SuppressWarnings("unchecked")
            T t = (T) box[0];
            return t;
        };
    }

    /** Passes with no problems; a known gap is skipped while it shows exactly its problems. */
    /** test: the fixture and field, as the messages name them (the reports number dynamic tests). */
    private static void verdict(String test, List<String> problems, JsonNode gap, PageExtractor.Page page) {
        if (gap.isMissingNode()) {
            if (!problems.isEmpty()) {
                fail(test + ": " + String.join("; ", problems) + "\nextracted: " + page.article());
            }
            return;
        }
        List<String> known = new ArrayList<>();
        gap.path("problems").forEach(p -> known.add(p.asText()));
        if (problems.isEmpty()) {
            fail(test + " is right now: remove it from known_gaps (" + gap.path("why").asText() + ")");
        }
        if (!problems.equals(known)) {
            fail(test + ": problems changed from the known gap's " + known + " to " + problems + "\nextracted: "
                    + page.article());
        }
        Assumptions.abort(test + ": known gap: " + gap.path("why").asText() + " - " + String.join("; ", problems));
    }

    static List<String> problems(String field, JsonNode e, PageExtractor.Page p) {
        Article a = p.article();
        JsonNode want = e.get(field);
        return switch (field) {
            case "page_type" -> same(want.asText(), p.type().jsonName());
            case "title" -> same(text(want.asText()), a.title() == null ? null : text(a.title()));
            case "source" -> same(want.isNull() ? null : text(want.asText()), a.source() == null ? null : text(a.source()));
            case "author" -> sameAuthor(want.asText(), a.author());
            case "publish_time" -> sameDay(want.asText(), a.publishTime());
            case "body" -> bodyF1(e, a.body());
            case "key_sentences" -> contained(want, a.body(), true);
            case "boilerplate" -> contained(want, a.body(), false);
            case "records" -> records(e, p.tables());
            default -> throw new IllegalArgumentException(field);
        };
    }

    private static List<String> same(String want, String got) {
        return java.util.Objects.equals(want, got) ? List.of() : List.of("expected " + want + ", got " + got);
    }

    /** The eval's rule: NFKC, case-folded, labels dropped; equal, or one holds the other (2+ characters). */
    private static List<String> sameAuthor(String want, String got) {
        String w = author(want);
        String g = got == null ? "" : author(got);
        boolean match = w.equals(g) || (Math.min(w.length(), g.length()) >= 2 && (w.contains(g) || g.contains(w))
                && wordBounded(w.length() < g.length() ? w : g, w.length() < g.length() ? g : w));
        return match ? List.of() : List.of("expected " + want + ", got " + got);
    }

    private static String author(String s) {
        String n = Normalizer.normalize(s, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{N}_]+", " ").strip();
        return AUTHOR_LABEL.matcher(n).replaceFirst("").strip();
    }

    /** Latin names match on word boundaries ("Ann" is not in "Joanna"); a CJK name anywhere. */
    private static boolean wordBounded(String shorter, String longer) {
        return shorter.codePoints().anyMatch(Character::isIdeographic)
                || (" " + longer + " ").contains(" " + shorter + " ");
    }

    /**
     * The day the page states: the written dates when either side has no offset, the UTC dates when both have
     * one (the eval's rule).
     */
    private static List<String> sameDay(String want, String got) {
        if (got == null) {
            return List.of("expected " + want + ", got null");
        }
        boolean equal;
        try {
            equal = OffsetDateTime.parse(want).withOffsetSameInstant(ZoneOffset.UTC).toLocalDate()
                    .equals(OffsetDateTime.parse(got).withOffsetSameInstant(ZoneOffset.UTC).toLocalDate());
        } catch (DateTimeParseException noOffset) {
            equal = LocalDate.parse(want.substring(0, 10)).equals(LocalDate.parse(got.substring(0, 10)));
        }
        return equal ? List.of() : List.of("expected the day of " + want + ", got " + got);
    }

    private static List<String> bodyF1(JsonNode e, String body) {
        List<String> gold = new ArrayList<>();
        e.get("body").forEach(l -> gold.add(l.asText()));
        String g = String.join("\n", gold);
        BodyShingleScore score = new BodyShingleScore(BodyShingleScore.mostlyCjk(List.of(g)));
        score.add(g, body == null ? "" : body);
        double f1 = score.f1();
        return f1 >= BODY_F1_FLOOR ? List.of()
                : List.of(String.format(Locale.ROOT, "body F1 %.3f under %.2f", f1, BODY_F1_FLOOR));
    }

    /** Each text in the body (present) or none (absent), white space folded. */
    private static List<String> contained(JsonNode texts, String body, boolean present) {
        String b = body == null ? "" : text(body);
        List<String> out = new ArrayList<>();
        for (JsonNode t : texts) {
            if (b.contains(text(t.asText())) != present) {
                out.add((present ? "missing: " : "kept: ") + t.asText());
            }
        }
        return out;
    }

    /** The main region's records: as many, each holding the expected cells, its first link the expected one. */
    private static List<String> records(JsonNode e, List<RecordTable> tables) {
        JsonNode want = e.get("records");
        if (tables.isEmpty()) {
            return List.of("no records");
        }
        List<List<Cell>> rows = tables.get(0).rows();
        List<List<String>> got = tables.get(0).rowsAsText();
        if (got.size() != want.size()) {
            return List.of("expected " + want.size() + " records, got " + got.size() + ": " + got);
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < want.size(); i++) {
            List<String> cells = got.get(i).stream().map(FixtureQualityTest::text).toList();
            for (JsonNode c : want.get(i)) {
                if (!cells.contains(text(c.asText()))) {
                    out.add("record " + i + " has no cell '" + c.asText() + "': " + got.get(i));
                }
            }
            if (e.has("record_links")) {
                String link = rows.get(i).stream().map(Cell::href).filter(java.util.Objects::nonNull).findFirst()
                        .orElse(null);
                String wantLink = e.get("record_links").get(i).asText();
                if (!wantLink.equals(link)) {
                    out.add("record " + i + " links to " + link + ", not " + wantLink);
                }
            }
        }
        return out;
    }

    private static PageExtractor.Page timed(String publishTime) {
        return new PageExtractor.Page(null, new Article(null, publishTime, null, null, null, "", ""), List.of(), null,
                List.of());
    }

    /** NFKC and white space folded to one space (the eval's title normalisation). */
    static String text(String s) {
        return SPACES.matcher(Normalizer.normalize(s, Normalizer.Form.NFKC)).replaceAll(" ").strip();
    }

    /** The checks themselves can fail: a wrong title, day, author, body, or record set is caught. */
    @Test
    void theChecksCatchWrongFields() throws Exception {
        JsonNode e = JSON.readTree("""
                {"title": "大桥通车", "publish_time": "2024-03-18T09:26", "author": "Dylan Bailey",
                 "body": ["One two three four five six seven eight."], "key_sentences": ["five six"],
                 "boilerplate": ["Share this"], "records": [["a", "b"]]}""");
        Article right = new Article("大桥通车", "2024-03-18T23:00:00", "By Dylan Bailey, MS", null,
                "One two three four five six seven eight.", "fused", "");
        Article wrong = new Article("大桥通车_江城日报网", "2024-03-19", "Ann", "x",
                "Share this. One two three.", "fused", "");
        PageExtractor.Page good = new PageExtractor.Page(com.newsx.extractor.page.PageType.ARTICLE, right,
                List.of(new RecordTable(List.of("x", "y"), List.of(List.of(new Cell("a", null, null),
                        new Cell("b", null, null))))), null, List.of());
        PageExtractor.Page bad = new PageExtractor.Page(com.newsx.extractor.page.PageType.ARTICLE, wrong,
                List.of(), null, List.of());
        for (String field : List.of("title", "publish_time", "author", "body", "key_sentences", "boilerplate",
                "records")) {
            assertEquals(List.of(), problems(field, e, good), field);
            assertEquals(1, problems(field, e, bad).size(), field + ": " + problems(field, e, bad));
        }
        JsonNode evening = JSON.readTree("{\"publish_time\": \"2023-10-03T20:00-07:00\"}");
        assertEquals(List.of(), problems("publish_time", evening, timed("2023-10-04T03:00:00Z")), "the same UTC day");
        assertEquals(1, problems("publish_time", evening, timed("2023-10-03T03:00:00Z")).size(), "the day before");
        assertEquals(List.of(), problems("publish_time", evening, timed("2023-10-03T20:00:00")), "no offset: as written");
    }
}
