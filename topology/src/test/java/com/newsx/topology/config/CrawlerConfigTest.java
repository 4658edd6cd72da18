package com.newsx.topology.config;

import com.newsx.extractor.config.KeyStyle;
import com.newsx.extractor.config.Settings;
import com.newsx.extractor.config.UnknownSettingException;
import com.newsx.extractor.settings.ExtractorSettings;
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

class CrawlerConfigTest {
    private final List<String> warnings = new ArrayList<>();
    private final Consumer<String> previous = Settings.warningsTo(warnings::add);

    @AfterEach
    void restore() {
        Settings.warningsTo(previous);
    }

    @Test
    void aMistypedKeyInSetIsAnErrorNamingItAndTheNearestKey() {
        UnknownSettingException e = assertThrows(UnknownSettingException.class,
                () -> CrawlerConfig.defaults().with(Map.of("fetch.max-byte", "1")));
        assertEquals("fetch.max-byte", e.key());
        assertTrue(e.getMessage().contains("did you mean 'fetch.max-bytes'") && e.getMessage().contains("--set"),
                e.getMessage());
    }

    @Test
    void aMistypedKeyInAFileIsAnError(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("crawl.properties");
        Files.writeString(file, "fetch.max-bytes=100\nes.bulk.max-op=3\n");
        UnknownSettingException e = assertThrows(UnknownSettingException.class, () -> CrawlerConfig.fromFile(file));
        assertTrue(e.getMessage().contains("'es.bulk.max-op'") && e.getMessage().contains("'es.bulk.max-ops'")
                && e.getMessage().contains(file.toString()), e.getMessage());
    }

    @Test
    void extractorKeysAreValidatedByTheExtractorAndTravelInTheStormConfiguration() {
        UnknownSettingException e = assertThrows(UnknownSettingException.class,
                () -> CrawlerConfig.defaults().with(Map.of("extractor.line-block.min-char", "9")));
        assertTrue(e.getMessage().contains("extractor setting") && e.getMessage().contains("'line-block.min-chars'"),
                e.getMessage());

        CrawlerConfig conf = CrawlerConfig.defaults().with(Map.of("extractor.line-block.min-chars", "9",
                "fetch.max-bytes", "1000"));
        Map<String, Object> storm = conf.toStormConf();
        assertEquals("9", storm.get("newsx.extractor.line-block.min-chars"));
        CrawlerConfig back = CrawlerConfig.of(storm);
        assertEquals(1000, back.getInt("fetch.max-bytes"));
        assertEquals(9, ExtractorSettings.from(back.extractor()).body().lineBlock().minChars());
    }

    @Test
    void theExtractorsSettingsFileIsReadWhereTheCrawlStartsNotOnTheWorkers(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("extractor.properties");
        Files.writeString(file, "region.prose-min-chars=40\n");
        Map<String, Object> storm = CrawlerConfig.defaults().with(Map.of("extract.settings-file", file.toString()))
                .toStormConf();
        Files.delete(file); // a worker has no such file
        assertEquals(40, ExtractorSettings.from(CrawlerConfig.of(storm).extractor()).body().region().proseMinChars());
    }

    @Test
    void aStormConfigurationWithAnUnknownCrawlerKeyIsRefused() {
        Map<String, Object> storm = CrawlerConfig.defaults().toStormConf();
        storm.put("newsx.crawler.fetch.max-bytez", "1");
        assertThrows(UnknownSettingException.class, () -> CrawlerConfig.of(storm));
    }

    @Test
    void aFormerNameStillWorksWithAWarning() {
        CrawlerConfig conf = CrawlerConfig.defaults().with(Map.of("fuse.timeout-ms", "7000"));
        assertEquals(7000, conf.getLong("fusion.timeout-ms"));
        assertTrue(warnings.stream().anyMatch(w -> w.contains("'fuse.timeout-ms'") && w.contains("fusion.timeout-ms")),
                warnings.toString());
        // a name renamed a release ago is dropped: unknown, with a suggestion
        assertThrows(com.newsx.extractor.config.UnknownSettingException.class,
                () -> CrawlerConfig.defaults().with(Map.of("scope", "host")));
    }

    @Test
    void theFusionStepsFormerKeyAndAFormerExtractorKeyStillWorkWithAWarning() {
        CrawlerConfig conf = CrawlerConfig.defaults().with(Map.of("fuse.timeout-ms", "5000",
                "extractor.pagetype.min-text", "150"));
        CrawlerSettings s = CrawlerSettings.of(conf.toStormConf());
        assertEquals(5000, s.fusion().timeoutMs());
        assertEquals(150, s.extractor().pageType().minText(), "the extractor key travels under its new name");
        assertEquals("150", conf.toStormConf().get("newsx.extractor.page-type.min-text"));
        assertTrue(warnings.stream().anyMatch(w -> w.contains("crawler setting 'fuse.timeout-ms'")
                && w.contains("now 'fusion.timeout-ms'")), warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("extractor setting 'pagetype.min-text'")
                && w.contains("now 'page-type.min-text'")), warnings.toString());

        UnknownSettingException e = assertThrows(UnknownSettingException.class,
                () -> CrawlerConfig.defaults().with(Map.of("fusion.timeout", "5000")));
        assertTrue(e.getMessage().contains("did you mean 'fusion.timeout-ms'"), e.getMessage());
    }

    @Test
    void everyKeyIsDocumentedAndNamedInOneStyle() {
        CrawlerConfig.SCHEMA.keys().values().forEach(k -> {
            assertFalse(k.doc().isBlank(), k.name() + " has no comment");
            assertTrue(KeyStyle.wellFormed(k.name()), k.name());
            // extractor.<key> is the extractor's: a crawler key there would hide an extractor key
            assertFalse(k.name().startsWith(CrawlerConfig.EXTRACTOR_KEY_PREFIX), k.name());
        });
    }
}
