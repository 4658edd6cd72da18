package com.newsx.commands.local;

import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * Fields of a crawl-status document as its source comes back (a parsed JSON map): dates are ISO-8601 text or epoch
 * milliseconds (the template accepts both), numbers any JSON number. A field missing or unreadable is null (or the
 * default given), never an error: a status line should not fail on one odd document.
 */
final class StatusFields {
    private StatusFields() {
    }

    static Instant instant(Object o) {
        if (o instanceof Number n) {
            return Instant.ofEpochMilli(n.longValue());
        }
        if (o instanceof String s && !s.isBlank()) {
            try {
                return Instant.parse(s);
            } catch (DateTimeParseException e) {
                try {
                    return Instant.ofEpochMilli(Long.parseLong(s));
                } catch (NumberFormatException notMillis) {
                    return null;
                }
            }
        }
        return null;
    }

    static Integer integerOrNull(Object o) {
        if (o instanceof Number n) {
            return n.intValue();
        }
        if (o instanceof String s) {
            try {
                return Integer.parseInt(s.trim());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }

    static int integer(Object o, int otherwise) {
        Integer i = integerOrNull(o);
        return i == null ? otherwise : i;
    }
}
