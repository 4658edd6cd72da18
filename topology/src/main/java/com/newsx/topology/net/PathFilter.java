package com.newsx.topology.net;

import java.net.URI;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Refuses the paths crawler traps make, as Heritrix's PathologicalPath and TooManyPathSegments rules and Nutch's
 * regex filter for repeated segments do: a segment repeated again and again ({@code /a/b/a/b/a/b/}, relative links
 * that resolve one level deeper on every page, {@code /next/next/next/}), more segments than any site nests its
 * pages ({@code url.max-path-segments}), or a path longer than a page's name needs ({@code url.max-path-length}).
 * Each limit is off at 0.
 *
 * @param maxSegmentRepeats a path in which one segment occurs more often than this is refused
 * @param maxSegments       a path of more segments than this is refused
 * @param maxPathLength     a path (with its query) longer than this many characters is refused
 */
public record PathFilter(int maxSegmentRepeats, int maxSegments, int maxPathLength) {
    /** Empty if the normalised URL's path passes, else why not. */
    public Optional<String> check(String url) {
        String path;
        String query;
        try {
            URI u = new URI(url);
            path = u.getRawPath() == null ? "" : u.getRawPath();
            query = u.getRawQuery();
        } catch (java.net.URISyntaxException e) {
            return Optional.empty(); // not for this filter to judge
        }
        int length = path.length() + (query == null ? 0 : query.length() + 1);
        if (maxPathLength > 0 && length > maxPathLength) {
            return Optional.of("path too long: " + length + " characters, the limit is " + maxPathLength
                    + " (url.max-path-length)");
        }
        int segments = 0;
        Map<String, Integer> seen = new HashMap<>();
        for (String segment : path.split("/")) {
            if (segment.isEmpty()) {
                continue;
            }
            segments++;
            int n = seen.merge(segment, 1, Integer::sum);
            if (maxSegmentRepeats > 0 && n > maxSegmentRepeats) {
                return Optional.of("path repeats the segment '" + abbreviate(segment) + "' " + n
                        + " times, the limit is " + maxSegmentRepeats + " (url.max-segment-repeats)");
            }
        }
        if (maxSegments > 0 && segments > maxSegments) {
            return Optional.of("path too deep: " + segments + " segments, the limit is " + maxSegments
                    + " (url.max-path-segments)");
        }
        return Optional.empty();
    }

    private static String abbreviate(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }
}
