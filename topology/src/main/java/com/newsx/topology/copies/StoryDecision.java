package com.newsx.topology.copies;

import com.newsx.extractor.dedup.CopyDetection;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * Which story a new article belongs to. Among the candidates that are copies of it, the one published first (ties,
 * or no date: fetched first; then the id) is the story's original: a new article that is a copy gets
 * {@code duplicate_of} that original (or the original it already points to) and its {@code story_id}; an
 * article with no copy starts a story of its own id. A new article published before every copy found keeps no
 * {@code duplicate_of} but joins their story.
 */
public final class StoryDecision {
    /** The fields to write: {@code duplicateOf} null for an original. */
    public record Link(String duplicateOf, String storyId) {
    }

    private final CopyDetection detection;

    public StoryDecision(CopyDetection detection) {
        this.detection = detection;
    }

    public Link decide(Candidate self, List<Candidate> candidates) {
        Candidate first = null;
        for (Candidate c : candidates) {
            if (!c.id().equals(self.id()) && detection.copies(self.fingerprint(), c.fingerprint())
                    && (first == null || ORDER.compare(c, first) < 0)) {
                first = c;
            }
        }
        if (first == null) {
            return new Link(null, self.id());
        }
        String story = first.storyId() != null ? first.storyId() : first.id();
        if (ORDER.compare(self, first) < 0) {
            return new Link(null, story);
        }
        return new Link(first.duplicateOf() != null ? first.duplicateOf() : first.id(), story);
    }

    /** Published first, then fetched first, then by id; an unknown time sorts last. */
    static final Comparator<Candidate> ORDER = Comparator
            .comparing((Candidate c) -> instant(c.publishTime()), Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparing(c -> instant(c.fetchTime()), Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparing(Candidate::id);

    /**
     * The forms a publish or fetch time comes in, tried in order: with an offset, UTC, a local date-time without
     * offset (many pages give one; read as UTC rather than cut to its day, so that runs of one story on one day keep
     * their order), a date alone (its start, UTC).
     */
    private static final List<Function<String, Instant>> READINGS = List.of(
            s -> OffsetDateTime.parse(s).toInstant(),
            Instant::parse,
            s -> LocalDateTime.parse(s).toInstant(ZoneOffset.UTC),
            s -> LocalDate.parse(s.length() >= 10 ? s.substring(0, 10) : s).atStartOfDay(ZoneOffset.UTC).toInstant());

    static Instant instant(String iso) {
        if (iso == null || iso.isBlank()) {
            return null;
        }
        // the readings that cannot take the text's shape are skipped, not tried: a failed parse throws, and a date
        // alone (what many pages give) went through three exceptions at every comparison of two copies
        for (int r = firstReading(iso); r < READINGS.size(); r++) {
            try {
                return READINGS.get(r).apply(iso);
            } catch (DateTimeParseException e) {
                // not this form: the next
            }
        }
        return null;
    }

    /**
     * The first reading that may take {@code iso}: the three date-time forms need the separator T (any case), the
     * two with an offset also a Z or a sign after it.
     */
    static int firstReading(String iso) {
        int t = Math.max(iso.indexOf('T'), iso.indexOf('t'));
        if (t < 0) {
            return 3;
        }
        for (int i = t + 1; i < iso.length(); i++) {
            char c = iso.charAt(i);
            if (c == 'Z' || c == 'z' || c == '+' || c == '-') {
                return 0;
            }
        }
        return 2;
    }
}
