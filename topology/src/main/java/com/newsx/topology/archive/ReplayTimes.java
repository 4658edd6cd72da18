package com.newsx.topology.archive;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/**
 * The times a replay's {@code --from} and {@code --until} take, all UTC unless they say otherwise: a date
 * ({@code 2024-03-18}: its midnight), a date and time ({@code 2024-03-18T06:50}, {@code 2024-03-18T06:50:51Z},
 * {@code 2024-03-18T08:50+02:00}), or the digits of a WARC-Date or a CC-NEWS file name ({@code 20240318},
 * {@code 20240318065051}).
 */
public final class ReplayTimes {
    private static final DateTimeFormatter DIGITS14 = DateTimeFormatter.ofPattern("yyyyMMddHHmmss", Locale.ROOT);
    private static final DateTimeFormatter DIGITS8 = DateTimeFormatter.ofPattern("yyyyMMdd", Locale.ROOT);

    private ReplayTimes() {
    }

    /** The instant; throws IllegalArgumentException naming the option and the forms it takes. */
    public static Instant parse(String option, String value) {
        String v = value.trim();
        try {
            if (v.matches("\\d{14}")) {
                return LocalDateTime.parse(v, DIGITS14).toInstant(ZoneOffset.UTC);
            }
            if (v.matches("\\d{8}")) {
                return LocalDate.parse(v, DIGITS8).atStartOfDay().toInstant(ZoneOffset.UTC);
            }
            if (v.matches("\\d{4}-\\d{2}-\\d{2}")) {
                return LocalDate.parse(v).atStartOfDay().toInstant(ZoneOffset.UTC);
            }
            if (v.matches(".*(Z|[+-]\\d{2}:?\\d{2})")) {
                return OffsetDateTime.parse(v.replaceFirst("([+-]\\d{2})(\\d{2})$", "$1:$2")).toInstant();
            }
            return LocalDateTime.parse(v).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(option + " needs a date or time (2024-03-18, 2024-03-18T06:50Z,"
                    + " 20240318065051; UTC unless given), got '" + value + "'");
        }
    }
}
