package com.newsx.extractor.article;

import java.util.List;

/**
 * A body chosen from the page's lines.
 *
 * @param lines     indexes into {@link DomIndex#lines()}, ascending
 * @param algorithm the algorithm that produced it
 * @param reason    why (fusion explains its choice here)
 */
public record BodyResult(List<Integer> lines, String algorithm, String reason) {
    public static BodyResult empty(String algorithm, String reason) {
        return new BodyResult(List.of(), algorithm, reason);
    }

    /** The body text, one paragraph per line. */
    public String text(DomIndex index) {
        List<TextLine> all = index.lines();
        int length = 0;
        for (int i : lines) {
            length += all.get(i).text().length() + 1;
        }
        StringBuilder sb = new StringBuilder(length); // sized once: growing it copied the body about twice over
        for (int i : lines) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(index.lines().get(i).text());
        }
        return sb.toString();
    }
}
