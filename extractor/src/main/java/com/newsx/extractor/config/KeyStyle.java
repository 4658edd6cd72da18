package com.newsx.extractor.config;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The naming rule of settings keys (README "Configuration"): a key is {@code <component>.<name>}, each dotted part
 * lower-case words joined by hyphens, and the first part names the component's typed settings record, singular or
 * plural ({@code line-block.*} for {@code LineBlockSettings}, {@code records.*} for {@code RecordSettings},
 * {@code copies.*} for {@code CopySettings}). The schemas' tests hold every key to it.
 */
public final class KeyStyle {
    private static final String PART = "[a-z][a-z0-9]*(-[a-z0-9]+)*";
    private static final String KEY = PART + "(\\." + PART + ")+";

    private KeyStyle() {
    }

    /** At least two dotted parts, each lower-case words joined by hyphens. */
    public static boolean wellFormed(String key) {
        return key.matches(KEY);
    }

    /** The component a settings record names: {@code line-block} for {@code LineBlockSettings}. */
    public static String component(Class<?> record) {
        String name = record.getSimpleName().replaceFirst("Settings$", "");
        return Arrays.stream(name.split("(?<=[a-z0-9])(?=[A-Z])"))
                .map(w -> w.toLowerCase(Locale.ROOT))
                .collect(Collectors.joining("-"));
    }

    /** Whether the key's first part is the record's component, singular or plural. */
    public static boolean namesRecord(String key, Class<?> record) {
        String prefix = key.substring(0, Math.max(0, key.indexOf('.')));
        String c = component(record);
        return prefix.equals(c) || prefix.equals(c + "s")
                || c.endsWith("y") && prefix.equals(c.substring(0, c.length() - 1) + "ies");
    }
}
