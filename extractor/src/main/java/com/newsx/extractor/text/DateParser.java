package com.newsx.extractor.text;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads dates written the ways Chinese and English news pages write them: numeric year-month-day with
 * "-", "/", "." or 年月日 and an optional time ("2019年09月07日13:43:05", "2019-09-07T13:43:45+08:00"),
 * month/day/year ("09/07/2019"), month names ("Sep 7, 2019", "Saturday 7 September 2019 1:05 PM"),
 * compact digits in URLs ("/20190907/") and time zones (Z, +08:00, GMT+8, UTC+08:00, EST, 北京时间).
 * Thread-safe; all patterns are compiled once.
 */
public final class DateParser {
    private static final Pattern URL_SCHEME_AND_HOST = Pattern.compile("^[a-zA-Z]+://[^/]*");
    private static final Pattern URL_DATE = Pattern.compile(
            "(?<![\\d])((?:19|20)\\d{2})[/_-]?(0?[1-9]|1[0-2])[/_-](0?[1-9]|[12]\\d|3[01])(?!\\d)");

    /** A date found in a text, with its character span. */
    public record Match(ParsedDate date, int start, int end) {
    }

    private static final String ZONE = "(?<zone>Z(?![A-Za-z])|[+-]\\d{2}:?\\d{2}(?!\\d)"
            + "|(?:GMT|UTC)(?:\\s*[+-]\\s*\\d{1,2}(?::?\\d{2})?)?(?![A-Za-z])"
            + "|(?<![A-Za-z])(?:EST|EDT|CST|CDT|MST|MDT|PST|PDT|BST|CET|CEST|EET|EEST|JST|KST|HKT|SGT|AEST|AEDT"
            + "|HST|AKST|AKDT|IST|ET|PT)(?![A-Za-z])|\\(?北京时间\\)?)";
    private static final String TIME = "(?<hour>\\d{1,2})\\s*[:：时]\\s*(?<min>\\d{2})"
            + "(?:\\s*[:：分]\\s*(?<sec>\\d{2})(?:\\.\\d{1,9})?)?\\s*[分秒]?"
            + "(?:\\s*(?<ampm>[AaPp]\\.?[Mm]\\.?)(?![A-Za-z]))?";
    private static final String OPT_TIME_ZONE =
            "(?:(?:\\s*|\\s*[T,@|]\\s*|\\s+at\\s+)(?:(?<cnhalf>上午|下午|晚上|凌晨|中午|早上)\\s*)?" + TIME
                    + "(?:\\s*" + ZONE + ")?)?";

    /** 2019-09-07, 2019/9/7, 2019.09.07, 2019年9月7日, optionally 北京时间 before and a time after. */
    private static final Pattern YMD = Pattern.compile(
            "(?:(?<bj>北京时间)\\s*)?(?<![\\d.])(?<year>(?:19|20)\\d{2})\\s*(?<sep>[-/.]|年)\\s*(?<month>\\d{1,2})"
                    + "\\s*(?:[-/.]|月)\\s*(?<day>\\d{1,2})(?!\\d)\\s*日?" + OPT_TIME_ZONE);
    /** 09/07/2019 (month first unless the first number cannot be a month) and 07.09.2019 (day first). */
    private static final Pattern NUMERIC_YEAR_LAST = Pattern.compile(
            "(?<![\\d./-])(?<a>\\d{1,2})(?<sep>[/.-])(?<b>\\d{1,2})\\k<sep>(?<year>(?:19|20)\\d{2})(?![\\d.])"
                    + OPT_TIME_ZONE);
    private static final String MONTH_NAME = "(?<mname>Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May"
            + "|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?";
    private static final String EN_TIME = "(?:\\s*(?:,|at|@|-|–|\\||·)?\\s*(?<hour>\\d{1,2})(?:[:.](?<min>\\d{2})"
            + "(?::(?<sec>\\d{2}))?)?\\s*(?<ampm>[AaPp]\\.?[Mm]\\.?)?(?![\\w])(?:\\s*" + ZONE + ")?)?";
    /** Sep 7, 2019 / September 7th 2019, then an optional time. */
    private static final Pattern MONTH_DAY_YEAR = Pattern.compile("(?i)(?<![A-Za-z])" + MONTH_NAME
            + "(?![A-Za-z])\\s*(?<day>\\d{1,2})(?:st|nd|rd|th)?(?!\\d),?\\s*(?<year>(?:19|20)\\d{2})(?!\\d)" + EN_TIME);
    /** 7 September 2019 / 7th of Sep, 2019, then an optional time. */
    private static final Pattern DAY_MONTH_YEAR = Pattern.compile("(?i)(?<!\\d)(?<day>\\d{1,2})(?:st|nd|rd|th)?"
            + "\\s*(?:of\\s+)?" + MONTH_NAME + "(?![A-Za-z]),?\\s*(?<year>(?:19|20)\\d{2})(?!\\d)" + EN_TIME);
    /** 20190907 or 20190907134500, as in URLs and compact metadata values. */
    private static final Pattern COMPACT = Pattern.compile(
            "(?<!\\d)(?<year>(?:19|20)\\d{2})(?<month>0[1-9]|1[0-2])(?<day>0[1-9]|[12]\\d|3[01])"
                    + "(?:T?(?<hour>[01]\\d|2[0-3])(?<min>[0-5]\\d)(?<sec>[0-5]\\d)?)?(?!\\d)");

    /** How far before its year a date starts ("Saturday, September 7th, 2019") and after it ends (time, zone). */
    private static final int WINDOW_BEFORE_YEAR = 32;
    private static final int WINDOW_AFTER_YEAR = 48;
    /** In this order: possiblePatterns sets bit k for the k-th. */
    private static final List<Pattern> TEXT_PATTERNS =
            List.of(YMD, NUMERIC_YEAR_LAST, MONTH_DAY_YEAR, DAY_MONTH_YEAR);

    /** Offsets of zone abbreviations that are unambiguous; CST, IST, ET and PT are read but give no offset. */
    private static final Map<String, ZoneOffset> ZONE_ABBREVIATIONS = Map.ofEntries(
            Map.entry("Z", ZoneOffset.UTC), Map.entry("GMT", ZoneOffset.UTC), Map.entry("UTC", ZoneOffset.UTC),
            Map.entry("EST", ZoneOffset.ofHours(-5)), Map.entry("EDT", ZoneOffset.ofHours(-4)),
            Map.entry("CDT", ZoneOffset.ofHours(-5)), Map.entry("MST", ZoneOffset.ofHours(-7)),
            Map.entry("MDT", ZoneOffset.ofHours(-6)), Map.entry("PST", ZoneOffset.ofHours(-8)),
            Map.entry("PDT", ZoneOffset.ofHours(-7)), Map.entry("BST", ZoneOffset.ofHours(1)),
            Map.entry("CET", ZoneOffset.ofHours(1)), Map.entry("CEST", ZoneOffset.ofHours(2)),
            Map.entry("EET", ZoneOffset.ofHours(2)), Map.entry("EEST", ZoneOffset.ofHours(3)),
            Map.entry("JST", ZoneOffset.ofHours(9)), Map.entry("KST", ZoneOffset.ofHours(9)),
            Map.entry("HKT", ZoneOffset.ofHours(8)), Map.entry("SGT", ZoneOffset.ofHours(8)),
            Map.entry("HST", ZoneOffset.ofHours(-10)), Map.entry("AKST", ZoneOffset.ofHours(-9)),
            Map.entry("AKDT", ZoneOffset.ofHours(-8)), Map.entry("AEST", ZoneOffset.ofHours(10)), Map.entry("AEDT", ZoneOffset.ofHours(11)),
            Map.entry("北京时间", ZoneOffset.ofHours(8)));
    private static final Pattern OFFSET = Pattern.compile("([+-])\\s*(\\d{1,2})(?::?(\\d{2}))?");

    /** The first date written in the text, if any. */
    public Optional<ParsedDate> parse(String text) {
        List<Match> all = findAll(text);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0).date());
    }

    /** Every date written in the text, in order, overlapping readings resolved to the earliest longest. */
    public List<Match> findAll(String text) {
        return text == null ? new ArrayList<>() : findAll(text, 0, text.length());
    }

    /** Every date written in text[from, to), as {@link #findAll(String)}; offsets are in the whole text. */
    public List<Match> findAll(String text, int from, int to) {
        List<Match> found = new ArrayList<>();
        if (text == null || text.isEmpty() || from >= to) {
            return found;
        }
        // Every pattern holds a four-digit year: run them only in windows around such years, so a long page
        // costs one character scan plus a little regex work per year written on it.
        // Each window also notes which patterns can match in it (see possiblePatterns), so most run on few.
        int[] window = {-1, -1, 0};
        Matcher[] matchers = new Matcher[TEXT_PATTERNS.size()]; // made at the first window, reused by the rest
        int n = Math.min(to, text.length());
        for (int i = Math.max(0, from); i + 4 <= n; i++) {
            if (!isDigit(text.charAt(i + 3))) {
                i += 3; // a year starting at i, i+1, i+2 or i+3 would have a digit there: most text is skipped 4 at a time
                continue;
            }
            if (isYearAt(text, i)) {
                int start = Math.max(from, i - WINDOW_BEFORE_YEAR);
                int end = Math.min(n, i + 4 + WINDOW_AFTER_YEAR);
                if (window[0] >= 0 && start <= window[1]) {
                    window[1] = end;
                } else {
                    if (window[0] >= 0) {
                        matchIn(text, window, matchers, found);
                    }
                    window[0] = start;
                    window[1] = end;
                    window[2] = 0;
                }
                window[2] |= possiblePatterns(text, i, n);
                i += 3;
            }
        }
        if (window[0] >= 0) {
            matchIn(text, window, matchers, found);
        }
        if (found.size() > 1) {
            found.sort(Comparator.comparingInt(Match::start).thenComparingInt(x -> -(x.end() - x.start())));
            List<Match> kept = new ArrayList<>(found.size());
            int end = -1;
            for (Match x : found) {
                if (x.start() >= end) {
                    kept.add(x);
                    end = x.end();
                }
            }
            return kept;
        }
        return found;
    }

    private static final int YMD_BIT = 1;
    private static final int YEAR_LAST_BIT = 2;
    private static final int MONTH_NAME_BITS = 4 | 8;

    /**
     * Which of TEXT_PATTERNS can match around the year at {@code i}, from what each needs next to it: YMD a
     * separator after the year (white space allowed), NUMERIC_YEAR_LAST a separator just before it. Month-name
     * patterns are settled per window by {@link #hasLetter}.
     */
    private static int possiblePatterns(String text, int i, int n) {
        int bits = 0;
        int k = i + 4;
        while (k < n && isRegexSpace(text.charAt(k))) {
            k++;
        }
        if (k < n && "-/.年".indexOf(text.charAt(k)) >= 0) {
            bits |= YMD_BIT;
        }
        if (i > 0 && "/.-".indexOf(text.charAt(i - 1)) >= 0) {
            bits |= YEAR_LAST_BIT;
        }
        return bits;
    }

    /** {@code \s} of java.util.regex without UNICODE_CHARACTER_CLASS. */
    private static boolean isRegexSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    private static boolean hasLetter(String text, int from, int to) {
        for (int k = from; k < to; k++) {
            char c = (char) (text.charAt(k) | 0x20);
            if (c >= 'a' && c <= 'z') {
                return true;
            }
        }
        return false;
    }

    private static void matchIn(String text, int[] window, Matcher[] matchers, List<Match> found) {
        int from = window[0];
        int to = window[1];
        int bits = window[2] | (hasLetter(text, from, to) ? MONTH_NAME_BITS : 0);
        for (int k = 0; k < matchers.length; k++) {
            if ((bits & (1 << k)) == 0) {
                continue; // cannot match here
            }
            Pattern p = TEXT_PATTERNS.get(k);
            Matcher m = matchers[k];
            if (m == null) {
                m = matchers[k] = p.matcher(text);
                m.useTransparentBounds(true); // lookarounds see past the window, as on the whole text
                m.useAnchoringBounds(false);
            }
            m.region(from, to); // kept across region(): the bounds' transparency and anchoring
            while (m.find()) {
                ParsedDate d = read(p, m);
                if (d != null) {
                    found.add(new Match(d, m.start(), m.end()));
                }
            }
        }
    }

    /** "19xx" or "20xx" not inside a longer digit run. */
    private static boolean isYearAt(String s, int i) {
        char a = s.charAt(i);
        char b = s.charAt(i + 1);
        if (!(a == '1' && b == '9' || a == '2' && b == '0')) {
            return false;
        }
        return isDigit(s.charAt(i + 2)) && isDigit(s.charAt(i + 3))
                && (i == 0 || !isDigit(s.charAt(i - 1))) && (i + 4 == s.length() || !isDigit(s.charAt(i + 4)));
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** A compact date such as "/2019/09/07/" or "20190907" in a URL path; the first one found. */
    public Optional<ParsedDate> parseUrl(String url) {
        if (url == null) {
            return Optional.empty();
        }
        String path = URL_SCHEME_AND_HOST.matcher(url).replaceFirst("");
        Matcher m = URL_DATE.matcher(path);
        if (m.find()) {
            LocalDate d = date(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                    Integer.parseInt(m.group(3)));
            if (d != null) {
                return Optional.of(new ParsedDate(d, null, null));
            }
        }
        Matcher c = COMPACT.matcher(path);
        if (c.find()) {
            LocalDate d = date(Integer.parseInt(c.group("year")), Integer.parseInt(c.group("month")),
                    Integer.parseInt(c.group("day")));
            if (d != null) {
                return Optional.of(new ParsedDate(d, null, null));
            }
        }
        return Optional.empty();
    }

    /** A metadata value: any text form, or compact digits ("20190907134500"). */
    public Optional<ParsedDate> parseValue(String value) {
        if (value == null) {
            return Optional.empty();
        }
        String v = value.trim();
        Optional<ParsedDate> d = parse(v);
        if (d.isPresent()) {
            return d;
        }
        Matcher c = COMPACT.matcher(v);
        if (c.matches()) {
            return Optional.ofNullable(read(COMPACT, c));
        }
        return Optional.empty();
    }

    private static ParsedDate read(Pattern p, Matcher m) {
        int year = Integer.parseInt(m.group("year"));
        int month;
        int day;
        if (p == NUMERIC_YEAR_LAST) {
            int a = Integer.parseInt(m.group("a"));
            int b = Integer.parseInt(m.group("b"));
            boolean dayFirst = m.group("sep").equals(".") || a > 12;
            month = dayFirst ? b : a;
            day = dayFirst ? a : b;
        } else if (p == MONTH_DAY_YEAR || p == DAY_MONTH_YEAR) {
            month = monthNumber(m.group("mname"));
            day = Integer.parseInt(m.group("day"));
        } else {
            month = Integer.parseInt(m.group("month"));
            day = Integer.parseInt(m.group("day"));
        }
        LocalDate date = date(year, month, day);
        if (date == null) {
            return null;
        }
        LocalTime time = time(m);
        ZoneOffset offset = null;
        if (time != null && p != COMPACT) {
            offset = offset(m.group("zone"));
        }
        if (offset == null && p == YMD && m.group("bj") != null) {
            offset = ZoneOffset.ofHours(8);
        }
        if (time == null) {
            offset = null; // an offset without a time of day says nothing about the date
        }
        return new ParsedDate(date, time, offset);
    }

    private static LocalTime time(Matcher m) {
        String h = m.group("hour");
        if (h == null) {
            return null;
        }
        String min = m.group("min");
        String ampm = groupOrNull(m, "ampm");
        if (min == null && ampm == null) {
            return null; // a bare number after a date is not a time
        }
        int hour = Integer.parseInt(h);
        int minute = min == null ? 0 : Integer.parseInt(min);
        String s = m.group("sec");
        int second = s == null ? 0 : Integer.parseInt(s);
        if (ampm != null) {
            boolean pm = Character.toLowerCase(ampm.charAt(0)) == 'p';
            if (hour < 1 || hour > 12) {
                return null;
            }
            hour = hour % 12 + (pm ? 12 : 0);
        }
        String half = groupOrNull(m, "cnhalf");
        if (half != null && hour < 12 && (half.equals("下午") || half.equals("晚上"))) {
            hour += 12;
        }
        if (hour > 23 || minute > 59 || second > 59) {
            return null;
        }
        return LocalTime.of(hour, minute, second);
    }

    private static String groupOrNull(Matcher m, String name) {
        try {
            return m.group(name);
        } catch (IllegalArgumentException noSuchGroup) {
            return null;
        }
    }

    private static ZoneOffset offset(String zone) {
        if (zone == null) {
            return null;
        }
        String z = zone.replace("(", "").replace(")", "").trim();
        ZoneOffset named = ZONE_ABBREVIATIONS.get(z.toUpperCase(Locale.ROOT));
        if (named != null) {
            return named;
        }
        Matcher o = OFFSET.matcher(z);
        if (!o.find()) {
            return null;
        }
        int hours = Integer.parseInt(o.group(2));
        int minutes = o.group(3) == null ? 0 : Integer.parseInt(o.group(3));
        if (hours > 14 || minutes > 59) {
            return null;
        }
        int sign = o.group(1).equals("-") ? -1 : 1;
        return ZoneOffset.ofHoursMinutes(sign * hours, sign * minutes);
    }

    private static LocalDate date(int year, int month, int day) {
        if (month < 1 || month > 12 || day < 1 || day > YearMonth.of(year, month).lengthOfMonth()) {
            return null;
        }
        return LocalDate.of(year, month, day);
    }

    private static int monthNumber(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return switch (n.substring(0, 3)) {
            case "jan" -> 1;
            case "feb" -> 2;
            case "mar" -> 3;
            case "apr" -> 4;
            case "may" -> 5;
            case "jun" -> 6;
            case "jul" -> 7;
            case "aug" -> 8;
            case "sep" -> 9;
            case "oct" -> 10;
            case "nov" -> 11;
            default -> 12;
        };
    }
}
