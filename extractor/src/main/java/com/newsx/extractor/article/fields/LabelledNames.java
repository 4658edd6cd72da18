package com.newsx.extractor.article.fields;

import com.newsx.extractor.article.fields.BylinePatterns.Field;
import com.newsx.extractor.article.fields.BylinePatterns.Role;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.TextNode;

/**
 * The names the page labels on its lines (作者/记者/By, 来源, 责任编辑): by the headline (near), or the nearest
 * further below within the far window. Short lines are read anywhere (bylines, 来源 and editor lines), long ones only
 * in the zone below the headline (a reporter named in the lead); long paragraphs elsewhere are never scanned.
 */
final class LabelledNames {
    /** A role word alone on its line: its name is on the next line. */
    private static final Pattern LABEL_ONLY = Pattern.compile(
            "(?:By|BY|Written by|作者|记者|撰文|来源|出处|文)\\s*[:：/]?");
    /** A short line opening with a lower-case "by Name" is a byline too ("by Marketing Team"). */
    private static final Pattern LOWER_BY = Pattern.compile("by\\s+(?:the\\s+)?\\p{Lu}");
    /** A line is a byline (to leave out of the body) only if its role word comes this early in it. */
    private static final int META_LINE_FIELD_START = 30;
    /** Labelled lines read per page; real articles have a handful. */
    private static final int MAX_ROLE_LINES = 200;
    /** Of a long line in the zone only its start is read: "新京报快讯（记者 X）..." names the reporter early. */
    private static final int LEAD_CHARS = 80;

    String authorNear;
    String authorFar;
    String sourceNear;
    String sourceFar;
    String editor;
    private int authorFarDistance = Integer.MAX_VALUE;
    private int sourceFarDistance = Integer.MAX_VALUE;

    private LabelledNames() {
    }

    /**
     * The labelled names of the page whose headline zone spans lines zoneStart to zoneEnd; the byline lines read go
     * to elements.
     */
    static LabelledNames read(PageText text, int zoneStart, int zoneEnd, BylineSettings settings,
                              BylineElements elements) {
        int lineMaxChars = settings.lineMaxChars();
        List<PageText.Line> lines = text.lines();
        LabelledNames found = new LabelledNames();
        for (int li : linesWithRoleWords(text, zoneStart, zoneEnd, lineMaxChars)) {
            PageText.Line line = lines.get(li);
            if (line.element() == null || insideLink(line.element())) {
                continue;
            }
            boolean near = li >= zoneStart && li <= zoneEnd;
            boolean shortLine = line.text().length() <= lineMaxChars;
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
                        || Words.count(f.value()) > settings.nameMaxLength()) {
                    continue;
                }
                // a bracketed field in a longer line, "（记者 X）今日...", opens the lead: that line is body text
                metaLine |= f.start() <= META_LINE_FIELD_START
                        && (!f.parenthesized() || t.length() <= META_LINE_FIELD_START);
                found.take(f, near, li > zoneEnd && li - zoneStart <= settings.farWindow() ? li - zoneStart : -1);
            }
            if (metaLine && shortLine) {
                elements.addLine(line);
                if (valueLine != null) {
                    elements.addLine(valueLine);
                }
            }
        }
        return found;
    }

    /** farDistance: lines below the headline, or -1 when the line is neither near nor in the far window. */
    private void take(Field f, boolean near, int farDistance) {
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

    /** Lines holding a role word: short ones anywhere, long ones only in the zone. */
    private static List<Integer> linesWithRoleWords(PageText text, int zoneStart, int zoneEnd, int lineMaxChars) {
        List<Integer> out = new ArrayList<>();
        List<PageText.Line> lines = text.lines();
        for (int li = 0; li < lines.size(); li++) {
            String t = lines.get(li).text();
            boolean inZone = li >= zoneStart && li <= zoneEnd;
            if ((t.length() <= lineMaxChars || inZone)
                    && (BylinePatterns.hasRoleWord(t) || lowerCaseByline(lines.get(li), inZone, lineMaxChars))) {
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

    /**
     * A short line by the headline opening with a lower-case "by Name" written outside a link: widgets' "by Taboola"
     * links are not bylines.
     */
    private static boolean lowerCaseByline(PageText.Line line, boolean inZone, int lineMaxChars) {
        return inZone && line.text().length() <= lineMaxChars && LOWER_BY.matcher(line.text()).lookingAt()
                && !line.pieces().isEmpty() && !insideLink(line.pieces().get(0).parent());
    }

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

    private static boolean insideLink(Element e) {
        Element x = e;
        for (int i = 0; i < 4 && x != null; i++, x = x.parent()) {
            if (x.normalName().equals("a")) {
                return true;
            }
        }
        return false;
    }
}
