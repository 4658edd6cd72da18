package com.newsx.topology.fetch;

import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/** The wait a Retry-After header asks for (RFC 9110, 10.2.3): a number of seconds, or an HTTP date. */
final class RetryAfter {
    /** A server asking for more than a week is not taken at its word: the caller caps the wait anyway. */
    private static final long MAX_S = 7 * 24 * 3600;

    private RetryAfter() {
    }

    /** Milliseconds to wait from {@code now}; 0 when the header is absent, malformed or in the past. */
    static long ms(String header, long now) {
        if (header == null || header.isBlank()) {
            return 0;
        }
        String v = header.trim();
        if (v.chars().allMatch(Character::isDigit)) {
            try {
                return Math.min(Long.parseLong(v), MAX_S) * 1000;
            } catch (NumberFormatException e) {
                return MAX_S * 1000; // more digits than a long: a very long wait
            }
        }
        try {
            long at = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant().toEpochMilli();
            return Math.max(0, Math.min(at - now, MAX_S * 1000));
        } catch (DateTimeParseException e) {
            return 0;
        }
    }
}
