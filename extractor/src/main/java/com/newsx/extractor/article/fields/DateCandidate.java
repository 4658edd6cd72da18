package com.newsx.extractor.article.fields;

import com.newsx.extractor.text.ParsedDate;
import org.jsoup.nodes.Element;

/** A date the page shows, with where it stands and its score as a dateline. */
final class DateCandidate {
    final ParsedDate date;
    final Element element;
    final int line;
    final double score;
    /** The date stands on a short line: a dateline, not a sentence. */
    final boolean dateline;
    /** The date lies in the window below the headline (or the page has no headline). */
    final boolean near;
    /** An update keyword (更新/Updated) stands right before the date, or its class says so. */
    boolean updated;
    /** The update is stated in words the reader sees ("Updated", "Last updated"), not only by a class name. */
    boolean labelled;
    /** Written with numbers only, day and month both 12 or less: the order is the page's convention. */
    boolean ambiguous;

    DateCandidate(ParsedDate date, Element element, int line, double score, boolean dateline, boolean near) {
        this.date = date;
        this.element = element;
        this.line = line;
        this.score = score;
        this.dateline = dateline;
        this.near = near;
    }

    /** The same date read from another element, scored more or less. */
    DateCandidate readFrom(Element other, double extraScore) {
        DateCandidate c = new DateCandidate(date, other, line, score + extraScore, dateline, near);
        c.updated = updated;
        c.labelled = labelled;
        return c;
    }
}
