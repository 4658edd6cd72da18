package com.newsx.tools.bench;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Numbers as C's printf and strtod (so awk) and Python write and read them, for the bench reports that were awk and
 * Python and print their figures as they did. {@code %.Nf} there rounds the exact binary value, ties to even (0.25
 * gives 0.2, 2.675 gives 2.67); Java's own rounds the shortest decimal half up (0.3, 2.68).
 */
final class Decimals {
    /** A decimal number at the start of a field, as strtod reads it. */
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    private static final Pattern NOT_A_NUMBER = Pattern.compile("([+-]?)(nan|inf)", Pattern.CASE_INSENSITIVE);

    private Decimals() {
    }

    /** {@code %.Nf} of printf: nan, inf and -inf for those, a minus sign kept on a negative value that rounds to 0. */
    static String fixed(double v, int decimals) {
        if (Double.isNaN(v)) {
            return "nan";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        String s = new BigDecimal(v).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
        // BigDecimal has no negative zero: -0.04 rounds to "0.0" where printf says "-0.0"
        return Math.copySign(1.0, v) < 0 && !s.startsWith("-") ? "-" + s : s;
    }

    /** A field's value as awk reads it: its longest numeric prefix (12.5ms is 12.5, NaN is NaN), else 0. */
    static double leadingNumber(String field) {
        String s = field.stripLeading();
        Matcher m = NUMBER.matcher(s);
        if (m.lookingAt()) {
            return Double.parseDouble(m.group());
        }
        Matcher special = NOT_A_NUMBER.matcher(s);
        if (special.lookingAt()) {
            if (special.group(2).equalsIgnoreCase("nan")) {
                return Double.NaN;
            }
            return special.group(1).equals("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        return 0;
    }
}
