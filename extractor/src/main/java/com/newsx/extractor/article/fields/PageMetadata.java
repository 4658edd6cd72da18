package com.newsx.extractor.article.fields;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * What a page says about itself outside its visible text: {@code <title>}, Open Graph and article:* meta
 * tags, common publish-date and author meta names, itemprop values and JSON-LD.
 *
 * @param htmlTitle      the {@code <title>} text
 * @param ogTitle        og:title or twitter:title
 * @param headline       the JSON-LD headline
 * @param siteName       og:site_name, application-name or the JSON-LD publisher
 * @param publishedTimes raw published-time values, most trusted first: the JSON-LD article's, the meta tags', the
 *                       microdata's (itemprop datePublished, dateCreated, uploadDate), another JSON-LD object's
 * @param declaredTimes  those of them declared in the head's meta tags (a name or property such as
 *                       article:published_time; not JSON-LD, nor microdata in the body), which every reader of the
 *                       page's head sees, sharing cards included
 * @param modifiedTimes  raw modified-time values, a last resort when nothing states the publish time
 * @param authors        author names from meta tags and JSON-LD, most trusted first
 * @param persons        the JSON-LD authors typed Person (a person even when the site bears their name)
 * @param source         a "source" meta value
 */
record PageMetadata(String htmlTitle, String ogTitle, String headline, String siteName,
                    List<String> publishedTimes, List<String> declaredTimes, List<String> modifiedTimes,
                    List<String> authors, List<String> persons, String source) {

    /** Meta names/properties that carry the publish time, in order of trust. */
    private static final List<String> TIME_KEYS = List.of("article:published_time", "og:published_time",
            "og:article:published_time", "datepublished", "publishdate", "publish_date", "publish-date",
            "pubdate", "pub_date", "publication_date", "publishtime", "publish_time", "dc.date.issued",
            "dc.date", "dcterms.created", "sailthru.date", "parsely-pub-date", "article.published",
            "originalpublicationdate", "dcterms.issued", "dcterms.date", "dc.date.created", "datecreated",
            "uploaddate", "date", "created");
    private static final Set<String> MODIFIED_KEYS = Set.of("article:modified_time", "og:updated_time",
            "datemodified", "dateupdate", "lastmod", "last-modified", "dc.date.modified");
    private static final List<String> AUTHOR_KEYS = List.of("article:author", "author", "dc.creator",
            "sailthru.author", "parsely-author", "byl", "og:article:author");
    private static final Set<String> SOURCE_KEYS = Set.of("source", "mediaid", "og:source");
    /**
     * A meta name no list foresees that still says "published date" in the site's own words ("w-published-date",
     * "cms.publish-time", "article:published", a photo site's "...:uploaded"): a publish time, trusted after every
     * known key.
     */
    private static final java.util.regex.Pattern PUBLISH_NAME = java.util.regex.Pattern.compile(
            "(?:^|[-_.:])(?:(?:publish(?:ed)?|pub|upload(?:ed)?)[-_.]?(?:date|time)|published|uploaded)$");

    /**
     * The page's metadata; a meta tag whose name merely looks like a publish date ({@link #PUBLISH_NAME}) counts as
     * one, after the known keys.
     */
    static PageMetadata read(PageElements page, JsonLdReader.Facts ld) {
        String title = null;
        Element titleEl = page.title;
        if (titleEl != null) {
            title = statement(PageText.normalize(titleEl.text()));
        }
        String og = null;
        String site = null;
        String source = null;
        String[] times = new String[TIME_KEYS.size()];
        String namedTime = null;
        String[] declared = new String[TIME_KEYS.size()];
        String declaredNamed = null;
        String[] authors = new String[AUTHOR_KEYS.size()];
        List<String> modified = new ArrayList<>();
        if (ld.dateModified() != null) {
            modified.add(ld.dateModified());
        }
        for (Element meta : page.metas) {
            if (!meta.hasAttr("content")) {
                continue;
            }
            String key = (meta.hasAttr("property") ? meta.attr("property")
                    : meta.hasAttr("name") ? meta.attr("name") : meta.attr("itemprop")).toLowerCase(Locale.ROOT).trim();
            String value = PageText.normalize(meta.attr("content"));
            if (value.isEmpty() || key.isEmpty()) {
                continue;
            }
            if ((key.equals("og:title") || key.equals("twitter:title")) && og == null) {
                og = statement(value);
            } else if ((key.equals("og:site_name") || key.equals("application-name")) && site == null) {
                site = value;
            } else if (SOURCE_KEYS.contains(key) && source == null) {
                source = value;
            }
            if (MODIFIED_KEYS.contains(key)) {
                modified.add(value);
            }
            int t = TIME_KEYS.indexOf(key);
            // a name or property is declared in the head for every reader; an itemprop is the body's microdata
            boolean declaredKey = meta.hasAttr("property") || meta.hasAttr("name");
            boolean named = t < 0 && (namedTime == null || declaredKey && declaredNamed == null)
                    && PUBLISH_NAME.matcher(key).find();
            if (t >= 0 && times[t] == null) {
                times[t] = value;
            } else if (named && namedTime == null) {
                namedTime = value;
            }
            if (declaredKey && t >= 0 && declared[t] == null) {
                declared[t] = value;
            } else if (declaredKey && named && declaredNamed == null) {
                declaredNamed = value;
            }
            int a = AUTHOR_KEYS.indexOf(key);
            if (a >= 0 && authors[a] == null) {
                authors[a] = value;
            }
        }
        List<String> timeList = new ArrayList<>();
        if (ld.datePublished() != null) {
            timeList.add(ld.datePublished());
        }
        for (String t : times) {
            if (t != null) {
                timeList.add(t);
            }
        }
        if (namedTime != null) {
            timeList.add(namedTime);
        }
        for (boolean published : new boolean[] {true, false}) { // datePublished before dateCreated and uploadDate
            for (Element e : page.itempropDates) {
                String v = e.hasAttr("content") ? e.attr("content") : e.hasAttr("datetime") ? e.attr("datetime") : "";
                if (!v.isBlank() && published == e.attr("itemprop").equals("datePublished")) {
                    timeList.add(v.trim());
                }
            }
        }
        if (ld.pageDatePublished() != null) {
            timeList.add(ld.pageDatePublished()); // a WebPage's or media object's: after what the article states
        }
        List<String> authorList = new ArrayList<>(ld.authors());
        for (String a : authors) {
            if (a != null) {
                authorList.add(a);
            }
        }
        List<String> declaredList = new ArrayList<>();
        for (String t : declared) {
            if (t != null) {
                declaredList.add(t);
            }
        }
        if (declaredNamed != null) {
            declaredList.add(declaredNamed);
        }
        return new PageMetadata(title, og, statement(ld.headline()), site != null ? site : ld.publisher(),
                List.copyOf(timeList), List.copyOf(declaredList), List.copyOf(modified), List.copyOf(authorList),
                ld.persons(), source);
    }

    /** A statement of the title, or null when it is markup read as text (never a title). */
    private static String statement(String s) {
        return MarkupText.looksLikeMarkup(s) ? null : s;
    }
}
