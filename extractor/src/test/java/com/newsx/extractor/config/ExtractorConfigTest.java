package com.newsx.extractor.config;

import com.newsx.extractor.article.FilterSettings;
import com.newsx.extractor.article.FusionSettings;
import com.newsx.extractor.article.LineBlockSettings;
import com.newsx.extractor.article.RegionSettings;
import com.newsx.extractor.article.ThreadSettings;
import com.newsx.extractor.clean.CleanSettings;
import com.newsx.extractor.decode.DecodeSettings;
import com.newsx.extractor.lang.LangSettings;
import com.newsx.extractor.page.PageTypeSettings;
import com.newsx.extractor.records.RecordSettings;
import com.newsx.extractor.settings.ExtractorSettings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExtractorConfigTest {
    private final List<String> warnings = new ArrayList<>();
    private final Consumer<String> previous = Settings.warningsTo(warnings::add);

    @AfterEach
    void restore() {
        Settings.warningsTo(previous);
        System.clearProperty("newsx.extractor.region.prose-min-charz");
        System.clearProperty("newsx.extractor.region.prose-min-chars");
    }

    @Test
    void aMistypedKeyInAFileIsAnErrorNamingItAndTheNearestKey(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("x.properties");
        Files.writeString(file, "line-block.min-chars=9\nline-block.min-char=8\n");
        UnknownSettingException e = assertThrows(UnknownSettingException.class, () -> ExtractorConfig.fromFile(file));
        assertEquals("line-block.min-char", e.key());
        assertTrue(e.getMessage().contains("'line-block.min-chars'"), e.getMessage());
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
    }

    @Test
    void aMistypedKeyInSetIsAnError() {
        UnknownSettingException e = assertThrows(UnknownSettingException.class,
                () -> ExtractorConfig.defaults().with(Map.of("fusion.filter", "chrome")));
        assertTrue(e.getMessage().contains("in --set") && e.getMessage().contains("'fusion.filters'"), e.getMessage());
    }

    @Test
    void aMistypedSystemPropertyIsAnError() {
        System.setProperty("newsx.extractor.region.prose-min-charz", "30");
        assertThrows(UnknownSettingException.class, ExtractorConfig::defaults);
        System.clearProperty("newsx.extractor.region.prose-min-charz");
        System.setProperty("newsx.extractor.region.prose-min-chars", "30");
        assertEquals(30, ExtractorConfig.defaults().getInt("region.prose-min-chars"));
    }

    @Test
    void aFormerNameStillWorksWithAWarning() {
        ExtractorConfig c = ExtractorConfig.defaults().with(Map.of("lineblock.window-lines", "4"));
        assertEquals(4, c.getInt("line-block.window-lines"));
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("now 'line-block.window-lines'"), warnings.toString());
    }

    @Test
    void theHyphenatedComponentsTakeTheirFormerNamesWithAWarning(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("old.properties");
        Files.writeString(file, "lineblock.min-chars=9\npagetype.min-text=150\n");
        ExtractorSettings s = ExtractorSettings.from(ExtractorConfig.fromFile(file));
        assertEquals(9, s.body().lineBlock().minChars());
        assertEquals(150, s.pageType().minText());
        assertEquals(2, warnings.size(), warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("'lineblock.min-chars'") && w.contains(file.toString())
                && w.contains("now 'line-block.min-chars'")), warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("'pagetype.min-text'")
                && w.contains("now 'page-type.min-text'")), warnings.toString());

        // a name of the renaming before, a release ago, is dropped: unknown, with the current name suggested
        UnknownSettingException older = assertThrows(UnknownSettingException.class,
                () -> ExtractorConfig.defaults().with(Map.of("lineblock.window.lines", "4")));
        assertTrue(older.getMessage().contains("did you mean 'line-block.window-lines'"), older.getMessage());
    }

    @Test
    void aRetiredSwitchIsNamedInAWarningOnceAndIgnored() {
        // no switch is retired in this release: a schema of the test's own holds one
        SettingsSchema schema = SettingsSchema.parse("extractor", "# a key\nfusion.filters = chrome\n",
                "fusion.filter.chrome.enabled = retired: the chrome filter is part of fusion.filters\n", "test");
        Settings c = Settings.defaults(schema).with(Map.of("fusion.filter.chrome.enabled", "false"), null);
        Settings.defaults(schema).with(Map.of("fusion.filter.chrome.enabled", "false"), null);
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("retired") && warnings.get(0).contains("fusion.filters"), warnings.toString());
        assertEquals(List.of("chrome"), c.getList("fusion.filters"));
        assertThrows(UnknownSettingException.class, () -> ExtractorConfig.defaults()
                .with(Map.of("fusion.filter.chrome.enabled", "false")), "the switches retired a release ago are dropped");
    }

    @Test
    void aValueOfTheWrongTypeFailsWhenTheSettingsAreBuilt() {
        ExtractorConfig c = ExtractorConfig.defaults().with(Map.of("line-block.min-chars", "eight"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ExtractorSettings.from(c));
        assertTrue(e.getMessage().contains("line-block.min-chars") && e.getMessage().contains("eight"), e.getMessage());
    }

    @Test
    void anUnknownFilterNameIsAnError() {
        ExtractorConfig c = ExtractorConfig.defaults().with(Map.of("fusion.filters", "main-block,linkdensity"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ExtractorSettings.from(c));
        assertTrue(e.getMessage().contains("'linkdensity'") && e.getMessage().contains("link-density"), e.getMessage());
    }

    @Test
    void theTypedRecordsReadEveryKeyAndEveryKeyIsDocumented() {
        ExtractorConfig c = ExtractorConfig.defaults();
        ExtractorSettings.from(c);
        assertEquals(c.values().keySet(), c.readKeys(), "a key nobody reads, or read outside the records");
        ExtractorConfig.SCHEMA.keys().values().forEach(k -> assertFalse(k.doc().isBlank(), k.name() + " has no comment"));
    }

    @Test
    void everyKeyIsNamedForTheRecordThatReadsItInTheOneStyle() throws Exception {
        // every record that reads keys itself (aggregates such as BodySettings only gather these)
        List<Class<?>> records = List.of(DecodeSettings.class, CleanSettings.class, LineBlockSettings.class,
                RegionSettings.class, ThreadSettings.class, FusionSettings.class, FilterSettings.class,
                fieldSettings("TitleSettings"), fieldSettings("TimeSettings"), fieldSettings("BylineSettings"),
                PageTypeSettings.class, RecordSettings.class, LangSettings.class);
        Set<String> read = new HashSet<>();
        for (Class<?> record : records) {
            Method from = record.getDeclaredMethod("from", ExtractorConfig.class);
            from.setAccessible(true); // the field records are package-private to their extractor
            ExtractorConfig c = ExtractorConfig.defaults();
            from.invoke(null, c);
            for (String k : c.readKeys()) {
                assertTrue(KeyStyle.wellFormed(k), k + ": not lower-case words joined by hyphens");
                assertTrue(KeyStyle.namesRecord(k, record), k + " is read by " + record.getSimpleName()
                        + ", so its prefix is " + KeyStyle.component(record));
            }
            read.addAll(c.readKeys());
        }
        assertEquals(ExtractorConfig.SCHEMA.keys().keySet(), read, "a key read by none of these records");
    }

    private static Class<?> fieldSettings(String name) throws ClassNotFoundException {
        return Class.forName("com.newsx.extractor.article.fields." + name);
    }

    @Test
    void theKeyStyleNamesTheReadingRecord() {
        assertTrue(KeyStyle.wellFormed("filter.link-density.inside-prose-max-lines"));
        assertTrue(KeyStyle.wellFormed("title.weight-h1"));
        assertFalse(KeyStyle.wellFormed("pagetype.minText"), "camelCase");
        assertFalse(KeyStyle.wellFormed("lineblock.min_chars"), "underscore");
        assertFalse(KeyStyle.wellFormed("scope"), "no component");
        assertFalse(KeyStyle.wellFormed("clean.-drop"), "an empty word");
        assertEquals("page-type", KeyStyle.component(PageTypeSettings.class));
        assertTrue(KeyStyle.namesRecord("line-block.min-chars", LineBlockSettings.class));
        assertFalse(KeyStyle.namesRecord("lineblock.min-chars", LineBlockSettings.class), "words joined by hyphens");
        assertTrue(KeyStyle.namesRecord("records.max-count", RecordSettings.class), "plural");
        assertFalse(KeyStyle.namesRecord("region.prose-min-chars", FusionSettings.class), "another record's prefix");
        record CopySettings() {
        }
        assertTrue(KeyStyle.namesRecord("copies.hashes", CopySettings.class), "plural of a word in y");
    }

    @Test
    void nearestKeyIsByEditDistance() {
        assertEquals(1, SettingsSchema.editDistance("fetch.max-byte", "fetch.max-bytes"));
        assertEquals("line-block.window-lines", ExtractorConfig.SCHEMA.nearest("line-block.windowlines"));
    }
}
