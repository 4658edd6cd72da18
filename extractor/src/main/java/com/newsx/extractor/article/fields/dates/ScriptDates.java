package com.newsx.extractor.article.fields.dates;

import com.newsx.extractor.text.ParsedDate;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * A publish date in a page's script data outside JSON-LD, where single-page applications and analytics layers keep
 * it: the first property named for the publication ("publishedDate", "first-publication", "pubDate", "uploadDate")
 * whose value is a date. Names of revisions ("lastPublished", "publishedLast", "updatedDate") are not publication's.
 * The last resort of a page that states and shows no date: read only then, and only so much script text.
 */
public final class ScriptDates {
    private static final Pattern PROPERTY = Pattern.compile("\"([A-Za-z_.:-]{0,40})\"\\s*:\\s*\"([^\"\\\\]{6,40})\"");
    private static final Pattern PUBLICATION = Pattern.compile("(?i)publish|publication|pub_?date|upload");
    private static final Pattern REVISION = Pattern.compile("(?i)modif|updat|edit|expir|last|revis|next|end");
    /** Script characters read at most: the state of a large application is megabytes of other things. */
    private static final int MAX_CHARS = 2_000_000;

    private final DateValues values;

    public ScriptDates(DateValues values) {
        this.values = values;
    }

    /** The first publication date in the scripts' data that the test accepts; empty when none. */
    public Optional<ParsedDate> published(List<Element> scripts, Predicate<ParsedDate> plausible) {
        int budget = MAX_CHARS;
        for (Element script : scripts) {
            String data = script.data();
            if (budget <= 0) {
                break;
            }
            if (data.length() > budget) {
                data = data.substring(0, budget);
            }
            budget -= data.length();
            Matcher m = PROPERTY.matcher(data);
            while (m.find()) {
                String name = m.group(1);
                if (PUBLICATION.matcher(name).find() && !REVISION.matcher(name).find()) {
                    Optional<ParsedDate> d = values.parse(m.group(2)).filter(plausible);
                    if (d.isPresent()) {
                        return d;
                    }
                }
            }
        }
        return Optional.empty();
    }
}
