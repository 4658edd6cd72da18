package com.newsx.extractor.config;

/** A key no component reads, given in a file, in {@code --set} or as a system property: named with the nearest known one. */
public final class UnknownSettingException extends IllegalArgumentException {
    private final String key;

    UnknownSettingException(SettingsSchema schema, String key, String origin) {
        super("unknown " + schema.family() + " setting '" + key + "'" + (origin == null ? "" : " in " + origin)
                + "; did you mean '" + schema.nearest(key) + "'? (every key is listed in " + schema.defaultsFile() + ")");
        this.key = key;
    }

    public String key() {
        return key;
    }
}
