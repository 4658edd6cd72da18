package com.newsx.extractor.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;

/**
 * One typed accessor for every extraction threshold. Defaults live in {@code conf/extractor.properties}
 * (copied onto the classpath at build time), where each key is documented; a user file or
 * {@code -Dnewsx.<key>=...} system properties override them.
 */
public final class ExtractorConfig {
    private static final String DEFAULTS = "/extractor.properties";
    private static final String SYSPROP_PREFIX = "newsx.";

    private final Properties props;

    private ExtractorConfig(Properties props) {
        this.props = props;
    }

    /** The documented defaults, overridden by {@code -Dnewsx.*} system properties. */
    public static ExtractorConfig defaults() {
        Properties p = loadDefaults();
        for (String name : System.getProperties().stringPropertyNames()) {
            if (name.startsWith(SYSPROP_PREFIX)) {
                p.setProperty(name.substring(SYSPROP_PREFIX.length()), System.getProperty(name));
            }
        }
        return new ExtractorConfig(p);
    }

    /** Defaults overridden by the keys of a user file. */
    public static ExtractorConfig fromFile(Path file) throws IOException {
        Properties p = defaults().props;
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            Properties user = new Properties();
            user.load(r);
            p.putAll(user);
        }
        return new ExtractorConfig(p);
    }

    /** Defaults with some keys replaced; for tests and programmatic use. */
    public ExtractorConfig with(Map<String, String> overrides) {
        Properties p = new Properties();
        p.putAll(props);
        p.putAll(overrides);
        return new ExtractorConfig(p);
    }

    public String getString(String key) {
        String v = props.getProperty(key);
        if (v == null) {
            throw new IllegalArgumentException("no such extractor setting: " + key
                    + " (every key must have a documented default in conf/extractor.properties)");
        }
        return v.trim();
    }

    public int getInt(String key) {
        String v = getString(key);
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("setting " + key + " must be an integer, got '" + v + "'", e);
        }
    }

    public double getDouble(String key) {
        String v = getString(key);
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("setting " + key + " must be a number, got '" + v + "'", e);
        }
    }

    public boolean getBoolean(String key) {
        String v = getString(key);
        if (!v.equalsIgnoreCase("true") && !v.equalsIgnoreCase("false")) {
            throw new IllegalArgumentException("setting " + key + " must be true or false, got '" + v + "'");
        }
        return Boolean.parseBoolean(v);
    }

    private static Properties loadDefaults() {
        Properties p = new Properties();
        try (InputStream in = ExtractorConfig.class.getResourceAsStream(DEFAULTS)) {
            Objects.requireNonNull(in, "extractor.properties missing from the classpath");
            p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read default extractor settings", e);
        }
        return p;
    }
}
