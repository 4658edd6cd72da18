package com.newsx.extractor.article.fields;

import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.text.DateParser;
import com.newsx.extractor.text.ParsedDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * The publish-time block of the QD method: every date written in the visible text is scored by its distance
 * below the headline, a publish keyword just before it (发布/发表/时间/Published; Updated counts against),
 * a time of day, a short dateline and a date-ish class name. A strong dateline by the headline wins; else the
 * page's metadata (article:published_time, JSON-LD datePublished, ...); else the best dateline anywhere if
 * not too weak; else the first "Updated ..." date shown by the headline; else the modified time when it
 * agrees with the URL's date or there is none; else the URL's.
 */
final class PublishTimeFinder {
    /** The chosen date and the element of the dateline it was read from (null for metadata/URL dates). */
    record PublishTime(ParsedDate date, Element element, int line, boolean dateline, boolean updateOnly) {
        static final PublishTime NONE = new PublishTime(null, null, -1, false, false);

        PublishTime(ParsedDate date, Element element, int line, boolean dateline) {
            this(date, element, line, dateline, false);
        }
    }

    private static final Pattern PUBLISH_WORD = Pattern.compile(
            "(?i)(发布|发表|发稿|时间|日期|出版|首发|published|posted|released|publication|date)\\W{0,3}$");
    private static final Pattern UPDATE_WORD = Pattern.compile(
            "(?i)(更新|修改|编辑于|updated?|modified|last\\s+edited|revised)[^\\n]{0,12}$");
    /**
     * "Originally published on", "This article was first posted": the page's own note of its first publication,
     * read anywhere, when the note opens its line (after at most a short "Editor's note:"); "the novel was first
     * published on ..." inside a sentence of prose is about something else.
     */
    private static final Pattern ORIGINAL_WORD = Pattern.compile("(?i)^(?:[^.:]{0,30}:\\s*)?(?:(?:this|the)\\s+"
            + "(?:article|story|post|piece|guide|page|column|report)\\s+(?:was|is)\\s+)?(?:originally|first)\\s+"
            + "(?:published|posted|appeared)(?:\\s+(?:on|in|at))?\\W{0,3}$");
    private static final int ORIGINAL_LOOKBACK = 80;
    private static final Pattern DATE_CLASS = Pattern.compile("(?i)time|date|pub|info|meta|source|byline|post");
    private static final int KEYWORD_LOOKBACK = 14;
    /** A date of numbers only with the year last, "09.10.2024", "3/4/2021". */
    private static final Pattern AMBIGUOUS_NUMERIC = Pattern.compile("\\d{1,2}[./-]\\d{1,2}[./-]\\d{4}");
    private static final int MAX_TIME_ELEMENTS = 50;
    /** Characters of page text searched for dates, from just above the headline. */
    private static final int MAX_SCAN_CHARS = 200_000;

    private final DateParser parser;
    private final int minYear;
    private final int window;
    private final int datelineMaxChars;
    private final double nearWeight;
    private final double keywordWeight;
    private final double timeWeight;
    private final double shortWeight;
    private final double classWeight;
    private final double updatePenalty;
    private final double aboveTitlePenalty;
    private final double strongScore;
    private final double weakScore;
    private final int kickerLines;
    private final int repeatedDates;

    PublishTimeFinder(ExtractorConfig config, DateParser parser) {
        this.parser = parser;
        minYear = config.getInt("fields.time.minYear");
        window = config.getInt("fields.time.window");
        datelineMaxChars = config.getInt("fields.time.datelineMaxChars");
        nearWeight = config.getDouble("fields.time.weight.near");
        keywordWeight = config.getDouble("fields.time.weight.keyword");
        timeWeight = config.getDouble("fields.time.weight.time");
        shortWeight = config.getDouble("fields.time.weight.short");
        classWeight = config.getDouble("fields.time.weight.class");
        updatePenalty = config.getDouble("fields.time.penalty.updated");
        aboveTitlePenalty = config.getDouble("fields.time.penalty.aboveTitle");
        strongScore = config.getDouble("fields.time.strongScore");
        weakScore = config.getDouble("fields.time.weakScore");
        kickerLines = config.getInt("fields.time.kickerLines");
        repeatedDates = config.getInt("fields.time.repeatedDates");
    }

    PublishTime find(PageText text, int titleLine, PageMetadata meta, String url) {
        Best best = bestVisible(text, titleLine);
        PublishTime found = find(text, best, meta, url);
        Candidate o = best.original;
        if (o != null && (found.date() == null || !found.date().date().equals(o.date.date()))) {
            // "This article was originally published on ...": the page names its first publication in words, which
            // outranks both its current dateline and metadata that follow the latest revision. When they name the
            // same day, the dateline found stays (it is the one by the headline).
            return new PublishTime(o.date, o.element, o.line, o.dateline);
        }
        return found;
    }

    private PublishTime find(PageText text, Best best, PageMetadata meta, String url) {
        ParsedDate fromMeta = metadataDate(meta);
        Candidate chosen = best.near != null && best.near.score >= strongScore ? best.near
                : fromMeta == null && best.any != null && best.any.score >= weakScore ? best.any : null;
        if (chosen != null) {
            ParsedDate shown = chosen.date;
            if (chosen.ambiguous) {
                // A numeric date with day and month both <= 12 ("09.10.2024") is read the other way round when the
                // metadata states that other reading.
                shown = swappedIfStated(shown, meta);
            }
            // The declared times are among the metadata's: only a dateline later than the metadata's publish date
            // can be a revision of a declared one.
            ParsedDate stated = fromMeta != null && isRevision(shown, fromMeta)
                    ? firstPlausible(meta.declaredTimes()) : null;
            if (stated != null && isRevision(shown, stated)) {
                // The dateline shows a later day (by more than a day) than the publish time the head's meta tags
                // declare (article:published_time and the other publish-date names; not script JSON-LD): a revision
                // date (most such pages also state it as their modified time); the declared first publication is
                // the publish time. A day either way is only the time zone the dateline is written in.
                return new PublishTime(stated, chosen.element, chosen.line, chosen.dateline);
            }
            return new PublishTime(enrich(shown, fromMeta), chosen.element, chosen.line, chosen.dateline);
        }
        if (fromMeta != null) {
            Candidate revised = shownModification(best, meta, fromMeta);
            if (revised != null && meta.declaredTimes().isEmpty()) {
                // The publish date lives only in script data (JSON-LD, itemprop), which no reader sees, while the
                // date shown by the headline is the one the page states as its modification: the page presents
                // that revision as the article's date, and the reader takes it.
                return new PublishTime(revised.date, revised.element, revised.line, revised.dateline);
            }
            return new PublishTime(fromMeta, null, -1, false);
        }
        if (best.firstNear != null) {
            // No structured publish date and no dateline but an "Updated ..." one by the headline: the only date
            // the page shows is the one a reader (and an annotator) takes.
            return new PublishTime(best.firstNear.date, null, -1, false, true);
        }
        Optional<ParsedDate> inUrl = parser.parseUrl(url).filter(this::plausible);
        ParsedDate modified = firstPlausible(meta.modifiedTimes());
        if (modified != null && (inUrl.isEmpty() || inUrl.get().date().equals(modified.date()))) {
            return new PublishTime(modified, null, -1, false);
        }
        if (inUrl.isEmpty() && best.firstUpdated != null && best.firstUpdated.labelled) {
            // "Last updated: ..." at the foot of a page that states no other date (no metadata, URL or dateline): the
            // only date it shows, as the fallback above takes one by the headline
            return new PublishTime(best.firstUpdated.date, null, -1, false, true);
        }
        return inUrl.map(d -> new PublishTime(d, null, -1, false)).orElse(PublishTime.NONE);
    }

    /** The shown date lies more than a day after the declared one (a day is a time zone's difference). */
    private static boolean isRevision(ParsedDate shown, ParsedDate declared) {
        return shown.date().isAfter(declared.date().plusDays(1));
    }

    /**
     * The first date shown by the headline (just above it or below it) that the metadata states as the page's
     * modified time, when the structured publish date is not shown there at all; null otherwise.
     */
    private Candidate shownModification(Best best, PageMetadata meta, ParsedDate published) {
        List<Candidate> others = new java.util.ArrayList<>();
        for (Candidate c : best.byHeadline) {
            if (c.date.date().equals(published.date())) {
                return null; // the publish date is shown too: nothing contradicts the metadata
            }
            others.add(c);
        }
        if (others.isEmpty()) {
            return null;
        }
        List<java.time.LocalDate> modified = new java.util.ArrayList<>();
        for (String v : meta.modifiedTimes()) {
            parser.parseValue(v).filter(this::plausible).ifPresent(d -> modified.add(d.date()));
        }
        Candidate first = null;
        for (Candidate c : others) {
            if (modified.contains(c.date.date()) && (first == null || c.line < first.line)) {
                first = c;
            }
        }
        return first;
    }

    /**
     * A numeric date read month first ("09.10.2024") whose day-first reading the metadata states (published or
     * modified) is that other reading: the page's own ISO date settles the order.
     */
    private ParsedDate swappedIfStated(ParsedDate shown, PageMetadata meta) {
        java.time.LocalDate d = shown.date();
        if (d.getDayOfMonth() > 12 || d.getDayOfMonth() == d.getMonthValue()) {
            return shown;
        }
        java.time.LocalDate swapped = java.time.LocalDate.of(d.getYear(), d.getDayOfMonth(), d.getMonthValue());
        for (List<String> values : List.of(meta.publishedTimes(), meta.modifiedTimes())) {
            for (String v : values) {
                Optional<ParsedDate> m = parser.parseValue(v);
                if (m.isPresent() && m.get().date().equals(d)) {
                    return shown; // the metadata states this reading
                }
                if (m.isPresent() && m.get().date().equals(swapped)) {
                    return new ParsedDate(swapped, shown.time(), shown.offset());
                }
            }
        }
        return shown;
    }

    /**
     * The shown date with the time of day and UTC offset the metadata adds, when the metadata names the same
     * day and does not contradict the shown time: the page states them, only not in its text.
     */
    private static ParsedDate enrich(ParsedDate shown, ParsedDate meta) {
        if (meta == null || meta.time() == null || !meta.date().equals(shown.date()) || !agreesOnTime(shown, meta)
                || shown.time() != null && shown.offset() != null) {
            return shown;
        }
        return new ParsedDate(shown.date(), shown.time() != null ? shown.time() : meta.time(), meta.offset());
    }

    /** The metadata time may add a time of day or offset only if it does not contradict the shown time. */
    private static boolean agreesOnTime(ParsedDate shown, ParsedDate meta) {
        return shown.time() == null || meta.time() == null
                || shown.time().getHour() == meta.time().getHour()
                && shown.time().getMinute() == meta.time().getMinute();
    }

    private ParsedDate metadataDate(PageMetadata meta) {
        return firstPlausible(meta.publishedTimes());
    }

    private ParsedDate firstPlausible(List<String> values) {
        for (String v : values) {
            Optional<ParsedDate> d = parser.parseValue(v).filter(this::plausible);
            if (d.isPresent()) {
                return d.get();
            }
        }
        return null;
    }

    private boolean plausible(ParsedDate d) {
        return d.date().getYear() >= minYear;
    }

    private static final class Candidate {
        final ParsedDate date;
        final Element element;
        final int line;
        final double score;
        final boolean dateline;
        final boolean near;
        boolean updated;
        /** The update is stated in words the reader sees ("Updated", "Last updated"), not only by a class name. */
        boolean labelled;
        /** Written with numbers only, day and month both 12 or less: the order is the page's convention. */
        boolean ambiguous;

        Candidate(ParsedDate date, Element element, int line, double score, boolean dateline, boolean near) {
            this.date = date;
            this.element = element;
            this.line = line;
            this.score = score;
            this.dateline = dateline;
            this.near = near;
        }
    }

    /** The best dateline by the headline and the best anywhere. */
    private static final class Best {
        Candidate near;
        Candidate any;
        /** The first "Updated ..." date by the headline (kept for the fallback). */
        Candidate firstNear;
        /** The first "Updated ..." date anywhere. */
        Candidate firstUpdated;
        /** The first date labelled "originally published". */
        Candidate original;
        /** Every date shown just above or below the headline, as the reader sees them together. */
        final List<Candidate> byHeadline = new java.util.ArrayList<>();

        void offerNear(Candidate c) {
            if (c.updated && (firstNear == null || c.line < firstNear.line)) {
                firstNear = c;
            }
        }

        void offer(Candidate c) {
            if (c.updated && c.labelled && (firstUpdated == null || c.line < firstUpdated.line)) {
                firstUpdated = c;
            }
            if (c.near && (near == null || c.score > near.score)) {
                near = c;
            }
            if (any == null || c.score > any.score) {
                any = c;
            }
        }

        /** A candidate elsewhere that cannot beat the best anywhere needs no keyword and class tests. */
        boolean hopeless(boolean isNear, double upperBound) {
            Candidate rival = isNear ? near : any;
            return rival != null && upperBound <= rival.score;
        }
    }

    private Best bestVisible(PageText text, int titleLine) {
        Best best = new Best();
        List<PageText.Line> lines = text.lines();
        if (lines.isEmpty()) {
            return best;
        }
        String joined = text.joined();
        // Datelines sit by the headline: read the text from a little above it onwards, up to a bound that
        // keeps pages of thousands of dates (archives, 20 MB dumps) cheap.
        int fromLine = titleLine < 0 ? 0 : Math.max(0, titleLine - window);
        int from = lines.get(fromLine).start();
        int to = (int) Math.min(joined.length(), (long) from + MAX_SCAN_CHARS);
        List<DateParser.Match> matches = parser.findAll(joined, from, to);
        // Dates in cards are only counted on pages with enough dates for a list of them.
        java.util.Map<String, Integer> signatures = repeatedDates > 0 && matches.size() >= repeatedDates
                ? signatureCounts(text, matches) : Map.of();
        for (DateParser.Match m : matches) {
            if (!plausible(m.date())) {
                continue;
            }
            int li = text.lineAt(m.start());
            PageText.Line line = lines.get(li);
            boolean near = titleLine >= 0 && isNear(li, titleLine);
            boolean card = repeatedDates > 0 && signatures.getOrDefault(signature(line.element()), 0) >= repeatedDates;
            if (card && !near) {
                continue; // one of a list's or a comment thread's dates (cards share their markup), not the story's
            }
            boolean byHeadline = titleLine >= 0 && li >= titleLine - kickerLines && li - titleLine <= window;
            boolean original = best.original == null
                    && m.start() - line.start() <= ORIGINAL_LOOKBACK
                    && ORIGINAL_WORD.matcher(joined.substring(line.start(), m.start())).find();
            if (!near && !byHeadline && !original && best.hopeless(isNear(li, titleLine),
                    upperBound(m.date(), line, li, titleLine, lines.size()))) {
                continue;
            }
            String before = joined.substring(Math.max(line.start(), m.start() - KEYWORD_LOOKBACK), m.start());
            Candidate c = score(m.date(), line, li, titleLine, lines.size(), before);
            c.ambiguous = AMBIGUOUS_NUMERIC.matcher(joined.substring(m.start(), m.end())).lookingAt();
            if (original) {
                best.original = c;
            }
            if (byHeadline) {
                best.byHeadline.add(c);
            }
            if (near) {
                best.offerNear(c);
            }
            best.offer(c);
        }
        int seen = 0;
        for (Element t : text.elements().timeElements) {
            if (seen++ >= MAX_TIME_ELEMENTS) {
                break;
            }
            String shown = PageText.normalize(t.text());
            if (!parser.findAll(shown).isEmpty()) {
                continue; // the date as shown is already a candidate; datetime attributes are often in UTC
            }
            if (shown.isEmpty()) {
                continue; // shows nothing: markup for machines (an empty "updated" stamp), not a date the reader sees
            }
            Optional<ParsedDate> d = parser.parseValue(t.attr("datetime")).filter(this::plausible);
            int li = Math.min(text.lineOf(t), lines.size() - 1);
            if (d.isPresent()) {
                String before = t.hasAttr("pubdate") || "datePublished".equals(t.attr("itemprop")) ? "published "
                        : textBefore(lines.get(li).text(), shown);
                Candidate c = score(d.get(), lines.get(li), li, titleLine, lines.size(), before);
                Candidate timed = new Candidate(c.date, t, c.line, c.score + classWeight, c.dateline, c.near);
                timed.updated = c.updated;
                timed.labelled = c.labelled;
                if (titleLine >= 0 && c.near) {
                    best.offerNear(timed);
                }
                if (titleLine >= 0 && li >= titleLine - kickerLines && li - titleLine <= window) {
                    best.byHeadline.add(timed);
                }
                best.offer(timed);
            }
        }
        return best;
    }

    private boolean isNear(int li, int titleLine) {
        return titleLine < 0 || li >= titleLine && li - titleLine <= window;
    }

    /** The characters of the line just before the element's text, where "Updated" or "Published" stands. */
    private static String textBefore(String line, String elementText) {
        int at = elementText.isEmpty() ? -1 : line.indexOf(elementText);
        return at < 0 ? "" : line.substring(Math.max(0, at - KEYWORD_LOOKBACK), at);
    }

    /** The score a date could reach with a publish keyword and a date class. */
    private double upperBound(ParsedDate date, PageText.Line line, int li, int titleLine, int lineCount) {
        return nearness(li, titleLine, lineCount) + keywordWeight + classWeight
                + (date.hasTime() ? timeWeight : 0) + (line.text().length() <= datelineMaxChars ? shortWeight : 0);
    }

    private double nearness(int li, int titleLine, int lineCount) {
        if (titleLine < 0) {
            return nearWeight * 0.5 * (1.0 - li / (double) lineCount);
        }
        int d = li - titleLine;
        if (d >= 0 && d <= window) {
            return nearWeight * (1.0 - d / (double) (window + 1));
        }
        if (d < 0 && -d <= kickerLines) {
            return nearWeight * 0.5; // a kicker dateline just above the headline, as modern layouts put it
        }
        return d < 0 && -d <= window ? -aboveTitlePenalty : 0;
    }

    private Candidate score(ParsedDate date, PageText.Line line, int li, int titleLine, int lineCount,
                            String before) {
        double s = nearness(li, titleLine, lineCount);
        boolean labelled = UPDATE_WORD.matcher(before).find();
        boolean updated = labelled;
        if (updated) {
            s -= updatePenalty;
        } else if (PUBLISH_WORD.matcher(before).find()) {
            s += keywordWeight;
        }
        if (date.hasTime()) {
            s += timeWeight;
        }
        boolean dateline = line.text().length() <= datelineMaxChars;
        if (dateline) {
            s += shortWeight;
        }
        Element e = line.element();
        if (e != null && hasDateClass(e)) {
            s += classWeight;
        }
        Candidate c = new Candidate(date, e, li, s, dateline, isNear(li, titleLine));
        c.updated = updated;
        c.labelled = labelled;
        return c;
    }

    /** Tag and class of the date's element and its parent: the markup a card or comment repeats. */
    private static String signature(Element e) {
        if (e == null) {
            return "";
        }
        Element p = e.parent();
        return e.normalName() + "." + e.className() + "<" + (p == null ? "" : p.normalName() + "." + p.className());
    }

    /** How many dates of the page stand in elements of each signature. */
    private static java.util.Map<String, Integer> signatureCounts(PageText text, List<DateParser.Match> matches) {
        java.util.Map<String, Integer> counts = new java.util.HashMap<>();
        int lastLine = -1;
        for (DateParser.Match m : matches) {
            int li = text.lineAt(m.start());
            if (li != lastLine) { // a line counts once: "Jan 2 - Feb 3" is one element's
                counts.merge(signature(text.lines().get(li).element()), 1, Integer::sum);
                lastLine = li;
            }
        }
        return counts;
    }

    private static boolean hasDateClass(Element e) {
        Element x = e;
        for (int i = 0; i < 3 && x != null; i++, x = x.parent()) {
            String ci = x.className() + " " + x.id();
            if (ci.length() > 1 && DATE_CLASS.matcher(ci.toLowerCase(Locale.ROOT)).find()) {
                return true;
            }
        }
        return false;
    }
}
