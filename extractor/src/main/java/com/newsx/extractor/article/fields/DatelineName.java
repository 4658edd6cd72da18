package com.newsx.extractor.article.fields;

import com.newsx.extractor.article.fields.BylinePatterns.Role;
import com.newsx.extractor.article.fields.dates.TextDates;
import com.newsx.extractor.text.DateParser;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.TextNode;

/**
 * The name standing beside the date on a dateline without a label: a source or account name ("2019-09-05 11:10
 * 游民星空[整理]", "原创 南方都市报 2019-09-09") - the first text there that is neither the date, a label nor a widget.
 */
final class DatelineName {
    /** Labels and widgets that sit on a dateline but are not names. */
    private static final Set<String> NOT_NAMES = Set.of("原创", "举报", "分享", "评论", "阅读", "收藏", "关注",
            "打印", "字号", "大", "中", "小", "转发", "纠错", "投稿", "订阅", "更多", "首页", "正文", "返回",
            "share", "comments", "comment", "print", "email", "follow", "subscribe", "more", "by", "today",
            "yesterday", "in", "on", "at", "and", "am", "pm", "et", "pt", "edt", "est", "gmt", "utc", "mon", "tue",
            "wed", "thu", "fri", "sat", "sun", "editorial", "first", "read more", "advertisement");
    /** The words that label a date ("Released Wednesday, March 2") are not names either. */
    private static final Set<String> DATE_LABELS = Set.of("released", "published", "posted", "updated", "modified",
            "created", "last updated", "date", "reviewed");
    /** A clock time with its am/pm and zone: "10:07 AM EST", "22:46". */
    private static final Pattern CLOCK = Pattern.compile(
            "\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\s*[AaPp]\\.?[Mm]\\.?)?(?:\\s*\\(?[A-Z]{2,4}\\)?(?![a-z]))?");
    private static final Pattern SEGMENT_SEPARATOR = Pattern.compile("\\s{2,}|[|｜·•]");
    /** A short bracketed note after a name: [整理], 【原创】, (综合). */
    private static final Pattern BRACKETED = Pattern.compile("[\\[【(（][^\\]】)）]{1,6}[\\]】)）]");

    private final int nameMaxLength;

    DatelineName(int nameMaxLength) {
        this.nameMaxLength = nameMaxLength;
    }

    /** The name beside the date on the dateline (its dates read by the page's reader of dates), or null. */
    String of(PageText.Line dateline, TextDates dates) {
        for (TextNode piece : dateline.pieces()) {
            String t = PageText.normalize(piece.getWholeText());
            if (t.isEmpty() || BylinePatterns.hasRoleWord(t)) {
                continue;
            }
            StringBuilder rest = new StringBuilder(t);
            List<DateParser.Match> found = dates.findAll(t);
            for (int i = found.size() - 1; i >= 0; i--) {
                rest.replace(found.get(i).start(), found.get(i).end(), "  ");
            }
            String withoutTimes = CLOCK.matcher(rest).replaceAll("  ");
            for (String segment : SEGMENT_SEPARATOR.split(withoutTimes)) {
                String name = nameIn(segment);
                if (name != null) {
                    return name;
                }
            }
        }
        return null;
    }

    /**
     * The wording of a forum's or blog's header line around the poster's name: "本贴由 X 于 (time)", "1楼 发布时间",
     * "X 发表于", "posted @ (time) X".
     */
    private static final Pattern POSTED_BY = Pattern.compile("^(?:本[贴帖文]|该[贴帖])?由\\s*(\\S.{0,30}?)\\s*于$");
    private static final Pattern HEADER_WORDS = Pattern.compile("(?i)^(?:#?\\d+\\s*楼|#\\d+|沙发|板凳)?\\s*"
            + "(?:(?:发布|发表|发帖|回复|回帖)(?:时间|于)?|时间|日期|posted(?:\\s+(?:on|at|@))?|@)?\\s*[:：]?\\s*"
            + "|\\s*(?:(?:发布|发表|发帖|回复|回帖)(?:时间|于)?|时间|日期)\\s*$");
    /** Counters and links on a post's header line: the name stands before them ("小林 阅读(1520) 评论(40) 编辑"). */
    private static final Pattern COUNTERS = Pattern.compile("\\s(?:阅读|评论|浏览|点击|回复|编辑|收藏|引用|举报)(?:\\W|\\d|$).*$");

    /** A forum's or blog's header wording taken off the segment: the poster's name, or what is left. */
    static String posterIn(String segment) {
        String s = segment.trim();
        Matcher by = POSTED_BY.matcher(s);
        if (by.matches()) {
            return by.group(1).trim();
        }
        s = COUNTERS.matcher(s).replaceFirst("");
        return HEADER_WORDS.matcher(s).replaceAll("").trim();
    }

    /** The segment as a name, or null when it is a label ("Updated:"), a widget or no capitalised English name. */
    private String nameIn(String segment) {
        String s = posterIn(BRACKETED.matcher(segment).replaceAll(""));
        if (s.isEmpty() || Words.count(s) > nameMaxLength || NOT_NAMES.contains(s.toLowerCase(Locale.ROOT))
                || s.codePoints().noneMatch(Character::isLetter) || s.contains(":") || s.contains("：")) {
            return null;
        }
        boolean cjk = s.codePoints().anyMatch(Character::isIdeographic);
        String name = cjk ? BylinePatterns.clean(s, Role.SOURCE) : BylinePatterns.cleanEnglish(s);
        if (name == null || !cjk && !Character.isUpperCase(name.charAt(0))) {
            return null; // an English name is capitalised; "in", "pm ET" are not
        }
        String lower = name.toLowerCase(Locale.ROOT);
        return NOT_NAMES.contains(lower) || DATE_LABELS.contains(lower) || DateLabels.isLabel(name) ? null : name;
    }
}
