package com.newsx.extractor.article.fields;

import com.newsx.extractor.text.CharClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words that introduce bylines, source and editor lines on Chinese and English pages
 * (作者/记者/文, 来源/出处, 责任编辑/编辑, "By"), and the cleaning of the names they introduce: the value runs
 * to the next field word, date or separator; titles (本报记者), role suffixes and photo credits are dropped.
 */
final class BylinePatterns {
    // compiled once: these run on every candidate byline of every page
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern LEADING_COLONS = Pattern.compile("^[:：\\s]+");
    private static final Pattern TRAILING_SEPARATORS = Pattern.compile("[\\s／/|｜·•,，:：]+$");
    private static final Pattern STAFF_CODE = Pattern.compile("[_\\s]+[A-Z]{1,4}\\d+$");
    private static final Pattern TRAILING_ENGLISH_SEPARATORS = Pattern.compile("[,\\s\\-–—|:]+$");

    enum Role { AUTHOR, SOURCE, EDITOR }

    /** A role word found in a text and the cleaned name it introduces. */
    record Field(Role role, String value, int start, int end, boolean parenthesized) {
    }

    /** The first characters of the role words of {@link #ROLE_HINT}: the pattern is tried only where one stands. */
    private static final String ROLE_FIRST_CHARS = "来出稿转作记撰采执口通编责主审校监原文SAWPRB";
    /** The same first characters as a table, as every character of the candidate lines is checked. */
    private static final CharClass ROLE_FIRST = CharClass.of(c -> ROLE_FIRST_CHARS.indexOf(c) >= 0);
    /** Any role word, as a quick test of whether a line may be a byline, 来源 or editor line. */
    private static final Pattern ROLE_HINT = Pattern.compile(
            "(?:来源|来自|出处|稿源|转载自|作者|记者|撰文|撰稿|采写|执笔|口述|通讯员|编辑|责编|主编|审校|审核|校对|监制"
            + "|原创\\s*[:：]|文\\s*[:：/|]|Source|SOURCE|Author|AUTHOR|Written by|Posted by|Reported by"
            + "|By(?:[:\\s]|$)|BY(?:[:\\s]|$))");
    /** Role words, longest first so 责任编辑 is not read as 编辑; 文 alone needs a colon or slash. */
    static final Pattern ROLE_WORD = Pattern.compile(
            "(?<editor>责任编辑|责编|编辑|主编|审校|审核|校对|监制|值班编辑)"
                    + "|(?<source>来源于|来源|来自|出处|稿源|转载自|Source)"
                    + "|(?<author>作者|记者|撰文|撰稿人|撰稿|采写|执笔|口述|通讯员|原创|Author|Written by|Posted by|Reported by"
                    + "|(?<![\\u4e00-\\u9fff])文(?=\\s*[:：/|]))");
    /** The first characters of {@link #ROLE_WORD}'s words. */
    private static final CharClass ROLE_WORD_FIRST = CharClass.of(c -> "责编主审校监值来出稿转S作记撰采执口通原AWPR文".indexOf(c) >= 0);
    /** Role words that are ordinary words too (来自 "from", 原创 "original"): labels only before a colon. */
    private static final Set<String> COLON_ONLY = Set.of("来自", "出处", "稿源", "转载自", "来源于", "原创", "Source",
            "Author");
    /** The reporter word, often written without a separator: "（记者裴剑飞）", "新京报记者 陆一夫". */
    private static final String REPORTER = "记者";
    /** A Chinese personal name has at most this many characters (compound surname and two-character name). */
    private static final int CJK_NAME_MAX = 5;
    /** Characters after a role word looked at for the name(s). */
    private static final int VALUE_WINDOW = 120;
    /** A value ending in sentence punctuation is a clause ("记者注意到，..."), not a name. */
    private static final Pattern CLAUSE_END = Pattern.compile("^[，。；！？,;!?]");
    /** Words before a 来源/作者 that make it about something else: 图片来源, 资料来源, 数据来源, 作者简介. */
    private static final Pattern NOT_ARTICLE_PREFIX = Pattern.compile("(图片|图|资料|数据|视频|消息|信息|素材|图表|照片)\\s*$");
    /** Where a value ends: the next field word, a date, a separator or bracket. */
    private static final Pattern VALUE_END = Pattern.compile(
            "\\s{2,}|[|｜/\\\\,，;；。、()（）【】\\[\\]<>《》\"“”:：!！?？]"
                    + "|(?:来源|作者|责任编辑|编辑|责编|发布|时间|日期|原标题|阅读|评论|点击|浏览|字号|分享|举报|关注)"
                    + "|(?:19|20)\\d{2}\\s*[-/.年]\\s*\\d|\\d{1,2}:\\d{2}"
                    + "|\\s(?:and|&)?\\s*(?i:Updated|Published|Posted|on)\\b"
                    + "|\\s[-–—·•]\\s");
    /** Title-like leftovers before a name: 本报记者, 新京报见习记者, "新华社". */
    private static final Pattern TITLE_BEFORE_NAME = Pattern.compile("^.*?(?:特约|见习|实习|首席|本报|本台)?记者\\s*");
    /** Words after a name that describe the work, not the person: 整合, 摄, 报道, 原创稿. */
    private static final Pattern ROLE_AFTER_NAME = Pattern.compile(
            "(?:\\s*(?:编译|整理|报道|采访|发自\\S*|摄影?)|\\s+(?:整合|综合|原创稿|原创|供稿|独家))$");
    /** A work word right after a name ends the name: "路闻卓立编译 人民币交易与研究" is 路闻卓立. */
    private static final Pattern WORK_WORD_THEN_MORE = Pattern.compile("(?<=\\S)(?:编译|整理|报道|采写)\\s.*$");
    private static final Pattern ENGLISH_ROLE = Pattern.compile("(?i),?\\s*(?:\\b(?:staff|senior|contributing|"
            + "associate|special|chief|deputy|managing|political|science|business|technology|sports|news))*"
            + "\\s*\\b(?:writer|reporter|editor|correspondent|columnist|contributor|journalist)s?\\b.*$");
    private static final Pattern LEADING_BY = Pattern.compile("(?i)^(?:(?:written|posted|reported|words|story)\\s+)?by[:\\s]+");
    /** "By X", and "on behalf of X" too, label an English byline. */
    private static final Pattern LEADING_BY_OR_BEHALF = Pattern.compile(
            "(?i)^(?:(?:(?:written|posted|reported|words|story)\\s+)?by[:\\s]+|on\\s+behalf\\s+of\\s+)");
    /** "By Jane Doe", and in their looser forms "by Marketing Team", "By the Lavazza Team", "By 3i Global". */
    private static final Pattern ENGLISH_BYLINE = Pattern.compile(
            "(?m)^\\s*(?:By|BY|by)[:\\s]\\s*(?=\\p{Lu}|\\d+\\p{L}|the\\s+\\p{Lu})");
    /**
     * Where an English name list ends: a number standing on its own ("5 min read", "Jan 5, 2024"; digits inside a
     * word, "3i Global" or a handle such as "3d23d65-ddc6", belong to the name), a handle, a weekday, a status word.
     */
    private static final Pattern ENGLISH_STOP = Pattern.compile(
            "(?<![\\p{L}\\d-])\\d+(?![\\p{L}\\d-])|@|\\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\\b"
            + "|\\b(?i:updated|published|posted|last modified|min read|share|follow|email)\\b"
            + "|\\b(?:View|See|Read|More)\\s+(?i:more|all|articles|posts|stories|by|from)\\b"
            + "|\\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?\\s+\\d");
    /** Lower-case words that may stand inside a personal name: "Ludwig van Beethoven", "Mia de la Cruz". */
    private static final Set<String> NAME_PARTICLES = Set.of("van", "von", "de", "der", "den", "da", "del", "della",
            "di", "du", "la", "le", "bin", "al", "el", "dos", "das", "ter", "ten", "y", "and", "the");
    private static final Pattern UNKNOWN = Pattern.compile("(?i)^(?:未知|佚名|匿名|unknown|anonymous|admin|null|none)$");

    private BylinePatterns() {
    }

    /** Every role word of the text (one line) with the name it introduces; invalid names are skipped. */
    static List<Field> fields(String text) {
        List<Field> out = new ArrayList<>();
        // transparent: the lookbehind of 文 sees the character before a region's start
        Matcher m = ROLE_WORD.matcher(text).useTransparentBounds(true);
        for (int at = nextRoleWord(m, text, 0); at >= 0; at = nextRoleWord(m, text, m.end())) {
            Role role = m.group("editor") != null ? Role.EDITOR : m.group("source") != null ? Role.SOURCE : Role.AUTHOR;
            String before = text.substring(Math.max(0, m.start() - 4), m.start());
            if (role != Role.EDITOR && NOT_ARTICLE_PREFIX.matcher(before).find()) {
                continue;
            }
            String word = m.group();
            boolean latin = Character.isLetter(word.charAt(0)) && word.charAt(0) < 128;
            int from = m.end();
            boolean colon = text.startsWith(":", from) || text.startsWith("：", from)
                    || text.startsWith(" :", from) || text.startsWith(" ：", from);
            boolean separated = colon || from >= text.length() || Character.isWhitespace(text.charAt(from))
                    || text.charAt(from) == '/' || text.charAt(from) == '|' || text.charAt(from) == '】';
            if (COLON_ONLY.contains(word) && !colon || !word.equals(REPORTER) && !latin && !separated) {
                continue; // 来自/原创 are labels only before a colon; 作者最新文章 is not a byline
            }
            String value = latin ? cleanEnglish(LEADING_COLONS.matcher(window(text, from)).replaceFirst(""))
                    : valueAt(text, from, role, word.equals(REPORTER) && !colon);
            if (value != null) {
                boolean paren = before.endsWith("（") || before.endsWith("(") || before.endsWith("【")
                        || parenthesizedBefore(text, m.start());
                out.add(new Field(role, value, m.start(), m.end(), paren));
            }
        }
        Matcher by = ENGLISH_BYLINE.matcher(text);
        if (by.find()) {
            String v = cleanEnglish(window(text, by.end()));
            if (v != null) {
                out.add(new Field(Role.AUTHOR, v, by.start(), by.end(), false));
            }
        }
        return out;
    }

    /**
     * Where the next role word of {@link #ROLE_WORD} starts at or after {@code from} (-1: none), as {@code find}
     * would find it, with {@code m} holding the match; the pattern is tried only where a role word's first character
     * stands, not at every position as {@code find} tries an alternation.
     */
    static int nextRoleWord(Matcher m, String text, int from) {
        for (int i = from, n = text.length(); i < n; i++) {
            if (ROLE_WORD_FIRST.contains(text.charAt(i))) {
                m.region(i, n);
                if (m.lookingAt()) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Whether a role word starts anywhere in the text (a character pre-check spares most positions the regex). */
    static boolean hasRoleWord(String t) {
        Matcher m = null;
        for (int i = 0; i < t.length(); i++) {
            if (ROLE_FIRST.contains(t.charAt(i))) {
                m = m == null ? ROLE_HINT.matcher(t) : m;
                m.region(i, t.length());
                if (m.lookingAt()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The text after a role word, as far as a name list can reach: keeps long lines linear. */
    private static String window(String text, int from) {
        return text.substring(from, Math.min(text.length(), from + VALUE_WINDOW));
    }

    private static boolean parenthesizedBefore(String text, int at) {
        for (int i = at - 1; i >= 0 && i >= at - 12; i--) {
            char c = text.charAt(i);
            if (c == '（' || c == '(') {
                return true;
            }
            if (c == '）' || c == ')') {
                return false;
            }
        }
        return false;
    }

    private static String valueAt(String text, int from, Role role, boolean mustBeNames) {
        int i = from;
        while (i < text.length() && (text.charAt(i) == ':' || text.charAt(i) == '：' || text.charAt(i) == '/'
                || text.charAt(i) == '|' || Character.isWhitespace(text.charAt(i)))) {
            i++;
        }
        String rest = window(text, i);
        Matcher end = VALUE_END.matcher(rest);
        boolean found = end.find();
        String v = found ? rest.substring(0, end.start()) : rest;
        if (mustBeNames && (found && CLAUSE_END.matcher(rest.substring(end.start())).find() || !namesOnly(v))) {
            return null;
        }
        return clean(v, role);
    }

    /** Space-separated Chinese personal names only (a reporter line), not a clause. */
    private static boolean namesOnly(String v) {
        String cleaned = ROLE_AFTER_NAME.matcher(v.trim()).replaceFirst("");
        for (String token : SPACES.split(cleaned.trim())) {
            if (token.codePoints().anyMatch(Character::isIdeographic) && token.length() > CJK_NAME_MAX) {
                return false;
            }
        }
        return true;
    }

    /** A name as the gold writes it, or null when what follows the role word is not a name. */
    static String clean(String raw, Role role) {
        String v = LEADING_BY.matcher(PageText.normalize(raw)).replaceFirst("");
        v = TRAILING_SEPARATORS.matcher(v).replaceAll("");
        v = WORK_WORD_THEN_MORE.matcher(v).replaceFirst("");
        if (role != Role.EDITOR) {
            v = TITLE_BEFORE_NAME.matcher(v).replaceFirst("");
        }
        String before;
        do {
            before = v;
            v = ROLE_AFTER_NAME.matcher(v).replaceFirst("").trim();
        } while (!v.equals(before));
        v = STAFF_CODE.matcher(v).replaceAll("").trim(); // editor staff codes: 杨倩_NF4425
        if (raw.trim().endsWith("摄") && role == Role.AUTHOR) {
            return null; // a photo credit
        }
        return plausibleName(v) ? v : null;
    }

    /**
     * English byline text: drops "By" (and "On behalf of"), role suffixes, "| Reuters", handles, dates and "5 min
     * read"; the name list ends at a comma part that reads as a job title ("Jane Roe, Director of Operations").
     */
    static String cleanEnglish(String raw) {
        String v = PageText.normalize(raw);
        v = LEADING_BY_OR_BEHALF.matcher(v).replaceFirst("");
        int cut = v.length();
        Matcher end = VALUE_END.matcher(v);
        while (end.find()) {
            if (!end.group().equals(",")) { // "Jane Doe, John Roe" lists several authors
                cut = end.start();
                break;
            }
        }
        Matcher stop = ENGLISH_STOP.matcher(v);
        if (stop.find() && stop.start() < cut) {
            cut = stop.start();
        }
        v = v.substring(0, cut);
        StringBuilder names = new StringBuilder();
        for (String part : v.split(",")) {
            if ((ENGLISH_ROLE.matcher(part).find() || readsAsJobTitle(part)) && names.length() > 0) {
                break; // "Tom Krisher, AP Auto Writer": the role and what follows are not names
            }
            names.append(names.length() > 0 ? ", " : "").append(part.trim());
        }
        v = ENGLISH_ROLE.matcher(names.toString()).replaceFirst("");
        v = TRAILING_ENGLISH_SEPARATORS.matcher(v).replaceAll("").trim();
        if (SPACES.split(v).length > 10) {
            return null;
        }
        return plausibleName(v) ? v : null;
    }

    /** A comma part with a lower-case word that no name holds: "Sr. Director of Operations". */
    private static boolean readsAsJobTitle(String part) {
        for (String w : SPACES.split(part.trim())) {
            if (!w.isEmpty() && Character.isLowerCase(w.charAt(0)) && !NAME_PARTICLES.contains(w)) {
                return true;
            }
        }
        return false;
    }

    static boolean plausibleName(String v) {
        if (v == null) {
            return false;
        }
        int len = v.length();
        if (len < 2 || len > 40 || UNKNOWN.matcher(v).matches() || v.toLowerCase(Locale.ROOT).startsWith("http")) {
            return false;
        }
        int letters = 0;
        for (int i = 0; i < len; i++) {
            if (Character.isLetter(v.charAt(i))) {
                letters++;
            }
        }
        return letters * 2 >= len;
    }
}
