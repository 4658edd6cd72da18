package com.newsx.extractor.article.fields;

import com.newsx.extractor.article.fields.BylinePatterns.Field;
import com.newsx.extractor.article.fields.BylinePatterns.Role;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.text.CharClass;
import com.newsx.extractor.text.DateParser;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * The author-and-source block of the QD method. Looks first at the lines just below the headline (bylines,
 * 来源 lines, "（记者 X）" in the lead), then at author-marked elements (rel/itemprop/class author, byline),
 * then at short byline lines further down (采写：... at the article's end), then at the name beside the
 * dateline (a source or account name without a label), then at metadata. The editor is never the author;
 * without a byline the author is the source, as the labelling rules say.
 */
final class BylineFinder {
    /**
     * What was found, and the elements of the byline, dateline, 来源 and editor lines; fallback when the author is
     * only the site's name or an author-marked element far from the headline.
     */
    record Byline(String author, String source, String editor, List<Element> elements, boolean fallback) {
    }

    /**
     * Any role word. The leading class of first letters lets the matcher reject most positions with one
     * test instead of trying every alternative, which matters on long pages.
     */
    /** The first characters of the role words below: the scan tries the pattern only where one stands. */
    private static final String ROLE_FIRST_CHARS = "来出稿转作记撰采执口通编责主审校监原文SAWPRB";
    /** The same first characters as a table, as every character of the candidate lines is checked. */
    private static final CharClass ROLE_FIRST = CharClass.of(c -> ROLE_FIRST_CHARS.indexOf(c) >= 0);
    private static final Pattern ROLE_HINT = Pattern.compile(
            "(?:来源|来自|出处|稿源|转载自|作者|记者|撰文|撰稿|采写|执笔|口述|通讯员|编辑|责编|主编|审校|审核|校对|监制"
            + "|原创\\s*[:：]|文\\s*[:：/|]|Source|SOURCE|Author|AUTHOR|Written by|Posted by|Reported by"
            + "|By(?:[:\\s]|$)|BY(?:[:\\s]|$))");
    /** Labels and widgets that sit on a dateline but are not names. */
    private static final Set<String> NOT_NAMES = Set.of("原创", "举报", "分享", "评论", "阅读", "收藏", "关注",
            "打印", "字号", "大", "中", "小", "转发", "纠错", "投稿", "订阅", "更多", "首页", "正文", "返回",
            "share", "comments", "comment", "print", "email", "follow", "subscribe", "more", "by", "today",
            "yesterday", "in", "on", "at", "and", "am", "pm", "et", "pt", "edt", "est", "gmt", "utc", "mon", "tue",
            "wed", "thu", "fri", "sat", "sun", "editorial", "first", "read more", "advertisement");
    /** A short line opening with a lower-case "by Name" is a byline too ("by Marketing Team"). */
    private static final Pattern LOWER_BY = Pattern.compile("by\\s+(?:the\\s+)?\\p{Lu}");
    /** The words that label a date ("Released Wednesday, March 2") are not names either. */
    private static final Set<String> DATE_LABELS = Set.of("released", "published", "posted", "updated", "modified",
            "created", "last updated", "date", "reviewed");
    /** A line is a byline (to leave out of the body) only if its role word comes this early in it. */
    private static final int META_LINE_FIELD_START = 30;
    private static final int MAX_AUTHOR_ELEMENTS = 40;
    /** A role word alone on its line: its name is on the next line. */
    private static final Pattern LABEL_ONLY = Pattern.compile(
            "(?:By|BY|Written by|作者|记者|撰文|来源|出处|文)\\s*[:：/]?");
    /** Lines above the headline where an author-marked element still counts. */
    private static final int MARKED_ABOVE_TITLE = 3;
    /** Labelled lines read per page; real articles have a handful. */
    private static final int MAX_ROLE_LINES = 200;
    /** A page has a few byline, dateline and editor lines; beyond this the page is not an article. */
    private static final int MAX_META_ELEMENTS = 32;
    /** Of a long line in the zone only its start is read: "新京报快讯（记者 X）..." names the reporter early. */
    private static final int LEAD_CHARS = 80;
    /** A clock time with its am/pm and zone: "10:07 AM EST", "22:46". */
    private static final Pattern CLOCK = Pattern.compile(
            "\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\s*[AaPp]\\.?[Mm]\\.?)?(?:\\s*\\(?[A-Z]{2,4}\\)?(?![a-z]))?");
    private static final Pattern SEGMENT_SEPARATOR = Pattern.compile("\\s{2,}|[|｜·•]");
    /** A short bracketed note after a name: [整理], 【原创】, (综合). */
    private static final Pattern BRACKETED = Pattern.compile("[\\[【(（][^\\]】)）]{1,6}[\\]】)）]");
    private static final int ELEMENT_TEXT_CAP = 120;

    private final DateParser dates;
    private final int window;
    private final int bylineMaxChars;
    private final int nameMaxLength;
    private final int farWindow;
    private final List<AuthorSource> precedence;

    BylineFinder(ExtractorConfig config, DateParser dates) {
        this.dates = dates;
        window = config.getInt("fields.byline.window");
        bylineMaxChars = config.getInt("fields.byline.lineMaxChars");
        nameMaxLength = config.getInt("fields.byline.nameMaxLength");
        farWindow = config.getInt("fields.byline.farWindow");
        precedence = AuthorSource.parseList(config.getString("fields.author.precedence"), "fields.author.precedence");
    }

    Byline find(PageText text, int titleLine, int datelineIndex, PageMetadata meta) {
        List<PageText.Line> lines = text.lines();
        int zoneStart = Math.max(0, titleLine);
        int zoneEnd = zoneStart + window;
        List<Element> elements = new ArrayList<>();
        Labelled found = new Labelled();
        for (int li : linesWithRoleWords(text, zoneStart, zoneEnd)) {
            PageText.Line line = lines.get(li);
            if (line.element() == null || insideLink(line.element())) {
                continue;
            }
            boolean near = li >= zoneStart && li <= zoneEnd;
            boolean shortLine = line.text().length() <= bylineMaxChars;
            boolean metaLine = false;
            String t = line.text();
            PageText.Line valueLine = null;
            if (LABEL_ONLY.matcher(t).matches() && li + 1 < lines.size()) {
                valueLine = lines.get(li + 1); // "By" or "来源：" on a line of its own, the name on the next
                t = t + " " + valueLine.text();
            } else if (!shortLine && near) {
                String labelled = labelAndNextPiece(line);
                if (labelled != null) {
                    // "Written by: <a>Name</a> <span>bio...</span>": a long line below the headline whose first piece
                    // is a label alone has the name in its next piece; the bio that follows makes the line long, not
                    // the byline.
                    t = labelled;
                    shortLine = true;
                }
            }
            for (Field f : BylinePatterns.fields(shortLine ? t : t.substring(0, Math.min(t.length(), LEAD_CHARS)))) {
                if (!shortLine && !(f.parenthesized() && f.role() == Role.AUTHOR && near)
                        || TitleFinder.headlineLength(f.value()) > nameMaxLength) {
                    continue;
                }
                // a bracketed field in a longer line, "（记者 X）今日...", opens the lead: that line is body text
                metaLine |= f.start() <= META_LINE_FIELD_START
                        && (!f.parenthesized() || t.length() <= META_LINE_FIELD_START);
                found.take(f, near, li > zoneEnd && li - zoneStart <= farWindow ? li - zoneStart : -1);
            }
            if (metaLine && shortLine) {
                addCompact(elements, line);
                if (valueLine != null) {
                    addCompact(elements, valueLine);
                }
            }
        }
        String marked = authorElement(text, zoneStart, zoneEnd, elements);
        String besideDate = null;
        if (datelineIndex >= 0 && datelineIndex < lines.size()) {
            PageText.Line dateline = lines.get(datelineIndex);
            if (dateline.text().length() <= bylineMaxChars) {
                besideDate = nameBesideDate(dateline);
                addCompact(elements, dateline);
            }
        }
        String source = first(found.sourceNear, found.sourceFar, besideDate, metadataSource(meta));
        for (AuthorSource from : precedence) {
            // each place is read only when the ones before it name nobody (an author box anywhere is a search)
            String author = switch (from) {
                case LABELLED -> found.authorNear;
                case MARKED -> marked;
                case LABELLED_BELOW -> found.authorFar;
                case SOURCE -> found.sourceNear;
                case METADATA -> metadataAuthor(meta, false);
                case BESIDE_DATE -> besideDate;
                case MARKED_ANYWHERE -> authorElement(text, 0, lines.size(), new ArrayList<>());
                case SOURCE_BELOW -> found.sourceFar;
                case METADATA_SITE -> metadataAuthor(meta, true);
                case SITE_NAME -> siteName(meta);
            };
            if (author != null) {
                // a 来源 line further below still shows an article's byline block
                return new Byline(author, source, found.editor, elements, from.fallback() && found.sourceFar == null);
            }
        }
        return new Byline(null, source, found.editor, elements, true);
    }

    /** The labelled names found: by the headline (near), or the nearest below the zone (far). */
    private static final class Labelled {
        String authorNear;
        String authorFar;
        String sourceNear;
        String sourceFar;
        String editor;
        int authorFarDistance = Integer.MAX_VALUE;
        int sourceFarDistance = Integer.MAX_VALUE;

        /** farDistance: lines below the headline, or -1 when the line is neither near nor in the far window. */
        void take(Field f, boolean near, int farDistance) {
            switch (f.role()) {
                case EDITOR -> editor = editor == null ? f.value() : editor;
                case AUTHOR -> {
                    if (near && authorNear == null) {
                        authorNear = f.value();
                    } else if (!near && farDistance >= 0 && farDistance < authorFarDistance) {
                        authorFar = f.value();
                        authorFarDistance = farDistance;
                    }
                }
                case SOURCE -> {
                    if (near && sourceNear == null) {
                        sourceNear = f.value();
                    } else if (!near && farDistance >= 0 && farDistance < sourceFarDistance) {
                        sourceFar = f.value();
                        sourceFarDistance = farDistance;
                    }
                }
            }
        }
    }

    private static String first(String... values) {
        for (String v : values) {
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    /**
     * Lines holding a role word: short lines anywhere (bylines, 来源 and editor lines), long ones only in the
     * zone below the headline (a reporter named in the lead). Long paragraphs elsewhere are never scanned.
     */
    /**
     * A short line by the headline opening with a lower-case "by Name" written outside a link: widgets' "by Taboola"
     * links are not bylines.
     */
    private boolean lowerCaseByline(PageText.Line line, boolean inZone) {
        return inZone && line.text().length() <= bylineMaxChars && LOWER_BY.matcher(line.text()).lookingAt()
                && !line.pieces().isEmpty() && !insideLink(line.pieces().get(0).parent());
    }

    /** Whether a role word starts anywhere in the line (a character pre-check spares most positions the regex). */
    private static boolean hasRoleWord(String t, Matcher m) {
        for (int i = 0; i < t.length(); i++) {
            if (ROLE_FIRST.contains(t.charAt(i))) {
                m.reset(t).region(i, t.length());
                if (m.lookingAt()) {
                    return true;
                }
            }
        }
        return false;
    }

    private List<Integer> linesWithRoleWords(PageText text, int zoneStart, int zoneEnd) {
        List<Integer> out = new ArrayList<>();
        Matcher m = ROLE_HINT.matcher("");
        List<PageText.Line> lines = text.lines();
        for (int li = 0; li < lines.size(); li++) {
            String t = lines.get(li).text();
            if ((t.length() <= bylineMaxChars || li >= zoneStart && li <= zoneEnd)
                    && (hasRoleWord(t, m) || lowerCaseByline(lines.get(li), li >= zoneStart && li <= zoneEnd))) {
                out.add(li);
            }
        }
        if (out.size() > MAX_ROLE_LINES) {
            // a page of thousands of labelled lines (a list, comments): keep those nearest below the title
            out.sort(Comparator.comparingInt(li -> li >= zoneStart ? li - zoneStart : Integer.MAX_VALUE - li));
            out = new ArrayList<>(out.subList(0, MAX_ROLE_LINES));
            out.sort(Comparator.naturalOrder());
        }
        return out;
    }

    /** Text of the first author-marked element by the headline (rel=author, class byline, ...). */
    private String authorElement(PageText text, int zoneStart, int zoneEnd, List<Element> elements) {
        int seen = 0;
        for (Element e : text.elements().authorElements) {
            if (seen++ >= MAX_AUTHOR_ELEMENTS) {
                break;
            }
            int li = text.lineOf(e);
            if (li < zoneStart - MARKED_ABOVE_TITLE || li > zoneEnd) {
                continue; // marked as the author, it may also sit just above the headline
            }
            Element nameEl = e.selectFirst("[itemprop=name]");
            String raw = piecesText(nameEl != null ? nameEl : e);
            if (raw == null || raw.isEmpty()) {
                continue;
            }
            String name = readName(raw);
            if (name != null && TitleFinder.headlineLength(name) <= nameMaxLength) {
                elements.add(e);
                return name;
            }
        }
        return null;
    }

    /**
     * The element's text with a space at link and block boundaries ("Jose Altoveros" "View More Articles"
     * in two links stay two phrases, "Molly Woo<span>d</span>" stays one word), or null when longer than an
     * author line could be.
     */
    private static String piecesText(Element e) {
        Predicate<Element> separated = el -> el.normalName().equals("a") || el.isBlock() || el.normalName().equals("br");
        String raw = PageText.visibleText(e, ELEMENT_TEXT_CAP * 2, true, separated, separated);
        if (raw == null) {
            return null;
        }
        String text = PageText.normalize(raw);
        return text.length() > ELEMENT_TEXT_CAP ? null : text;
    }

    /** A name from an author element's text: via its role word if it has one, else the whole text. */
    private String readName(String raw) {
        for (Field f : BylinePatterns.fields(raw)) {
            if (f.role() == Role.AUTHOR) {
                return f.value();
            }
        }
        if (hasRoleWord(raw, ROLE_HINT.matcher(""))) {
            return null; // labelled, but not with an author name ("作者：未知 责任编辑：X")
        }
        boolean cjk = raw.codePoints().anyMatch(Character::isIdeographic);
        return cjk ? BylinePatterns.clean(raw, Role.AUTHOR) : BylinePatterns.cleanEnglish(raw);
    }

    /**
     * The first text on the dateline that is neither the date, a label nor a widget: a source or account name
     * ("2019-09-05 11:10 游民星空[整理]", "原创 南方都市报 2019-09-09").
     */
    private String nameBesideDate(PageText.Line dateline) {
        for (TextNode piece : dateline.pieces()) {
            String t = PageText.normalize(piece.getWholeText());
            if (t.isEmpty() || hasRoleWord(t, ROLE_HINT.matcher(""))) {
                continue;
            }
            StringBuilder rest = new StringBuilder(t);
            List<DateParser.Match> found = dates.findAll(t);
            for (int i = found.size() - 1; i >= 0; i--) {
                rest.replace(found.get(i).start(), found.get(i).end(), "  ");
            }
            String withoutTimes = CLOCK.matcher(rest).replaceAll("  ");
            for (String segment : SEGMENT_SEPARATOR.split(withoutTimes)) {
                String s = BRACKETED.matcher(segment).replaceAll("").trim();
                if (s.isEmpty() || TitleFinder.headlineLength(s) > nameMaxLength || NOT_NAMES.contains(s.toLowerCase(Locale.ROOT))
                        || s.codePoints().noneMatch(Character::isLetter) || s.contains(":") || s.contains("：")) {
                    continue; // labels ("Updated:") and widgets are not names
                }
                boolean cjk = s.codePoints().anyMatch(Character::isIdeographic);
                String name = cjk ? BylinePatterns.clean(s, Role.SOURCE) : BylinePatterns.cleanEnglish(s);
                if (name != null && !cjk && !Character.isUpperCase(name.charAt(0))) {
                    continue; // an English name is capitalised; "in", "pm ET" are not
                }
                if (name != null && !NOT_NAMES.contains(name.toLowerCase(Locale.ROOT))
                        && !DATE_LABELS.contains(name.toLowerCase(Locale.ROOT))) {
                    return name;
                }
            }
        }
        return null;
    }

    /** A metadata author that is a person or outlet, not a number or a URL; the site itself only if siteToo. */
    private String metadataAuthor(PageMetadata meta, boolean siteToo) {
        for (String a : meta.authors()) {
            String name = a.codePoints().anyMatch(Character::isIdeographic)
                    ? BylinePatterns.clean(a, Role.AUTHOR) : BylinePatterns.cleanEnglish(a);
            if (name != null && (siteToo || !isSiteName(name, meta) || meta.persons().contains(a))) {
                return name;
            }
        }
        return null;
    }

    /**
     * The site's name: og:site_name (or the JSON-LD publisher) up to its first separator ("MonsGeek - Make Cool
     * Gears" is MonsGeek), else the part of {@code <title>} that is not the headline ("Notes | Ann Rivers").
     */
    static String siteName(PageMetadata meta) {
        String site = meta.siteName();
        if (site == null && meta.htmlTitle() != null) {
            site = TitleFinder.siteSegment(meta.htmlTitle());
        }
        if (site == null) {
            return null;
        }
        String first = SITE_NAME_END.split(site.trim(), 2)[0].trim();
        boolean cjk = first.codePoints().anyMatch(Character::isIdeographic);
        String name = cjk ? BylinePatterns.clean(first, Role.SOURCE) : first;
        return name != null && BylinePatterns.plausibleName(name) && !name.contains(".")
                && TitleFinder.headlineLength(name) <= 6 ? name : null;
    }

    private static final Pattern SITE_NAME_END = Pattern.compile("\\s+[-–—|:·]\\s+|\\s*[|｜_]\\s*");

    /**
     * "Label Name" from a line whose first text piece is a role word alone ("Written by:", "By"), the name being
     * the next piece; null if the line does not start that way.
     */
    private static String labelAndNextPiece(PageText.Line line) {
        List<TextNode> pieces = line.pieces();
        if (pieces.size() < 2) {
            return null;
        }
        String label = PageText.normalize(pieces.get(0).getWholeText());
        if (!LABEL_ONLY.matcher(label).matches()) {
            return null;
        }
        String name = PageText.normalize(pieces.get(1).getWholeText());
        return name.isEmpty() ? null : label + " " + name;
    }

    private static String metadataSource(PageMetadata meta) {
        if (meta.source() == null) {
            return null;
        }
        for (Field f : BylinePatterns.fields(meta.source())) {
            if (f.role() == Role.SOURCE) {
                return f.value();
            }
        }
        return BylinePatterns.clean(meta.source(), Role.SOURCE);
    }

    /** og:site_name, or a name that only occurs in the site-name part of {@code <title>}. */
    private static boolean isSiteName(String name, PageMetadata meta) {
        String n = name.toLowerCase(Locale.ROOT);
        if (meta.siteName() != null) {
            String s = meta.siteName().toLowerCase(Locale.ROOT);
            if (s.contains(n) || n.contains(s)) {
                return true;
            }
        }
        if (meta.htmlTitle() != null) {
            String t = meta.htmlTitle().toLowerCase(Locale.ROOT);
            String core = TitleFinder.stripSiteSuffix(meta.htmlTitle(), meta.siteName()).toLowerCase(Locale.ROOT);
            return t.replace(core, "").contains(n);
        }
        return false;
    }

    private static boolean insideLink(Element e) {
        Element x = e;
        for (int i = 0; i < 4 && x != null; i++, x = x.parent()) {
            if (x.normalName().equals("a")) {
                return true;
            }
        }
        return false;
    }

    /** Adds the line's element when it holds little more than the line, so the body keeps its text. */
    private static void addCompact(List<Element> elements, PageText.Line line) {
        Element e = line.element();
        if (e == null || elements.size() >= MAX_META_ELEMENTS || containsIdentity(elements, e)) {
            return;
        }
        if (e.normalName().equals("body") || e.normalName().equals("html")) {
            return;
        }
        if (textLengthAtMost(e, line.text().length() * 2 + 20)) {
            elements.add(e);
        }
    }

    private static boolean containsIdentity(List<Element> list, Element e) {
        for (Element x : list) {
            if (x == e) {
                return true;
            }
        }
        return false;
    }

    private static boolean textLengthAtMost(Element e, int max) {
        int[] n = {0};
        NodeTraversor.filter(new NodeFilter() {
            @Override
            public FilterResult head(Node node, int depth) {
                if (node instanceof TextNode t) {
                    n[0] += t.getWholeText().trim().length();
                    if (n[0] > max) {
                        return FilterResult.STOP;
                    }
                }
                return FilterResult.CONTINUE;
            }
        }, e);
        return n[0] <= max;
    }
}
