package com.newsx.topology.copies;

import com.newsx.extractor.dedup.CopyDetection;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Comparator;
import java.util.List;

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

    static Instant instant(String iso) {
        if (iso == null || iso.isBlank()) {
            return null;
        }
        try {
            return OffsetDateTime.parse(iso).toInstant();
        } catch (DateTimeParseException e) {
            try {
                return Instant.parse(iso);
            } catch (DateTimeParseException e2) {
                try { // a date alone: its start, UTC
                    return java.time.LocalDate.parse(iso.length() >= 10 ? iso.substring(0, 10) : iso)
                            .atStartOfDay(java.time.ZoneOffset.UTC).toInstant();
                } catch (DateTimeParseException e3) {
                    return null;
                }
            }
        }
    }
}
