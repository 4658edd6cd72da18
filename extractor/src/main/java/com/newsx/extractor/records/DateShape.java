package com.newsx.extractor.records;

import java.util.regex.Pattern;

/**
 * Whether a short text reads as a date or a time, in the forms list items show them ("2024-05-20", "05-20 10:31",
 * "5月20日", "May 20", "3 hours ago", "3小时前"). A cheap look at the shape, not a parse: it only tells which records
 * carry a date, for every leaf of a page, so it must cost little.
 */
public final class DateShape {
    /** Longer texts are sentences that may mention a date, not a record's date field. */
    private static final int MAX_LENGTH = 40;
    private static final String MONTH = "(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?";
    private static final Pattern DATE = Pattern.compile(
            "(19|20)\\d{2}\\s*[-/.年]\\s*\\d{1,2}" // year first
                    + "|\\d{1,2}\\s*月\\s*\\d{1,2}\\s*日" // 5月20日
                    + "|(^|\\D)\\d{1,2}:\\d{2}(\\D|$)" // a time of day
                    + "|^\\d{1,2}[-/]\\d{1,2}(\\s+\\d{1,2}:\\d{2})?$" // 05-20 alone or with its time
                    + "|\\d\\s*(秒|分钟|小时|天|周|个月)前"
                    + "|\\d\\s*(sec|second|min|minute|hour|hr|day|week|month|year)s?\\s+ago"
                    + "|\\b" + MONTH + "\\s+\\d{1,2}\\b|\\b\\d{1,2}\\s+" + MONTH + "(\\s|$)",
            Pattern.CASE_INSENSITIVE);

    private DateShape() {
    }

    public static boolean isDate(String text) {
        if (text == null || text.isEmpty() || text.length() > MAX_LENGTH || !hasDigit(text)) {
            return false;
        }
        return DATE.matcher(text).find();
    }

    private static boolean hasDigit(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                return true;
            }
        }
        return false;
    }
}
