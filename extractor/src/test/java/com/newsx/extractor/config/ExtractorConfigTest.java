package com.newsx.extractor.config;

import com.newsx.extractor.ExtractorSettings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
        Files.writeString(file, "lineblock.min-chars=9\nlineblock.min-char=8\n");
        UnknownSettingException e = assertThrows(UnknownSettingException.class, () -> ExtractorConfig.fromFile(file));
        assertEquals("lineblock.min-char", e.key());
        assertTrue(e.getMessage().contains("'lineblock.min-chars'"), e.getMessage());
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
        ExtractorConfig c = ExtractorConfig.defaults().with(Map.of("region.prose.min.chars", "31"));
        assertEquals(31, c.getInt("region.prose-min-chars"));
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("now 'region.prose-min-chars'"), warnings.toString());
    }

    @Test
    void aRetiredSwitchIsNamedInAWarningOnceAndIgnored() {
        ExtractorConfig c = ExtractorConfig.defaults().with(Map.of("fusion.filter.chrome.enabled", "false"));
        ExtractorConfig.defaults().with(Map.of("fusion.filter.chrome.enabled", "false"));
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("retired") && warnings.get(0).contains("fusion.filters"), warnings.toString());
        assertTrue(ExtractorSettings.from(c).body().fusion().filters().contains("chrome"));
    }

    @Test
    void aValueOfTheWrongTypeFailsWhenTheSettingsAreBuilt() {
        ExtractorConfig c = ExtractorConfig.defaults().with(Map.of("lineblock.min-chars", "eight"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ExtractorSettings.from(c));
        assertTrue(e.getMessage().contains("lineblock.min-chars") && e.getMessage().contains("eight"), e.getMessage());
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
    void everyKeyFollowsTheNamingStyle() {
        for (String k : ExtractorConfig.SCHEMA.keys().keySet()) {
            assertTrue(k.matches("[a-z]+(\\.[a-z0-9]+(-[a-z0-9]+)*)+"), k);
        }
    }

    @Test
    void nearestKeyIsByEditDistance() {
        assertEquals(1, SettingsSchema.editDistance("fetch.max-byte", "fetch.max-bytes"));
        assertEquals("lineblock.window-lines", ExtractorConfig.SCHEMA.nearest("lineblock.windowlines"));
    }
}
