package com.newsx.extractor.decode;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Finds a charset name in an HTTP Content-Type value or in the {@code <meta>} tags at the head of a page. */
final class CharsetDeclaration {
    /** {@code charset=NAME} as used both in Content-Type and in http-equiv / {@code <meta charset>}. */
    private static final Pattern CHARSET = Pattern.compile("charset\\s*=\\s*[\"']?\\s*([A-Za-z0-9_:.\\-]+)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern META = Pattern.compile("<meta\\b[^>]*>", Pattern.CASE_INSENSITIVE);

    private CharsetDeclaration() {
    }

    /** The charset named by a Content-Type header value, or null. */
    static String fromContentType(String contentType) {
        if (contentType == null) {
            return null;
        }
        Matcher m = CHARSET.matcher(contentType);
        return m.find() ? m.group(1).toLowerCase(Locale.ROOT) : null;
    }

    /**
     * The charset declared in a {@code <meta>} tag within the first {@code prefixBytes} bytes (HTML5 prescans
     * 1024; real pages put long heads first, so the caller chooses). Bytes are read as Latin-1 so any
     * ASCII-compatible encoding shows its tags.
     */
    static String fromMeta(byte[] bytes, int prefixBytes) {
        String head = new String(bytes, 0, Math.min(bytes.length, prefixBytes), StandardCharsets.ISO_8859_1);
        Matcher meta = META.matcher(head);
        while (meta.find()) {
            Matcher cs = CHARSET.matcher(meta.group());
            if (cs.find()) {
                return cs.group(1).toLowerCase(Locale.ROOT);
            }
        }
        return null;
    }
}
