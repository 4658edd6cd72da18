package com.newsx.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/**
 * The steady-state rate by the bench web's own count: pages it served (home, list and article requests) between the
 * moments its cumulative count reached 10 % and 90 % of all it served, divided by the time between them. The web counts
 * pages per second of its clock ({@code timeline_pages_per_s}); the cumulative count is known at each second's edge and
 * interpolated linearly between, as {@link SteadyState} does between samples. The first and last page's exact times
 * ({@code first_page_t}, {@code last_page_t}) replace the edges of the first and last busy second, so a crawl served
 * within one second is not spread over the whole of it.
 */
final class ServedRate {
    private ServedRate() {
    }

    /** From the web's stats JSON; no window when it has no timeline. */
    static SteadyState of(JsonNode webStats) {
        JsonNode t = webStats.path("timeline_pages_per_s");
        long[] perSecond = new long[t.size()];
        for (int i = 0; i < perSecond.length; i++) {
            perSecond[i] = t.get(i).asLong(0);
        }
        return of(perSecond, time(webStats, "first_page_t"), time(webStats, "last_page_t"));
    }

    /**
     * {@code perSecond[s]}: pages served in second s of the web's clock; {@code firstPage}, {@code lastPage}: the first
     * and last page's times on that clock, or NaN when not known.
     */
    static SteadyState of(long[] perSecond, double firstPage, double lastPage) {
        int first = 0;
        while (first < perSecond.length && perSecond[first] <= 0) {
            first++;
        }
        int last = perSecond.length - 1;
        while (last >= first && perSecond[last] <= 0) {
            last--;
        }
        if (first > last) {
            return SteadyState.of(List.of());
        }
        List<SteadyState.Point> cumulative = new ArrayList<>();
        cumulative.add(new SteadyState.Point(inSecond(firstPage, first, first), 0));
        long served = 0;
        for (int s = first; s < last; s++) {
            served += perSecond[s];
            cumulative.add(new SteadyState.Point(s + 1, served));
        }
        served += perSecond[last];
        cumulative.add(new SteadyState.Point(inSecond(lastPage, last, last + 1), served));
        return SteadyState.of(cumulative);
    }

    /** {@code t} if it falls within second {@code s} (either edge: the web rounds it to 1 ms), else {@code edge}. */
    private static double inSecond(double t, int s, double edge) {
        return t >= s && t <= s + 1 ? t : edge;
    }

    private static double time(JsonNode stats, String field) {
        JsonNode v = stats.path(field);
        return v.isNumber() ? v.asDouble() : Double.NaN;
    }
}
