package com.newsx.extractor.article.fields;

import com.newsx.extractor.article.fields.dates.DateValues;
import com.newsx.extractor.article.fields.dates.TextDates;
import com.newsx.extractor.article.fields.dates.UrlDates;
import com.newsx.extractor.text.DateParser;
import com.newsx.extractor.text.ParsedDate;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * The publish-time block of the QD method: every date the page shows, in the page's languages ({@link TextDates}),
 * is scored as a dateline ({@link ShownDates}); then rules, in order, weigh the datelines against what the metadata
 * states (article:published_time, JSON-LD datePublished, ...), the "Updated ..." dates shown, the modified time, the
 * URL's date (an archived copy's original's, nothing after its capture: {@link PlausibleDates}) and dates in the
 * markup ({@link MarkupDates}). A publish time stated in UTC is given on the page's own day and offset when the page
 * shows or states them ({@link PageLocalTime}). A note that the article was originally published on a date outranks
 * them all.
 */
final class PublishTimeFinder {
    /** The chosen date and the element of the dateline it was read from (null for metadata/URL dates). */
    record PublishTime(ParsedDate date, Element element, int line, boolean dateline, boolean updateOnly) {
        static final PublishTime NONE = new PublishTime(null, null, -1, false, false);

        PublishTime(ParsedDate date, Element element, int line, boolean dateline) {
            this(date, element, line, dateline, false);
        }

        /** A date the page shows, read from its dateline. */
        static PublishTime shown(DateCandidate c) {
            return new PublishTime(c.date, c.element, c.line, c.dateline);
        }

        /** A date from the metadata or the URL, shown nowhere as a dateline. */
        static PublishTime stated(ParsedDate date) {
            return new PublishTime(date, null, -1, false);
        }

        /** An "Updated ..." date, the only one the page shows: no evidence of an article. */
        static PublishTime updateOnly(DateCandidate c) {
            return new PublishTime(c.date, null, -1, false, true);
        }
    }

    private final TimeSettings settings;
    private final DateValues dateValues;
    private final DatelineScorer scorer;
    private final UrlDates urlDates;
    private final MarkupDates markupDates;

    PublishTimeFinder(TimeSettings settings, DateParser parser) {
        this.settings = settings;
        dateValues = new DateValues(parser);
        urlDates = new UrlDates(parser);
        markupDates = new MarkupDates(dateValues);
        scorer = new DatelineScorer(settings);
    }

    /** The publish time of the page (its parsed document, read as text), whose headline is on titleLine. */
    PublishTime find(Document page, PageText text, int titleLine, PageMetadata meta, String url, TextDates dates) {
        PlausibleDates ok = new PlausibleDates(settings.minYear(), urlDates.capturedOn(url).orElse(null));
        ShownDates shown = ShownDates.read(text, titleLine, dates, dateValues, scorer, settings, ok);
        ParsedDate stated = statedPublishTime(meta, ok);
        DateCandidate dateline = datelineToTake(shown, stated);
        PublishTime found = dateline != null ? fromTheDateline(dateline, stated, meta, ok)
                : stated != null ? fromTheMetadata(shown, stated, meta, url, ok)
                : withoutStatedOrShownDate(shown, meta, url, ok, page);
        return originallyPublished(shown, found);
    }

    /**
     * A strong dateline below the headline (within the window) wins over the metadata; without metadata, the best
     * dateline anywhere that is not too weak.
     */
    private DateCandidate datelineToTake(ShownDates shown, ParsedDate stated) {
        return shown.near != null && shown.near.score >= settings.strongScore() ? shown.near
                : stated == null && shown.any != null && shown.any.score >= settings.weakScore() ? shown.any : null;
    }

    private PublishTime fromTheDateline(DateCandidate dateline, ParsedDate stated, PageMetadata meta,
                                        PlausibleDates ok) {
        ParsedDate shown = dateline.date;
        if (dateline.ambiguous) {
            shown = swappedIfStated(shown, meta);
        }
        ParsedDate declared = declaredBeforeRevision(shown, stated, meta, ok);
        if (declared != null) {
            return new PublishTime(declared, dateline.element, dateline.line, dateline.dateline);
        }
        ParsedDate local = PageLocalTime.shownWithOffset(shown, stated);
        return new PublishTime(local != null ? local : enrich(shown, stated), dateline.element, dateline.line,
                dateline.dateline);
    }

    private PublishTime fromTheMetadata(ShownDates shown, ParsedDate stated, PageMetadata meta, String url,
                                        PlausibleDates ok) {
        DateCandidate revised = shownRevisionOverScriptDate(shown, stated, meta, ok);
        return revised != null ? PublishTime.shown(revised)
                : PublishTime.stated(localDay(shown, stated, meta, url, ok));
    }

    /**
     * A publish time stated in UTC, on the page's own day: when a date shown with the headline (not an update), else
     * the URL's date, is a day off the UTC day, the local date and time with the offset that explains it - the one
     * the shown time gives, or the page's own offset stated with another of its times. The URL's day alone, a
     * statement of the site's local day, is taken as a date when some offset can explain it. Else the stated time.
     */
    private ParsedDate localDay(ShownDates shown, ParsedDate stated, PageMetadata meta, String url,
                                PlausibleDates ok) {
        if (!PageLocalTime.isUtc(stated.offset()) || stated.time() == null) {
            return stated;
        }
        List<ParsedDate> others = new ArrayList<>(allPlausible(meta.publishedTimes(), ok));
        others.addAll(allPlausible(meta.modifiedTimes(), ok));
        ZoneOffset own = PageLocalTime.ownOffset(stated, others);
        for (DateCandidate c : shown.byHeadline) {
            if (c.updated) {
                continue;
            }
            if (c.date.date().equals(stated.date())) {
                return stated; // the page shows the UTC day itself
            }
            if (PageLocalTime.canBeLocalDay(stated, c.date.date())) {
                ParsedDate timed = PageLocalTime.shownWithOffset(c.date, stated);
                ParsedDate local = timed != null ? timed : PageLocalTime.atOffsetOn(stated, own, c.date.date());
                if (local != null) {
                    return local;
                }
            }
        }
        Optional<ParsedDate> inUrl = urlDates.published(url).filter(ok::test);
        if (inUrl.isEmpty() || !PageLocalTime.canBeLocalDay(stated, inUrl.get().date())) {
            return stated;
        }
        ParsedDate local = PageLocalTime.atOffsetOn(stated, own, inUrl.get().date());
        return local != null ? local : inUrl.get();
    }

    /** No structured publish date and no dateline: the fallbacks, in order. */
    private PublishTime withoutStatedOrShownDate(ShownDates shown, PageMetadata meta, String url, PlausibleDates ok,
                                                 Document page) {
        if (shown.updatedByHeadline != null) {
            // Without any structured publish date or dateline, an "Updated ..." date by the headline is taken: the
            // only date the page shows is the one a reader (and an annotator) takes.
            return PublishTime.updateOnly(shown.updatedByHeadline);
        }
        Optional<ParsedDate> inUrl = urlDates.published(url).filter(ok::test);
        Optional<ParsedDate> inMarkup = markupDates.published(page, ok);
        if (inMarkup.isPresent() && (inUrl.isEmpty() || inUrl.get().date().equals(inMarkup.get().date()))) {
            return PublishTime.stated(inMarkup.get()); // a publication date in the markup, agreeing with the URL
        }
        ParsedDate modified = firstPlausible(meta.modifiedTimes(), ok);
        if (modified != null && (inUrl.isEmpty() || inUrl.get().date().equals(modified.date()))) {
            return PublishTime.stated(modified); // the modified time agrees with the URL's date, or there is none
        }
        if (inUrl.isEmpty() && shown.updatedAnywhere != null && shown.updatedAnywhere.labelled) {
            // With no other date anywhere (no metadata, URL or dateline), a "Last updated" line elsewhere (at the
            // foot) is the page's date, as the fallback above takes one by the headline.
            return PublishTime.updateOnly(shown.updatedAnywhere);
        }
        return inUrl.map(PublishTime::stated).orElse(PublishTime.NONE);
    }

    /**
     * A date labelled "originally published (on)" / "first published" anywhere on the page is its publish time, ahead
     * of the current dateline and of metadata that follow the latest revision. When they name the same day, the
     * dateline found stays (it is the one by the headline).
     */
    private static PublishTime originallyPublished(ShownDates shown, PublishTime found) {
        DateCandidate o = shown.original;
        if (o != null && (found.date() == null || !found.date().date().equals(o.date.date()))) {
            return PublishTime.shown(o);
        }
        return found;
    }

    /**
     * A dateline more than a day later than the publish time the page declares in its meta tags
     * (article:published_time and the other publish-date names; not script JSON-LD) shows a revision (most such
     * pages also state it as their modified time): the declared first publication is the publish time. A day either
     * way is only the time zone the dateline is written in. Null when the dateline stands.
     */
    private ParsedDate declaredBeforeRevision(ParsedDate shown, ParsedDate stated, PageMetadata meta,
                                              PlausibleDates ok) {
        // the declared times are among the stated ones: only a dateline later than those can revise a declared one
        ParsedDate declared = stated != null && isRevision(shown, stated) ? firstPlausible(meta.declaredTimes(), ok) : null;
        return declared != null && isRevision(shown, declared) ? declared : null;
    }

    /** The shown date lies more than a day after the declared one (a day is a time zone's difference). */
    private static boolean isRevision(ParsedDate shown, ParsedDate declared) {
        return shown.date().isAfter(declared.date().plusDays(1));
    }

    /**
     * A publish date stated only in script data (JSON-LD, itemprop), no meta tag, yields to the date shown by the
     * headline when the metadata states that shown date as the page's modified time and the publish date is not shown
     * there: no reader sees the script data, and the page presents that revision as the article's date. The first
     * such shown date, or null.
     */
    private DateCandidate shownRevisionOverScriptDate(ShownDates shown, ParsedDate published, PageMetadata meta,
                                                      PlausibleDates ok) {
        if (!meta.declaredTimes().isEmpty()) {
            return null;
        }
        List<DateCandidate> others = new ArrayList<>();
        for (DateCandidate c : shown.byHeadline) {
            if (c.date.date().equals(published.date())) {
                return null; // the publish date is shown too: nothing contradicts the metadata
            }
            others.add(c);
        }
        if (others.isEmpty()) {
            return null;
        }
        List<LocalDate> modified = new ArrayList<>();
        for (String v : meta.modifiedTimes()) {
            dateValues.parse(v).filter(ok::test).ifPresent(d -> modified.add(d.date()));
        }
        DateCandidate first = null;
        for (DateCandidate c : others) {
            if (modified.contains(c.date.date()) && (first == null || c.line < first.line)) {
                first = c;
            }
        }
        return first;
    }

    /**
     * A numeric date with day and month both 12 or less ("09.10.2024") is read the other way round when the metadata
     * states (published or modified) that other reading: the page's own ISO date settles the order.
     */
    private ParsedDate swappedIfStated(ParsedDate shown, PageMetadata meta) {
        LocalDate d = shown.date();
        if (d.getDayOfMonth() > 12 || d.getDayOfMonth() == d.getMonthValue()) {
            return shown;
        }
        LocalDate swapped = LocalDate.of(d.getYear(), d.getDayOfMonth(), d.getMonthValue());
        for (List<String> values : List.of(meta.publishedTimes(), meta.modifiedTimes())) {
            for (String v : values) {
                Optional<ParsedDate> m = dateValues.parse(v);
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

    /** The first plausible publish time the metadata states, with the page's own offset if another value has it. */
    private ParsedDate statedPublishTime(PageMetadata meta, PlausibleDates ok) {
        ParsedDate first = firstPlausible(meta.publishedTimes(), ok);
        return first == null || first.time() == null || !PageLocalTime.isUtc(first.offset()) ? first
                : PageLocalTime.withOwnOffset(first, allPlausible(meta.publishedTimes(), ok));
    }

    private List<ParsedDate> allPlausible(List<String> values, PlausibleDates ok) {
        List<ParsedDate> all = new ArrayList<>(values.size());
        for (String v : values) {
            dateValues.parse(v).filter(ok::test).ifPresent(all::add);
        }
        return all;
    }

    private ParsedDate firstPlausible(List<String> values, PlausibleDates ok) {
        for (String v : values) {
            Optional<ParsedDate> d = dateValues.parse(v).filter(ok::test);
            if (d.isPresent()) {
                return d.get();
            }
        }
        return null;
    }
}
