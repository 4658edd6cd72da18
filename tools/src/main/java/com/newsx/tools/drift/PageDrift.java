package com.newsx.tools.drift;

import java.util.EnumSet;
import java.util.Set;

/**
 * What changed on one page from the base build's extraction to this build's. Titles and authors are compared with
 * their white space made one space (a reflowed title is no change), dates as written, the body by its similarity
 * ({@link BodySimilarity}) against the gate's minimum, the page type and the main region's record count as they are.
 * A page that fails with one build only has changed in {@link Field#FAILED} alone; one that fails with both, in
 * nothing.
 *
 * @param url        the archived page's URL
 * @param changed    the fields that changed
 * @param similarity the bodies' similarity (1 when both failed, 0 when one did)
 */
record PageDrift(String url, Extraction base, Extraction head, Set<Field> changed, double similarity) {
    PageDrift {
        changed = Set.copyOf(changed);
    }

    static PageDrift of(String url, Extraction base, Extraction head, double minSimilarity) {
        Set<Field> changed = EnumSet.noneOf(Field.class);
        if (base.isFailed() || head.isFailed()) {
            if (base.isFailed() != head.isFailed()) {
                changed.add(Field.FAILED);
            }
            return new PageDrift(url, base, head, changed, base.isFailed() && head.isFailed() ? 1.0 : 0.0);
        }
        if (!same(base.title(), head.title())) {
            changed.add(Field.TITLE);
        }
        if (!base.date().equals(head.date())) {
            changed.add(Field.DATE);
        }
        if (!same(base.author(), head.author())) {
            changed.add(Field.AUTHOR);
        }
        double similarity = BodySimilarity.of(base.body(), head.body());
        if (similarity < minSimilarity) {
            changed.add(Field.BODY);
        }
        if (!base.type().equals(head.type())) {
            changed.add(Field.TYPE);
        }
        if (base.records() != head.records()) {
            changed.add(Field.RECORDS);
        }
        return new PageDrift(url, base, head, changed, similarity);
    }

    /** The host of the page's URL: its site in the report. */
    String site() {
        try {
            String host = java.net.URI.create(url).getHost();
            return host == null ? "(no host)" : host;
        } catch (IllegalArgumentException e) {
            return "(no host)";
        }
    }

    private static boolean same(String a, String b) {
        return BodySimilarity.normalise(a).equals(BodySimilarity.normalise(b));
    }
}
