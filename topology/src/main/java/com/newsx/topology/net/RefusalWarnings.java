package com.newsx.topology.net;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The warnings a crawl prints when its seeds are refused, one a group of reasons ({@link RefusalReport}):
 * {@code warning: 60 of 60 seed URLs refused: port 8089 is not 80, 443 or an allowed port - set
 * url.allowed-ports=8089 to crawl them}. Each group is told once, and again only once its count has doubled, so a
 * crawl whose seeds trickle in says it a few times, not every few seconds.
 */
public final class RefusalWarnings {
    private final RefusalReport report;
    /** The count each group had when it was last told. */
    private final Map<String, Long> told = new HashMap<>();

    public RefusalWarnings(RefusalReport report) {
        this.report = report;
    }

    /** The warnings not given yet for what the tally holds now; none while no seed is refused. */
    public List<String> news(SeedRefusals.Tally tally) {
        List<String> lines = new ArrayList<>();
        for (RefusalReport.Group g : report.groups(tally.reasons())) {
            Long before = told.get(g.key());
            if (before == null || g.count() >= 2 * before) {
                told.put(g.key(), g.count());
                lines.add(line(g, tally));
            }
        }
        return lines;
    }

    static String line(RefusalReport.Group g, SeedRefusals.Tally tally) {
        String of = tally.capped() ? String.format(Locale.ROOT, "of the first %,d seed URLs", tally.seeds())
                : String.format(Locale.ROOT, "of %,d seed URL%s", tally.seeds(), tally.seeds() == 1 ? "" : "s");
        return String.format(Locale.ROOT, "warning: %,d %s refused: %s", g.count(), of, g.text());
    }
}
