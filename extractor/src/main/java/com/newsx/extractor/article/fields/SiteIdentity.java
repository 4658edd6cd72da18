package com.newsx.extractor.article.fields;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * The names a page gives its own site: og:site_name, the text of its links home and the alt text of its logo, and its
 * host ("rivertongazette.com" names "The Riverton Gazette"). A site's name stands on every page of the site, in
 * {@code <title>} beside the headline and in the page header: it is never the headline.
 */
final class SiteIdentity {
    /** A name has at most this many words (CJK characters count one each). */
    private static final int NAME_MAX_WORDS = 10;
    /** Characters of a link's or logo's text read. */
    private static final int TEXT_CAP = 120;
    /** Host labels shorter than this name nothing by being contained in a text ("abc" is in too many words). */
    private static final int LABEL_MIN_CHARS = 5;
    /** Share of the longer of a text and a host label that the shorter must cover to name the same site. */
    private static final double LABEL_COVER = 0.7;
    private static final Set<String> GENERIC_LABELS = Set.of("www", "com", "net", "org", "gov", "edu", "info", "co",
            "cn", "uk", "news", "blog", "blogs", "home", "online", "web", "site", "wap", "m", "en", "bbs");

    private final String siteName;
    private final Set<String> names;
    private final List<String> labels;
    private final String hostFolded;

    private SiteIdentity(String siteName, Set<String> names, List<String> labels, String hostFolded) {
        this.siteName = siteName;
        this.names = names;
        this.labels = labels;
        this.hostFolded = hostFolded;
    }

    static SiteIdentity of(PageMetadata meta, PageElements elements, String host) {
        Set<String> names = new HashSet<>();
        for (Element a : elements.homeLinks) {
            addName(names, PageText.visibleText(a, TEXT_CAP, false, el -> false, el -> false));
        }
        for (Element img : elements.logos) {
            addName(names, img.attr("alt"));
        }
        List<String> labels = new ArrayList<>(2);
        if (host != null) {
            String[] parts = host.split("\\.");
            for (int i = 0; i < parts.length - 1; i++) {
                String l = Fold.of(parts[i]);
                if (!l.isEmpty() && !GENERIC_LABELS.contains(l)) {
                    labels.add(l);
                }
            }
        }
        String site = meta.siteName() == null ? null : Fold.of(meta.siteName());
        if (site != null && (meta.htmlTitle() != null && site.equals(Fold.of(meta.htmlTitle()))
                || meta.ogTitle() != null && site.equals(Fold.of(meta.ogTitle())))) {
            site = null; // a CMS that writes the article's title into og:site_name too names no site by it
        }
        return new SiteIdentity(site == null || site.isEmpty() ? null : site, names, labels,
                host == null ? null : Fold.of(host));
    }

    private static void addName(Set<String> names, String text) {
        if (text == null) {
            return;
        }
        String t = PageText.normalize(text);
        if (!t.isEmpty() && Words.count(t) <= NAME_MAX_WORDS) {
            names.add(Fold.of(t));
        }
    }

    /** og:site_name folded, or null. */
    String siteName() {
        return siteName;
    }

    /** Whether the folded text is one of the site's names: og:site_name, a link home's text, a logo, the host. */
    boolean isName(String folded) {
        if (folded.isEmpty()) {
            return false;
        }
        if (folded.equals(siteName) || names.contains(folded) || folded.equals(hostFolded)) {
            return true;
        }
        for (String label : labels) {
            if (folded.equals(label) || label.length() >= LABEL_MIN_CHARS && folded.length() >= LABEL_MIN_CHARS
                    && (folded.contains(label) && label.length() >= LABEL_COVER * folded.length()
                    || label.contains(folded) && folded.length() >= LABEL_COVER * label.length())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a whole statement of the title (all of {@code <title>}, og:title) names nothing but the site: where the
     * page states og:site_name, only that name or the host; a link home or a logo may carry the article's title
     * (a theme's footer logo with the post's title as its alt text).
     */
    boolean isWholeName(String folded) {
        return siteName == null ? isName(folded) : folded.equals(siteName) || folded.equals(hostFolded);
    }

    /**
     * Whether a segment of a title names the site: it is one of its names, or it holds og:site_name or lies within it
     * (as {@link SiteNames#headlinePart} has always read og:site_name).
     */
    boolean namedBySegment(String folded) {
        return isName(folded) || siteName != null && !folded.isEmpty()
                && (siteName.contains(folded) || folded.contains(siteName));
    }
}
