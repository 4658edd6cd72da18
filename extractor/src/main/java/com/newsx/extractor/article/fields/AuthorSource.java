package com.newsx.extractor.article.fields;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The places a page names its author, by their names in {@code byline.author-precedence}: the byline finder takes
 * the author from the first of the configured places that names one.
 */
enum AuthorSource {
    /** A labelled byline by the headline: 作者/记者/By X, a reporter in brackets in the lead ("（记者 X）"). */
    LABELLED("labelled", false),
    /** An element marked as the author's by the headline (rel/itemprop/class author, byline). */
    MARKED("marked", false),
    /** A labelled byline further below, within the far window (采写：X closing the article), not in comments. */
    LABELLED_BELOW("labelled-below", false),
    /** The 来源 source labelled by the headline: without a byline the author is the source. */
    SOURCE("source", false),
    /**
     * A structured author (JSON-LD, meta author) that does not merely name the site, or is typed Person: the page's
     * own statement, it goes before a name merely standing beside the dateline (a category, "On behalf of ...", a
     * date label).
     */
    METADATA("metadata", false),
    /** A name standing beside the dateline without a label (a source or account name). */
    BESIDE_DATE("beside-date", false),
    /** An author-marked element anywhere on the page: an author box under the story, a rel=author in a sidebar. */
    MARKED_ANYWHERE("marked-anywhere", true),
    /** A 来源 source labelled further below the headline. */
    SOURCE_BELOW("source-below", false),
    /**
     * No person named anywhere: the site is the author of record (personal sites, company blogs) - a structured
     * author naming the site itself, else {@link #SITE_NAME}.
     */
    METADATA_SITE("metadata-site", true),
    /**
     * The site's name: og:site_name or the JSON-LD publisher up to its first separator, else the site part of
     * {@code <title>}.
     */
    SITE_NAME("site-name", true);

    private final String configName;
    private final boolean fallback;

    AuthorSource(String configName, boolean fallback) {
        this.configName = configName;
        this.fallback = fallback;
    }

    /**
     * Whether an author from here is no evidence of a byline: the site's own name, or an author box far from the
     * headline.
     */
    boolean fallback() {
        return fallback;
    }

    /**
     * The sources named in a comma list, in its order. An unknown or repeated name is an error naming it, and so is
     * a list naming none; a source left out is never consulted.
     */
    static List<AuthorSource> parseList(String list) {
        List<AuthorSource> out = new ArrayList<>();
        Set<AuthorSource> seen = EnumSet.noneOf(AuthorSource.class);
        for (String raw : list.split(",")) {
            String name = raw.trim();
            if (name.isEmpty()) {
                continue;
            }
            AuthorSource source = byName(name);
            if (source == null) {
                throw new IllegalArgumentException("unknown author source '" + name + "' in the author precedence"
                        + " (known: " + knownNames() + ")");
            }
            if (!seen.add(source)) {
                throw new IllegalArgumentException("author source '" + name + "' named twice in the author precedence");
            }
            out.add(source);
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("the author precedence names no author source (known: "
                    + knownNames() + ")");
        }
        return List.copyOf(out);
    }

    private static AuthorSource byName(String name) {
        for (AuthorSource s : values()) {
            if (s.configName.equals(name)) {
                return s;
            }
        }
        return null;
    }

    private static String knownNames() {
        List<String> names = new ArrayList<>();
        for (AuthorSource s : values()) {
            names.add(s.configName);
        }
        return String.join(", ", names);
    }

    @Override
    public String toString() {
        return configName;
    }
}
