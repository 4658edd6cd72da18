package com.newsx.topology.config;

import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.config.Settings;
import com.newsx.extractor.config.SettingsSchema;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * The crawl's validated settings: the crawler's own (defaults in {@code conf/crawler.properties}, each documented there)
 * and the extractor's ({@code extractor.<key>}, defaults in {@code conf/extractor.properties}), overridden by a user
 * file, {@code -Dnewsx.crawler.*} / {@code -Dnewsx.extractor.*} and {@code --set}; an unknown key is refused where it
 * is given. Both travel to the bolts inside the Storm configuration map ({@link #toStormConf}, {@link #of}), so a
 * submitted topology needs no settings file on its workers.
 */
public final class CrawlerConfig {
    /** Every crawler key, with its default and documentation. */
    public static final SettingsSchema SCHEMA = SettingsSchema.fromResources("crawler", "/crawler.properties",
            "/com/newsx/topology/config/crawler-renamed.properties", "conf/crawler.properties");
    /** Prefix of the crawler's keys in system properties and in the Storm configuration. */
    public static final String PREFIX = "newsx.crawler.";
    /** An extractor key given to the crawl: {@code extractor.<key>}. */
    public static final String EXTRACTOR_KEY_PREFIX = "extractor.";
    /** The extractor's settings file: read by this loader where the crawl starts, so by no component. */
    static final String EXTRACTOR_FILE = "extract.settings-file";

    private final Settings values;
    private final ExtractorConfig extractor;

    private CrawlerConfig(Settings values, ExtractorConfig extractor) {
        this.values = values;
        this.extractor = extractor;
    }

    /** The documented defaults, overridden by {@code -Dnewsx.crawler.*} and {@code -Dnewsx.extractor.*}. */
    public static CrawlerConfig defaults() {
        Settings s = Settings.defaults(SCHEMA).withSystemProperties(PREFIX, "newsx.");
        return new CrawlerConfig(s, withExtractorFile(ExtractorConfig.defaults(), s.getString(EXTRACTOR_FILE)));
    }

    private static ExtractorConfig withExtractorFile(ExtractorConfig e, String file) {
        if (file.isEmpty()) {
            return e;
        }
        try {
            return e.withFile(Path.of(file));
        } catch (IOException ex) {
            throw new IllegalArgumentException("cannot read " + EXTRACTOR_FILE + " " + file + ": " + ex.getMessage(), ex);
        }
    }

    /** Defaults overridden by the keys of a user file (crawler keys, and extractor keys as {@code extractor.<key>}). */
    public static CrawlerConfig fromFile(Path file) throws IOException {
        return defaults().withFile(file);
    }

    public CrawlerConfig withFile(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        Map<String, String> m = new LinkedHashMap<>();
        p.stringPropertyNames().stream().sorted().forEach(k -> m.put(k, p.getProperty(k)));
        return with(m, file.toString());
    }

    /** These settings with some keys replaced, as {@code --set} gives them. */
    public CrawlerConfig with(Map<String, String> overrides) {
        return with(overrides, "--set");
    }

    /**
     * These settings with some keys replaced; {@code origin} is named in errors. Keys {@code extractor.<key>} go to the
     * extractor's settings; {@code extract.settings-file} is read here, where the crawl starts.
     */
    public CrawlerConfig with(Map<String, String> overrides, String origin) {
        Map<String, String> crawler = new LinkedHashMap<>();
        Map<String, String> extract = new LinkedHashMap<>();
        overrides.forEach((k, v) -> {
            String key = k.strip();
            if (key.startsWith(EXTRACTOR_KEY_PREFIX) && !SCHEMA.knows(key) && SCHEMA.renamedTo(key) == null) {
                extract.put(key.substring(EXTRACTOR_KEY_PREFIX.length()), v);
            } else {
                crawler.put(key, v);
            }
        });
        Settings s = values.with(crawler, origin);
        String file = s.getString(EXTRACTOR_FILE);
        ExtractorConfig e = file.equals(values.getString(EXTRACTOR_FILE)) ? extractor : withExtractorFile(extractor, file);
        return new CrawlerConfig(s, extract.isEmpty() ? e : e.with(extract, origin));
    }

    /** Reads the settings back from a Storm configuration map. */
    public static CrawlerConfig of(Map<String, Object> stormConf) {
        Map<String, String> crawler = new LinkedHashMap<>();
        Map<String, String> extract = new LinkedHashMap<>();
        stormConf.forEach((k, val) -> {
            if (val == null) {
                return;
            }
            if (k.startsWith(PREFIX)) {
                crawler.put(k.substring(PREFIX.length()), val.toString());
            } else if (k.startsWith(ExtractorConfig.SYSTEM_PREFIX)) {
                extract.put(k.substring(ExtractorConfig.SYSTEM_PREFIX.length()), val.toString());
            }
        });
        // The extractor's file was read where the topology was built: its keys are in the map already.
        crawler.remove(EXTRACTOR_FILE);
        return new CrawlerConfig(Settings.defaults(SCHEMA).with(crawler, "the topology's configuration"),
                ExtractorConfig.defaults().with(extract, "the topology's configuration"));
    }

    /** The settings as entries of a Storm configuration map: crawler and extractor keys, each under its prefix. */
    public Map<String, Object> toStormConf() {
        Map<String, Object> m = new HashMap<>();
        values.values().forEach((k, v) -> m.put(PREFIX + k, v));
        extractor.values().forEach((k, v) -> m.put(ExtractorConfig.SYSTEM_PREFIX + k, v));
        return m;
    }

    /** The extractor's settings for this crawl. */
    public ExtractorConfig extractor() {
        return extractor;
    }

    /** The keys read so far (a test checks that the typed records read every key). */
    public Set<String> readKeys() {
        return values.readKeys();
    }

    // Typed access by key is for the settings records of this package: a component takes its record, and the
    // record's factory is the one place its keys are read.

    /** Every crawler key, in the defaults file's order. */
    Set<String> keys() {
        return values.values().keySet();
    }

    String getString(String key) {
        return values.getString(key);
    }

    int getInt(String key) {
        return values.getInt(key);
    }

    long getLong(String key) {
        return values.getLong(key);
    }

    double getDouble(String key) {
        return values.getDouble(key);
    }

    boolean getBoolean(String key) {
        return values.getBoolean(key);
    }
}
