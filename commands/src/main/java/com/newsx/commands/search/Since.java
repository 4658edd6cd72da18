package com.newsx.commands.search;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A look-back such as {@code 30m}, {@code 6h}, {@code 2d}: a whole number and a unit (s, m, h, d, w). */
public final class Since {
    private static final Pattern FORM = Pattern.compile("(\\d{1,9})([smhdw])");

    private Since() {
    }

    /** The duration written; throws IllegalArgumentException saying the accepted form. */
    public static Duration parse(String text) {
        Matcher m = FORM.matcher(text == null ? "" : text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
            throw new IllegalArgumentException("--since needs a duration such as 30m, 6h or 2d (units s, m, h, d, w), got " + text);
        }
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "s" -> Duration.ofSeconds(n);
            case "m" -> Duration.ofMinutes(n);
            case "h" -> Duration.ofHours(n);
            case "d" -> Duration.ofDays(n);
            default -> Duration.ofDays(7 * n);
        };
    }

    /** Elasticsearch date math for now minus the duration, so the cluster's clock decides what is recent. */
    public static String dateMath(Duration d) {
        return "now-" + d.toSeconds() + "s";
    }
}
