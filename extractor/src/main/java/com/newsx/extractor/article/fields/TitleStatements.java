package com.newsx.extractor.article.fields;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The page's own statements of its title that a headline candidate should agree with: {@code <title>}, og:title and
 * the JSON-LD headline, each also without the site's name and without the host that opens or ends it.
 */
final class TitleStatements {
    /** Similarity at which a statement says (nearly) exactly what a candidate says. */
    static final double NEARLY = 0.9;

    /** A statement of the title, folded once, with its character set for a cheap upper bound on the LCS. */
    record Statement(String text, String folded, BitSet chars) {
        Statement(String text, String folded) {
            this(text, folded, charSet(folded));
        }

        private static BitSet charSet(String s) {
            BitSet b = new BitSet();
            for (int i = 0; i < s.length(); i++) {
                b.set(s.charAt(i));
            }
            return b;
        }

        /** The LCS cannot exceed the number of candidate characters that occur in the statement. */
        double similarityBound(String candidate) {
            int shared = 0;
            for (int i = 0; i < candidate.length(); i++) {
                if (chars.get(candidate.charAt(i))) {
                    shared++;
                }
            }
            int longer = Math.max(candidate.length(), folded.length());
            return longer == 0 ? 0 : Math.min(shared, folded.length()) / (double) longer;
        }

        /** The LCS ratio of the (folded) candidate and the statement. */
        double similarity(String candidate) {
            int longer = Math.max(candidate.length(), folded.length());
            return longer == 0 ? 0 : Lcs.length(candidate, folded) / (double) longer;
        }
    }

    private final PageMetadata meta;
    private final SiteIdentity site;
    private final List<Statement> statements;
    /** The statements and the first segments of {@code <title>} and og:title: where a short headline stands. */
    private final List<Statement> withSegments;

    private TitleStatements(PageMetadata meta, SiteIdentity site, List<Statement> statements,
                            List<Statement> withSegments) {
        this.meta = meta;
        this.site = site;
        this.statements = statements;
        this.withSegments = withSegments;
    }

    /**
     * The page's statements; the host name that opens or ends {@code <title>} without a separator ("example.com
     * Headline") is left out of them as well (host null: not known).
     */
    static TitleStatements of(PageMetadata meta, String host, SiteIdentity site) {
        List<Statement> refs = new ArrayList<>(6);
        List<String> seen = new ArrayList<>(6);
        for (String s : new String[] {meta.htmlTitle(), meta.ogTitle(), meta.headline()}) {
            // a title naming nothing but the site (the same on every page of an old site) states no headline
            if (s != null && !s.isBlank() && !site.isWholeName(Fold.of(s))) {
                for (String r : new String[] {s, SiteNames.headlinePartWithout(s, site),
                        SiteNames.withoutHost(s, host)}) {
                    String f = Fold.of(r);
                    if (!f.isEmpty() && !seen.contains(f)) {
                        seen.add(f);
                        refs.add(new Statement(r, f));
                    }
                }
            }
        }
        List<Statement> withSegments = new ArrayList<>(refs);
        for (String s : new String[] {meta.htmlTitle(), meta.ogTitle()}) {
            if (s != null && !site.isWholeName(Fold.of(s))) {
                String[] parts = SiteNames.segments(s);
                String f = parts.length > 1 ? Fold.of(parts[0]) : "";
                if (!f.isEmpty()) { // the headline's place by convention ("Coffee - University of X")
                    withSegments.add(new Statement(parts[0].trim(), f));
                }
            }
        }
        return new TitleStatements(meta, site, refs, withSegments);
    }

    /** The statements a candidate is scored against. */
    List<Statement> all() {
        return statements;
    }

    boolean none() {
        return statements.isEmpty();
    }

    /** Whether a statement or the first segment of {@code <title>} or og:title is exactly this folded text. */
    boolean statesExactly(String folded) {
        for (Statement r : withSegments) {
            if (r.folded().equals(folded)) {
                return true;
            }
        }
        return false;
    }

    /** Whether some statement is (nearly) this folded text. */
    boolean statesNearly(String folded) {
        for (Statement r : statements) {
            if (r.similarityBound(folded) >= NEARLY && r.similarity(folded) >= NEARLY) {
                return true;
            }
        }
        return false;
    }

    /**
     * The title the metadata states: the JSON-LD headline (without a trailing "| Site" naming the site), else
     * og:title or {@code <title>} without the site; null if none.
     */
    String title() {
        String headline = SiteNames.withoutSiteSuffix(meta.headline(), meta.siteName());
        String stated = headline != null ? headline
                : meta.ogTitle() != null ? SiteNames.headlinePartWithout(meta.ogTitle(), site)
                : meta.htmlTitle() != null ? SiteNames.headlinePartWithout(meta.htmlTitle(), site) : null;
        return stated == null || stated.isEmpty() || site.isWholeName(Fold.of(stated)) ? null : stated;
    }
}
