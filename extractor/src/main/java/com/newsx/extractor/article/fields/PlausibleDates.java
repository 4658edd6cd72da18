package com.newsx.extractor.article.fields;

import com.newsx.extractor.text.ParsedDate;
import java.time.LocalDate;

/**
 * The dates that can be a page's publish time: none before minYear (noise: founding years, copyright lines of old
 * templates), and none after latest when the page cannot have been published later (an archived copy's capture).
 *
 * @param minYear the earliest year
 * @param latest  the latest date, or null when unbounded
 */
record PlausibleDates(int minYear, LocalDate latest) {
    boolean test(ParsedDate d) {
        return d.date().getYear() >= minYear && (latest == null || !d.date().isAfter(latest));
    }
}
