package com.newsx.topology.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;

/**
 * One typed accessor for the crawler's settings. Defaults live in {@code conf/crawler.properties} (on the
 * classpath at build time), each documented there; a user file and {@code -Dnewsx.*} override them. The
 * settings travel to the bolts inside the Storm configuration map, so {@link #of(Map)} reads them back.
 */
public final class CrawlerConfig {
    private static final String DEFAULTS = "/crawler.properties";
    private static final String PREFIX = "newsx.";

    private final Map<String, String> values;

    private CrawlerConfig(Map<String, String> values) {
        this.values = values;
    }

    public static CrawlerConfig defaults() {
        Map<String, String> v = loadDefaults();
        for (String name : System.getProperties().stringPropertyNames()) {
            if (name.startsWith(PREFIX)) {
                v.put(name.substring(PREFIX.length()), System.getProperty(name));
            }
        }
        return new CrawlerConfig(v);
    }

    public static CrawlerConfig fromFile(Path file) throws IOException {
        Map<String, String> v = defaults().values;
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            Properties p = new Properties();
            p.load(r);
            p.stringPropertyNames().forEach(k -> v.put(k, p.getProperty(k)));
        }
        return new CrawlerConfig(v);
    }

    /** Reads the settings back from a Storm configuration map (keys prefixed with "newsx."). */
    public static CrawlerConfig of(Map<String, Object> stormConf) {
        Map<String, String> v = loadDefaults();
        stormConf.forEach((k, val) -> {
            if (k.startsWith(PREFIX) && val != null) {
                v.put(k.substring(PREFIX.length()), val.toString());
            }
        });
        return new CrawlerConfig(v);
    }

    /** The settings as entries of a Storm configuration map. */
    public Map<String, Object> toStormConf() {
        Map<String, Object> m = new HashMap<>();
        values.forEach((k, v) -> m.put(PREFIX + k, v));
        return m;
    }

    public CrawlerConfig with(Map<String, String> overrides) {
        Map<String, String> v = new HashMap<>(values);
        v.putAll(overrides);
        return new CrawlerConfig(v);
    }

    public String getString(String key) {
        String v = values.get(key);
        if (v == null) {
            throw new IllegalArgumentException("no such crawler setting: " + key
                    + " (every key must have a documented default in conf/crawler.properties)");
        }
        return v.trim();
    }

    public int getInt(String key) {
        return (int) getLong(key);
    }

    public long getLong(String key) {
        String v = getString(key);
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("setting " + key + " must be an integer, got '" + v + "'", e);
        }
    }

    public boolean getBoolean(String key) {
        String v = getString(key);
        if (!v.equalsIgnoreCase("true") && !v.equalsIgnoreCase("false")) {
            throw new IllegalArgumentException("setting " + key + " must be true or false, got '" + v + "'");
        }
        return Boolean.parseBoolean(v);
    }

    private static Map<String, String> loadDefaults() {
        Properties p = new Properties();
        try (InputStream in = CrawlerConfig.class.getResourceAsStream(DEFAULTS)) {
            Objects.requireNonNull(in, "crawler.properties missing from the classpath");
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read default crawler settings", e);
        }
        Map<String, String> v = new HashMap<>();
        p.stringPropertyNames().forEach(k -> v.put(k, p.getProperty(k)));
        return v;
    }
}
