package com.newsx.extractor.config;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The extractor's validated settings: the defaults of {@code conf/extractor.properties} (copied onto the classpath at
 * build time, every key documented there), overridden by a user file, {@code -Dnewsx.extractor.<key>=...} and
 * {@code --set}. Unknown keys are refused where they are given. Typed settings records read it once at start-up.
 */
public final class ExtractorConfig {
    /** Every key the extractor knows, with its default and documentation. */
    public static final SettingsSchema SCHEMA = SettingsSchema.fromResources("extractor", "/extractor.properties",
            "/com/newsx/extractor/config/extractor-renamed.properties", "conf/extractor.properties");
    /** System properties that override an extractor key: {@code -Dnewsx.extractor.<key>=value}. */
    public static final String SYSTEM_PREFIX = "newsx.extractor.";
    private static final String LEGACY_SYSTEM_PREFIX = "newsx.";

    private final Settings settings;

    private ExtractorConfig(Settings settings) {
        this.settings = settings;
    }

    /** The documented defaults, overridden by {@code -Dnewsx.extractor.*} system properties. */
    public static ExtractorConfig defaults() {
        return new ExtractorConfig(Settings.defaults(SCHEMA).withSystemProperties(SYSTEM_PREFIX, LEGACY_SYSTEM_PREFIX));
    }

    /** Defaults overridden by the keys of a user file. */
    public static ExtractorConfig fromFile(Path file) throws IOException {
        return defaults().withFile(file);
    }

    /** These settings overridden by the keys of a user file. */
    public ExtractorConfig withFile(Path file) throws IOException {
        return new ExtractorConfig(settings.withFile(file));
    }

    /** These settings with some keys replaced (from {@code --set}, tests and programmatic use). */
    public ExtractorConfig with(Map<String, String> overrides) {
        return with(overrides, "--set");
    }

    /** As {@link #with(Map)}, naming where the keys came from in errors. */
    public ExtractorConfig with(Map<String, String> overrides, String origin) {
        return new ExtractorConfig(settings.with(overrides, origin));
    }

    /** Every key with its value. */
    public Map<String, String> values() {
        return settings.values();
    }

    /** The keys read so far. */
    public Set<String> readKeys() {
        return settings.readKeys();
    }

    public String getString(String key) {
        return settings.getString(key);
    }

    public int getInt(String key) {
        return settings.getInt(key);
    }

    public double getDouble(String key) {
        return settings.getDouble(key);
    }

    public boolean getBoolean(String key) {
        return settings.getBoolean(key);
    }

    public List<String> getList(String key) {
        return settings.getList(key);
    }

    public List<String> getChoices(String key, Set<String> allowed) {
        return settings.getChoices(key, allowed);
    }
}
