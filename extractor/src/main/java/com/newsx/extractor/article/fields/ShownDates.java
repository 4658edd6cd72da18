package com.newsx.extractor.article.fields;

import com.newsx.extractor.article.fields.dates.DateValues;
import com.newsx.extractor.article.fields.dates.TextDates;
import com.newsx.extractor.text.DateParser;
import com.newsx.extractor.text.ParsedDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * The dates a page shows - written in its text, or as {@code <time datetime>} elements - scored as datelines: the
 * best by the headline, the best anywhere, and those the publish-time rules ask for (the first "Updated ...", an
 * "originally published" note, every date shown with the headline). Comments' times are none of them.
 */
final class ShownDates {
    /**
     * "Originally published on", "This article was first posted": the page's own note of its first publication,
     * read anywhere, when the note opens its line (after at most a short "Editor's note:"); "the novel was first
     * published on ..." inside a sentence of prose is about something else.
     */
    private static final Pattern ORIGINAL_WORD = Pattern.compile("(?i)^(?:[^.:]{0,30}:\\s*)?(?:(?:this|the)\\s+"
            + "(?:article|story|post|piece|guide|page|column|report)\\s+(?:was|is)\\s+)?(?:originally|first)\\s+"
            + "(?:published|posted|appeared)(?:\\s+(?:on|in|at))?\\W{0,3}$");
    private static final int ORIGINAL_LOOKBACK = 80;
    /** A date of numbers only with the year last, "09.10.2024", "3/4/2021". */
    private static final Pattern AMBIGUOUS_NUMERIC = Pattern.compile("\\d{1,2}[./-]\\d{1,2}[./-]\\d{4}");
    private static final int MAX_TIME_ELEMENTS = 50;
    /** Characters of page text searched for dates, from just above the headline. */
    private static final int MAX_SCAN_CHARS = 200_000;

    /** The best dateline by the headline (anywhere when the page has no headline). */
    DateCandidate near;
    /** The best dateline anywhere. */
    DateCandidate any;
    /** The first "Updated ..." date by the headline. */
    DateCandidate updatedByHeadline;
    /** The first "Updated ..." date anywhere that says so in words. */
    DateCandidate updatedAnywhere;
    /** The first date labelled "originally published". */
    DateCandidate original;
    /** Every date shown just above or below the headline, as the reader sees them together. */
    final List<DateCandidate> byHeadline = new ArrayList<>();

    private final PageText text;
    private final int titleLine;
    private final TextDates dates;
    private final DateValues values;
    private final DatelineScorer scorer;
    private final PlausibleDates plausible;
    /** The best dateline by the headline (a kicker line above it included) above the story's text, not an update. */
    private DateCandidate header;
    /** Whether a date stands in a comment section. */
    private final CommentSections comments;
    /** The first line of the story's text below the headline; -1 when unknown. */
    private int storyStart = -1;

    private ShownDates(PageText text, int titleLine, TextDates dates, DateValues values, DatelineScorer scorer,
                       PlausibleDates plausible) {
        this.text = text;
        this.titleLine = titleLine;
        this.dates = dates;
        this.values = values;
        this.scorer = scorer;
        this.plausible = plausible;
        this.comments = new CommentSections(scorer.commentLevels());
    }

    /** The shown dates of the page whose headline is on titleLine (-1: none) that can be its publish time. */
    static ShownDates read(PageText text, int titleLine, TextDates dates, DateValues values, DatelineScorer scorer,
                           TimeSettings settings, PlausibleDates plausible) {
        ShownDates shown = new ShownDates(text, titleLine, dates, values, scorer, plausible);
        if (!text.lines().isEmpty()) {
            shown.readText(settings.repeatedDates());
            shown.readTimeElements();
            shown.preferTheHeader();
        }
        return shown;
    }

    private void readText(int repeatedDates) {
        List<PageText.Line> lines = text.lines();
        String joined = text.joined();
        // Datelines sit by the headline: read the text from a little above it onwards, up to a bound that
        // keeps pages of thousands of dates (archives, 20 MB dumps) cheap.
        int fromLine = titleLine < 0 ? 0 : Math.max(0, titleLine - scorer.window());
        int from = lines.get(fromLine).start();
        int to = (int) Math.min(joined.length(), (long) from + MAX_SCAN_CHARS);
        List<DateParser.Match> matches = dates.findAll(joined, from, to);
        CardDates cards = CardDates.of(text, matches, repeatedDates);
        storyStart = titleLine < 0 ? -1 : text.story().from(titleLine + 1);
        for (DateParser.Match m : matches) {
            if (!plausible.test(m.date())) {
                continue;
            }
            int li = text.lineAt(m.start());
            PageText.Line line = lines.get(li);
            boolean near = titleLine >= 0 && scorer.isNear(li, titleLine);
            boolean byHeadline = scorer.byHeadline(li, titleLine);
            if (cards.isCard(line) && !near && !byHeadline
                    || storyStart >= 0 && li >= storyStart && cards.isLaterCard(line, li)) {
                // one of a list's or a comment thread's dates (cards share their markup), not the story's: away from
                // the headline, or below the story's start other than the first (a forum's opening post's header)
                continue;
            }
            if (comments.contains(line.element())) {
                continue; // a comment's time
            }
            boolean original = this.original == null && opensAnOriginalNote(joined, line, m);
            if (!near && !byHeadline && !original && cannotWin(m.date(), line, li)) {
                continue;
            }
            String before = joined.substring(Math.max(line.start(), m.start() - scorer.keywordLookback()),
                    m.start());
            DateCandidate c = scorer.score(m.date(), line, li, titleLine, lines.size(), before);
            c.ambiguous = AMBIGUOUS_NUMERIC.matcher(joined.substring(m.start(), m.end())).lookingAt();
            if (original) {
                this.original = c;
            }
            if (byHeadline) {
                this.byHeadline.add(c);
            }
            if (near) {
                offerNear(c);
            }
            offer(c);
        }
    }

    /** {@code <time datetime>} elements whose date the text does not show as such. */
    private void readTimeElements() {
        List<PageText.Line> lines = text.lines();
        int seen = 0;
        for (Element t : text.elements().timeElements) {
            if (seen++ >= MAX_TIME_ELEMENTS) {
                break;
            }
            String shown = PageText.normalize(t.text());
            if (!dates.findAll(shown).isEmpty()) {
                continue; // the date as shown is already a candidate; datetime attributes are often in UTC
            }
            if (shown.isEmpty()) {
                continue; // shows nothing: markup for machines (an empty "updated" stamp), not a date the reader sees
            }
            if (comments.contains(t)) {
                continue;
            }
            Optional<ParsedDate> d = values.parse(t.attr("datetime")).filter(plausible::test);
            if (d.isEmpty()) {
                continue;
            }
            int li = Math.min(text.lineOf(t), lines.size() - 1);
            String before = t.hasAttr("pubdate") || "datePublished".equals(t.attr("itemprop")) ? "published "
                    : textBefore(lines.get(li).text(), shown, scorer.keywordLookback());
            DateCandidate c = scorer.score(d.get(), lines.get(li), li, titleLine, lines.size(), before);
            DateCandidate timed = c.readFrom(t, scorer.classWeight());
            if (titleLine >= 0 && c.near) {
                offerNear(timed);
            }
            if (scorer.byHeadline(li, titleLine)) {
                byHeadline.add(timed);
            }
            offer(timed);
        }
    }

    /** The line opens with a note of the first publication right before the date ("Originally published on"). */
    private static boolean opensAnOriginalNote(String joined, PageText.Line line, DateParser.Match m) {
        return m.start() - line.start() <= ORIGINAL_LOOKBACK
                && ORIGINAL_WORD.matcher(joined.substring(line.start(), m.start())).find();
    }

    /** A date elsewhere that cannot beat the best so far even with a keyword and a date class needs no tests. */
    private boolean cannotWin(ParsedDate date, PageText.Line line, int li) {
        DateCandidate rival = scorer.isNear(li, titleLine) ? near : any;
        return rival != null
                && scorer.upperBound(date, line, li, titleLine, text.lines().size()) <= rival.score;
    }

    /** The characters of the line just before the element's text, where "Updated" or "Published" stands. */
    private static String textBefore(String line, String elementText, int lookback) {
        int at = elementText.isEmpty() ? -1 : line.indexOf(elementText);
        return at < 0 ? "" : line.substring(Math.max(0, at - lookback), at);
    }

    /**
     * The post's own date stands between its headline and its text (a "2006-04-09 10:21:33" line under the title): a
     * date in the story's text or below it (an author's sign-off, a date the story mentions, a comment's time) beats it
     * only by more than the in-story penalty.
     */
    private void preferTheHeader() {
        if (storyStart < 0 || header == null) {
            return;
        }
        if (near != null && near.line >= storyStart && header.score > near.score - scorer.inStoryPenalty()) {
            near = header;
        }
        if (any != null && any.line >= storyStart && header.score > any.score - scorer.inStoryPenalty()) {
            any = header;
        }
    }

    private void offerNear(DateCandidate c) {
        if (c.updated && (updatedByHeadline == null || c.line < updatedByHeadline.line)) {
            updatedByHeadline = c;
        }
    }

    private void offer(DateCandidate c) {
        if (c.updated && c.labelled && (updatedAnywhere == null || c.line < updatedAnywhere.line)) {
            updatedAnywhere = c;
        }
        if (c.near && (near == null || c.score > near.score)) {
            near = c;
        }
        if (!c.updated && storyStart >= 0 && c.line < storyStart && scorer.byHeadline(c.line, titleLine)
                && (header == null || c.score > header.score)) {
            header = c;
        }
        if (any == null || c.score > any.score) {
            any = c;
        }
    }
}
