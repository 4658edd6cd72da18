package com.newsx.extractor.config;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;

/**
 * The keys one component family knows (the extractor's or the crawler's): each key's default and its documentation,
 * read from a documented properties file (the comment lines right above a key are its documentation), plus the
 * names that were renamed (still accepted, with a warning) or retired (ignored, with a warning).
 */
public final class SettingsSchema {
    /** A known key: its name, its default (as written) and what it does. */
    public record Key(String name, String defaultValue, String doc, String section) {
    }

    private final String family;
    private final String defaultsFile;
    private final Map<String, Key> keys;
    private final Map<String, String> renamed;
    private final Map<String, String> retired;

    private SettingsSchema(String family, String defaultsFile, Map<String, Key> keys, Map<String, String> renamed,
                           Map<String, String> retired) {
        this.family = family;
        this.defaultsFile = defaultsFile;
        this.keys = Collections.unmodifiableMap(keys);
        this.renamed = Collections.unmodifiableMap(renamed);
        this.retired = Collections.unmodifiableMap(retired);
    }

    /**
     * Loads a schema from two classpath resources: the documented defaults and (optional) the former names, one
     * {@code old = new} or {@code old = retired: why} per line.
     */
    public static SettingsSchema fromResources(String family, String defaultsResource, String renamedResource,
                                               String defaultsFile) {
        String defaults = read(defaultsResource, true);
        String formerNames = renamedResource == null ? "" : read(renamedResource, false);
        return parse(family, defaults, formerNames, defaultsFile);
    }

    static SettingsSchema parse(String family, String defaults, String formerNames, String defaultsFile) {
        Map<String, Key> keys = new LinkedHashMap<>();
        Properties values = load(defaults);
        // A key's documentation is the comment right above it; keys listed under one comment share it.
        List<String> doc = new ArrayList<>();
        boolean afterKey = false;
        String section = "";
        for (String raw : defaults.split("\n", -1)) {
            String line = raw.strip();
            if (line.startsWith("# ---")) {
                section = line.replaceAll("^# -+\\s*|\\s*-+$", "");
                doc.clear();
                afterKey = false;
            } else if (line.startsWith("#")) {
                if (afterKey) {
                    doc.clear();
                    afterKey = false;
                }
                doc.add(line.substring(1).strip());
            } else if (line.isEmpty()) {
                doc.clear();
                afterKey = false;
            } else {
                String name = line.split("[=:\\s]", 2)[0];
                keys.put(name, new Key(name, values.getProperty(name, "").strip(), String.join(" ", doc), section));
                afterKey = true;
            }
        }
        Map<String, String> renamed = new LinkedHashMap<>();
        Map<String, String> retired = new LinkedHashMap<>();
        Properties former = load(formerNames);
        for (String old : former.stringPropertyNames()) {
            String to = former.getProperty(old).strip();
            if (to.startsWith("retired:")) {
                retired.put(old, to.substring("retired:".length()).strip());
            } else if (keys.containsKey(to)) {
                renamed.put(old, to);
            } else {
                throw new IllegalStateException(family + " setting " + old + " is renamed to an unknown key " + to);
            }
        }
        return new SettingsSchema(family, defaultsFile, keys, renamed, retired);
    }

    /** "extractor" or "crawler": named in messages. */
    public String family() {
        return family;
    }

    /** Where a user reads every key with its default, named in messages. */
    public String defaultsFile() {
        return defaultsFile;
    }

    /** Every key in the order of the defaults file. */
    public Map<String, Key> keys() {
        return keys;
    }

    public boolean knows(String name) {
        return keys.containsKey(name);
    }

    /** The current name of a former one, or null. */
    public String renamedTo(String name) {
        return renamed.get(name);
    }

    /** Why a former key no longer does anything, or null if it was not retired. */
    public String retiredBecause(String name) {
        return retired.get(name);
    }

    /** The known key nearest to a mistyped one (edit distance), for the error message. */
    public String nearest(String name) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : keys.keySet()) {
            int d = editDistance(name, k);
            if (d < bestDistance) {
                bestDistance = d;
                best = k;
            }
        }
        return best;
    }

    static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    private static Properties load(String text) {
        Properties p = new Properties();
        try {
            p.load(new StringReader(text));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return p;
    }

    private static String read(String resource, boolean required) {
        try (InputStream in = SettingsSchema.class.getResourceAsStream(resource)) {
            if (in == null) {
                if (required) {
                    throw new IllegalStateException(resource + " missing from the classpath");
                }
                return "";
            }
            StringBuilder sb = new StringBuilder();
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) {
                    sb.append(line).append('\n');
                }
            }
            return sb.toString();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + Objects.requireNonNull(resource), e);
        }
    }
}
