package com.newsx.topology.config;

import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.config.KeyStyle;
import com.newsx.extractor.settings.ExtractorSettings;
import org.junit.jupiter.api.Test;

import java.lang.reflect.RecordComponent;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CrawlerSettingsTest {
    @Test
    void theTypedRecordsReadEveryKeyAndEveryKeyIsDocumented() {
        // as a bolt gets them: nothing read by the loader yet
        CrawlerConfig conf = CrawlerConfig.of(CrawlerConfig.defaults().toStormConf());
        assertEquals(Set.of(), conf.readKeys());
        CrawlerSettings.from(conf);
        Set<String> expected = new HashSet<>(CrawlerConfig.SCHEMA.keys().keySet());
        // the extractor's file is the loader's own: read where the crawl starts, its keys travel as extractor keys
        assertTrue(expected.remove(CrawlerConfig.EXTRACTOR_FILE));
        assertEquals(expected, conf.readKeys(), "a key nobody reads, or read outside the records");
        assertEquals(ExtractorConfig.SCHEMA.keys().keySet(), conf.extractor().readKeys(),
                "the extractor's settings are read (and so checked) with the crawler's");
        CrawlerConfig.SCHEMA.keys().values().forEach(k -> assertFalse(k.doc().isBlank(), k.name() + " has no comment"));
    }

    @Test
    void everyKeyIsNamedForTheRecordThatReadsIt() throws Exception {
        Set<String> read = new HashSet<>();
        for (RecordComponent part : CrawlerSettings.class.getRecordComponents()) {
            Class<?> record = part.getType();
            if (record == CrawlerConfig.class || record == ExtractorSettings.class) {
                continue; // the values themselves, and the extractor's records (their own test checks them)
            }
            CrawlerConfig conf = CrawlerConfig.of(CrawlerConfig.defaults().toStormConf());
            record.getMethod("from", CrawlerConfig.class).invoke(null, conf);
            for (String k : conf.readKeys()) {
                assertTrue(KeyStyle.wellFormed(k), k + ": not lower-case words joined by hyphens");
                assertTrue(KeyStyle.namesRecord(k, record), k + " is read by " + record.getSimpleName()
                        + ", so its prefix is " + KeyStyle.component(record));
            }
            read.addAll(conf.readKeys());
        }
        // the extractor's file is read by the loader where the crawl starts: its component is the extract step
        assertTrue(KeyStyle.wellFormed(CrawlerConfig.EXTRACTOR_FILE));
        read.add(CrawlerConfig.EXTRACTOR_FILE);
        assertEquals(CrawlerConfig.SCHEMA.keys().keySet(), read, "a key read by none of the records");
    }

    @Test
    void aValueOfTheWrongTypeFailsNamingItsKey() {
        CrawlerConfig conf = CrawlerConfig.defaults().with(Map.of("fetch.max-bytes", "ten"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CrawlerSettings.from(conf));
        assertTrue(e.getMessage().contains("fetch.max-bytes") && e.getMessage().contains("'ten'"), e.getMessage());

        CrawlerConfig extractor = CrawlerConfig.defaults().with(Map.of("extractor.region.prose-min-chars", "many"));
        e = assertThrows(IllegalArgumentException.class, () -> CrawlerSettings.from(extractor));
        assertTrue(e.getMessage().contains("region.prose-min-chars"), e.getMessage());
    }

    @Test
    void theRecordsCarryTheValuesGiven() {
        CrawlerSettings s = CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("fetch.max-bytes", "1000",
                "fetch.robots.max-deferrals", "9", "es.index.status", "st", "es.bulk.retry-ms", "7",
                "topology.clean.parallelism", "3", "kafka.producer.batch-bytes", "4096", "url.block-private-addresses", "false")));
        assertEquals(1000, s.fetch().maxBytes());
        assertEquals(9, s.fetch().robots().maxDeferrals());
        assertEquals("st", s.es().indices().status());
        assertEquals(7, s.es().bulk().retryMs());
        assertEquals(0, s.es().retentionDays(), "the documented default keeps everything");
        assertEquals(new com.newsx.topology.timeindex.TimeIndex("news-articles", com.newsx.topology.timeindex.IndexPeriod.MONTH),
                s.es().articles(), "monthly indices by default");
        assertEquals(3, s.topology().parallelism("clean"));
        assertEquals(4096, s.kafka().producer().batchBytes());
        assertFalse(s.url().blockPrivateAddresses());
    }

    @Test
    void theIndexPeriodAndRetentionAreChecked() {
        EsSettings es = CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("es.index-period", "Day",
                "es.retention-days", "30", "es.index.records", "rec"))).es();
        assertEquals("rec-2026.11.23", es.records().at(java.time.Instant.parse("2026-11-23T10:00:00Z")));
        assertEquals(30, es.retentionDays());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("es.index-period", "year"))));
        assertTrue(e.getMessage().contains("es.index-period"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("es.retention-days", "-1"))));
        assertTrue(e.getMessage().contains("es.retention-days"), e.getMessage());
    }

    @Test
    void aComponentWithoutAParallelismKeyIsAnError() {
        TopologySettings t = CrawlerSettings.from(CrawlerConfig.defaults()).topology();
        assertEquals(2, t.parallelism("clean"), "the documented default");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.parallelism("cleaner"));
        assertTrue(e.getMessage().contains("topology.cleaner.parallelism"), e.getMessage());
    }
}
