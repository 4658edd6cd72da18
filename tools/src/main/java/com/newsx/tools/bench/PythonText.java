package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * JSON values as a Python report printed them after {@code json.load}: {@code str()} ({@code "%s"}) and
 * {@code json.dumps(v, sort_keys=True)}, for the liveweb figures bin/bench freshness prints as it did.
 */
final class PythonText {
    private PythonText() {
    }

    /** {@code v[key]}: a key that must be there; missing, it is named as Python's KeyError names it ('url'). */
    static JsonNode key(JsonNode v, String key) {
        JsonNode value = v == null ? null : v.get(key);
        if (value == null) {
            throw new NoSuchElementException("'" + key + "'");
        }
        return value;
    }

    /** {@code "%s" % v}: a JSON float in Python's shortest form (0.1, 1e-05, 1e+16), an integer as it is. */
    static String str(JsonNode v) {
        if (v == null || v.isNull()) {
            return "None";
        }
        if (v.isBoolean()) {
            return v.booleanValue() ? "True" : "False";
        }
        if (v.isFloatingPointNumber()) {
            return repr(v.doubleValue());
        }
        if (v.isNumber() || v.isTextual()) {
            return v.asText();
        }
        return dumps(v); // (containers print with single quotes in Python; no report prints one with %s)
    }

    /** {@code json.dumps(v, sort_keys=True)}: ", " and ": " between items, keys sorted, non-ASCII escaped. */
    static String dumps(JsonNode v) {
        if (v == null || v.isNull()) {
            return "null";
        }
        if (v.isObject()) {
            List<String> keys = new ArrayList<>();
            v.fieldNames().forEachRemaining(keys::add);
            keys.sort(null);
            List<String> items = new ArrayList<>();
            for (String k : keys) {
                items.add(quote(k) + ": " + dumps(v.get(k)));
            }
            return "{" + String.join(", ", items) + "}";
        }
        if (v.isArray()) {
            List<String> items = new ArrayList<>();
            v.forEach(e -> items.add(dumps(e)));
            return "[" + String.join(", ", items) + "]";
        }
        if (v.isTextual()) {
            return quote(v.textValue());
        }
        if (v.isBoolean()) {
            return v.booleanValue() ? "true" : "false";
        }
        if (v.isFloatingPointNumber()) {
            double d = v.doubleValue();
            return Double.isNaN(d) ? "NaN" : Double.isInfinite(d) ? (d > 0 ? "Infinity" : "-Infinity") : repr(d);
        }
        return v.asText();
    }

    private static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                case '\b' -> b.append("\\b");
                case '\f' -> b.append("\\f");
                default -> {
                    if (c < 0x20 || c > 0x7f) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    /**
     * {@code repr(float)}: the shortest decimal that reads back as the same double (the nearer one when two of that
     * length do), in fixed notation from 1e-4 up to 1e16 and in Python's exponent form outside.
     */
    static String repr(double v) {
        if (Double.isNaN(v)) {
            return "nan";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        String sign = Math.copySign(1.0, v) < 0 ? "-" : "";
        if (v == 0) {
            return sign + "0.0";
        }
        BigDecimal shortest = shortest(new BigDecimal(Math.abs(v)), Math.abs(v));
        String digits = shortest.unscaledValue().toString();
        int point = digits.length() - shortest.scale(); // the value is 0.DIGITS times 10^point
        if (point <= -4 || point > 16) {
            int exponent = point - 1;
            String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
            return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + String.format("%02d", Math.abs(exponent));
        }
        if (point <= 0) {
            return sign + "0." + "0".repeat(-point) + digits;
        }
        if (point >= digits.length()) {
            return sign + digits + "0".repeat(point - digits.length()) + ".0";
        }
        return sign + digits.substring(0, point) + "." + digits.substring(point);
    }

    private static BigDecimal shortest(BigDecimal exact, double v) {
        for (int precision = 1; precision < 17; precision++) {
            BigDecimal down = exact.round(new MathContext(precision, RoundingMode.FLOOR));
            BigDecimal up = exact.round(new MathContext(precision, RoundingMode.CEILING));
            boolean downReads = down.doubleValue() == v;
            boolean upReads = up.doubleValue() == v;
            if (downReads && upReads) {
                int c = exact.subtract(down).compareTo(up.subtract(exact));
                BigDecimal pick = c < 0 ? down : c > 0 ? up : exact.round(new MathContext(precision, RoundingMode.HALF_EVEN));
                return pick.stripTrailingZeros();
            }
            if (downReads || upReads) {
                return (downReads ? down : up).stripTrailingZeros();
            }
        }
        return exact.round(new MathContext(17, RoundingMode.HALF_EVEN)).stripTrailingZeros();
    }
}
