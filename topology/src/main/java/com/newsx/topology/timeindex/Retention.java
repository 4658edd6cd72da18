package com.newsx.topology.timeindex;

import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * Which of an alias's time-based indices retention deletes: those whose whole period ended at least
 * {@code days} days ago. A whole index goes at once (deleting an index costs nothing; deleting documents one by one
 * in a live index costs merges); an index whose period is still partly within the retention stays whole.
 */
public final class Retention {
    private Retention() {
    }

    /** An index to delete and the span it covers. */
    public record Expired(String index, IndexPeriod.Span span) {
    }

    /**
     * The indices among {@code indices} (names, e.g. those behind the alias) that {@code alias}'s retention of
     * {@code days} deletes at {@code now}, oldest first; none when {@code days} is 0 (keep everything). Names that are
     * not the alias's time-based indices are never chosen.
     */
    public static List<Expired> expired(String alias, Collection<String> indices, Instant now, int days) {
        if (days < 0) {
            throw new IllegalArgumentException("retention days must be 0 (keep everything) or more, got " + days);
        }
        if (days == 0) {
            return List.of();
        }
        Instant cutoff = now.minus(Duration.ofDays(days));
        return indices.stream()
                .flatMap(i -> TimeIndex.spanOf(alias, i).map(s -> new Expired(i, s)).stream())
                .filter(e -> !e.span().end().isAfter(cutoff))
                .sorted(Comparator.comparing((Expired e) -> e.span().start()).thenComparing(Expired::index))
                .toList();
    }
}
