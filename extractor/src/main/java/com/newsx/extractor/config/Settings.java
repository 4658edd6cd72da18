package com.newsx.extractor.config;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Validated values for every key of one {@link SettingsSchema}: the defaults, overridden layer by layer (a file,
 * system properties, {@code --set}). Each layer is checked when it is applied: an unknown key is an error naming the
 * nearest known one, a renamed key is taken under its new name with a warning, a retired one is ignored with a
 * warning. Components never see this map: typed settings records read it once, at start-up.
 */
public final class Settings {
    /** Where warnings go; each distinct warning is printed once per process. */
    private static volatile Consumer<String> warnings = System.err::println;
    private static final Set<String> WARNED = ConcurrentHashMap.newKeySet();

    private final SettingsSchema schema;
    private final Map<String, String> values;
    private final Set<String> read = ConcurrentHashMap.newKeySet();

    private Settings(SettingsSchema schema, Map<String, String> values) {
        this.schema = schema;
        this.values = values;
    }

    /** Every key at its documented default. */
    public static Settings defaults(SettingsSchema schema) {
        Map<String, String> v = new LinkedHashMap<>();
        schema.keys().forEach((k, key) -> v.put(k, key.defaultValue()));
        return new Settings(schema, v);
    }

    /** These settings with some keys replaced; {@code origin} ("--set", a file name) is named in errors and warnings. */
    public Settings with(Map<String, String> entries, String origin) {
        Map<String, String> v = new LinkedHashMap<>(values);
        entries.forEach((k, val) -> {
            String name = canonical(k.strip(), origin);
            if (name != null) {
                v.put(name, val == null ? "" : val.strip());
            }
        });
        return new Settings(schema, v);
    }

    /** These settings overridden by the keys of a properties file. */
    public Settings withFile(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        Map<String, String> m = new LinkedHashMap<>();
        p.stringPropertyNames().stream().sorted().forEach(k -> m.put(k, p.getProperty(k)));
        return with(m, file.toString());
    }

    /**
     * These settings overridden by system properties: {@code <prefix><key>} (strict: an unknown key is an error) and,
     * for one release, the former shared {@code <legacyPrefix><key>} form for keys this schema knows (with a warning).
     */
    public Settings withSystemProperties(String prefix, String legacyPrefix) {
        Map<String, String> strict = new LinkedHashMap<>();
        Map<String, String> legacy = new LinkedHashMap<>();
        Properties sys = System.getProperties();
        for (String name : sys.stringPropertyNames().stream().sorted().toList()) {
            if (name.startsWith(prefix)) {
                strict.put(name.substring(prefix.length()), sys.getProperty(name));
            } else if (legacyPrefix != null && name.startsWith(legacyPrefix)) {
                String key = name.substring(legacyPrefix.length());
                if (schema.knows(key) || schema.renamedTo(key) != null) {
                    warnOnce("warning: -D" + name + " is deprecated; write -D" + prefix + key);
                    legacy.put(key, sys.getProperty(name));
                }
            }
        }
        return with(legacy, "-D" + legacyPrefix).with(strict, "-D" + prefix);
    }

    private String canonical(String key, String origin) {
        if (schema.knows(key)) {
            return key;
        }
        String to = schema.renamedTo(key);
        if (to != null) {
            warnOnce("warning: " + schema.family() + " setting '" + key + "'" + where(origin) + " is deprecated: it is now '"
                    + to + "'");
            return to;
        }
        String why = schema.retiredBecause(key);
        if (why != null) {
            warnOnce("warning: " + schema.family() + " setting '" + key + "'" + where(origin) + " is retired and ignored: "
                    + why);
            return null;
        }
        throw new UnknownSettingException(schema, key, origin);
    }

    private static String where(String origin) {
        return origin == null ? "" : " (in " + origin + ")";
    }

    private static void warnOnce(String message) {
        if (WARNED.add(message)) {
            warnings.accept(message);
        }
    }

    /** Redirects warnings (tests); returns the previous sink. */
    public static Consumer<String> warningsTo(Consumer<String> sink) {
        Consumer<String> previous = warnings;
        warnings = sink;
        WARNED.clear();
        return previous;
    }

    public SettingsSchema schema() {
        return schema;
    }

    /** Every key with its value, in the defaults file's order. */
    public Map<String, String> values() {
        return Collections.unmodifiableMap(values);
    }

    /** The keys read so far (a test checks that the typed records read every key). */
    public Set<String> readKeys() {
        return Collections.unmodifiableSet(read);
    }

    public String getString(String key) {
        String v = values.get(key);
        if (v == null) {
            throw new IllegalArgumentException("no such " + schema.family() + " setting: " + key
                    + " (every key must have a documented default in " + schema.defaultsFile() + ")");
        }
        read.add(key);
        return v;
    }

    public int getInt(String key) {
        String v = getString(key);
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw invalid(key, "an integer", v);
        }
    }

    public long getLong(String key) {
        String v = getString(key);
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw invalid(key, "an integer", v);
        }
    }

    public double getDouble(String key) {
        String v = getString(key);
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw invalid(key, "a number", v);
        }
    }

    public boolean getBoolean(String key) {
        String v = getString(key);
        if (!v.equalsIgnoreCase("true") && !v.equalsIgnoreCase("false")) {
            throw invalid(key, "true or false", v);
        }
        return Boolean.parseBoolean(v);
    }

    /** A comma-separated list, each item trimmed; empty items dropped. */
    public List<String> getList(String key) {
        String v = getString(key);
        return Arrays.stream(v.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    /** A comma-separated list whose items must each be one of {@code allowed}, named in the error. */
    public List<String> getChoices(String key, Set<String> allowed) {
        List<String> items = getList(key);
        for (String item : items) {
            if (!allowed.contains(item)) {
                throw new IllegalArgumentException(schema.family() + " setting " + key + ": unknown item '" + item
                        + "' (known: " + String.join(", ", allowed.stream().sorted().toList()) + ")");
            }
        }
        return items;
    }

    private IllegalArgumentException invalid(String key, String what, String value) {
        return new IllegalArgumentException(schema.family() + " setting " + key + " must be " + what + ", got '" + value + "'");
    }
}
