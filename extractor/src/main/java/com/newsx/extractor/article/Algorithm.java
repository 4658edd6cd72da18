package com.newsx.extractor.article;

import java.util.Locale;

/** The body extraction methods the CLI can ask for. */
public enum Algorithm {
    LINE_BLOCK("line-block"), PUNCTUATION_DENSITY("punctuation-density"), FUSED("fused");

    private final String cliName;

    Algorithm(String cliName) {
        this.cliName = cliName;
    }

    public String cliName() {
        return cliName;
    }

    public static Algorithm parse(String s) {
        for (Algorithm a : values()) {
            if (a.cliName.equals(s.toLowerCase(Locale.ROOT))) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown algorithm '" + s + "' (line-block, punctuation-density, fused)");
    }
}
