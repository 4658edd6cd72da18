package com.newsx.extractor.article.fields.dates;

import com.newsx.extractor.text.DateParser;
import com.newsx.extractor.text.ParsedDate;
import java.time.LocalDate;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The dates a page's URL states. The date in its path ("/2019/01/15/", "/20190115/") is the publish date's; but the
 * URL of an archived or proxied copy holds the original's URL ("web.archive.org/web/20120216182711/http://..."): the
 * publish date is then the original URL's, and the wrapper's timestamp, the capture's, is only the latest date the
 * original can have been published.
 */
public final class UrlDates {
    /** An original URL inside the path of another: "/http://", "/https:/" (as some archives write it). */
    private static final Pattern EMBEDDED_URL = Pattern.compile("(?i)/(https?:/{1,2}[^/].*)$");
    /** The wrapper's capture time right before the embedded URL: 8 to 14 digits with an optional mode ("id_"). */
    private static final Pattern CAPTURE = Pattern.compile("/((?:19|20)\\d{6})\\d{0,6}(?:[a-z]{2}_)?/?$");
    private static final Pattern SCHEME_AND_HOST = Pattern.compile("^[a-zA-Z]+://[^/]*");

    private final DateParser parser;

    public UrlDates(DateParser parser) {
        this.parser = parser;
    }

    /** The publish date in the URL's path (the original's, for an archived copy); empty when none. */
    public Optional<ParsedDate> published(String url) {
        if (url == null) {
            return Optional.empty();
        }
        String path = SCHEME_AND_HOST.matcher(url).replaceFirst("");
        Matcher embedded = EMBEDDED_URL.matcher(path);
        return parser.parseUrl(embedded.find() ? embedded.group(1) : url);
    }

    /** The capture date of an archived copy, after which the original cannot have been published; empty if none. */
    public Optional<LocalDate> capturedOn(String url) {
        if (url == null) {
            return Optional.empty();
        }
        String path = SCHEME_AND_HOST.matcher(url).replaceFirst("");
        Matcher embedded = EMBEDDED_URL.matcher(path);
        if (!embedded.find()) {
            return Optional.empty();
        }
        Matcher capture = CAPTURE.matcher(path.substring(0, embedded.start()));
        if (!capture.find()) {
            return Optional.empty();
        }
        return parser.parseValue(capture.group(1)).map(ParsedDate::date);
    }
}
