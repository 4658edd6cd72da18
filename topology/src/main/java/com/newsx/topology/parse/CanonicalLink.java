package com.newsx.topology.parse;

import com.newsx.extractor.text.ByteScan;
import org.jsoup.parser.Parser;

import java.net.MalformedURLException;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The URL a fetched page names in {@code <link rel="canonical" href="...">}, read from its head's bytes. The
 * extractor's cleaning drops {@code <link>} elements, and a second parse of every article's head would cost more
 * than this scan of its link tags. The head is read as Latin-1 whatever the page's charset (tags and attribute
 * names are ASCII); an href with other bytes is taken only when they are UTF-8, else it is no canonical.
 */
public final class CanonicalLink {
    /** Heads are read this far at most (as FeedLinks reads them). */
    private static final int MAX_HEAD = 256 * 1024;
    /**
     * Longer link tags (a data: icon) are not read: a canonical link is short, and the attribute search costs the
     * square of a tag's longest run of name characters (a 256 KB run held the step for minutes).
     */
    private static final int MAX_TAG = 4096;
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern ATTRIBUTE = Pattern.compile(
            "([a-zA-Z_:][-a-zA-Z0-9_:.]*)\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)'|([^\\s\"'>]+))");

    private CanonicalLink() {
    }

    /** The absolute canonical URL the page names, or null (none, or one that cannot be read). */
    public static String of(byte[] body, String pageUrl) {
        int limit = Math.min(body.length, MAX_HEAD);
        // searched in the bytes: only the link tags of the head (or of the whole prefix, if it has no end) are decoded
        int end = ByteScan.indexOfIgnoreCase(body, "</head", 0, limit);
        if (end < 0) {
            end = limit;
        }
        for (int at = ByteScan.indexOfIgnoreCase(body, "<link", 0, end); at >= 0;
                at = ByteScan.indexOfIgnoreCase(body, "<link", at + 5, end)) {
            int close = ByteScan.indexOf(body, (byte) '>', at, end);
            if (close < 0) {
                break;
            }
            if (close - at > MAX_TAG) {
                continue;
            }
            String tag = new String(body, at + 5, close - at - 5, StandardCharsets.ISO_8859_1);
            String rel = null;
            String href = null;
            Matcher m = ATTRIBUTE.matcher(tag);
            while (m.find()) {
                String name = m.group(1).toLowerCase(Locale.ROOT);
                String value = m.group(2) != null ? m.group(2) : m.group(3) != null ? m.group(3) : m.group(4);
                if (name.equals("rel") && rel == null) {
                    rel = value.toLowerCase(Locale.ROOT);
                } else if (name.equals("href") && href == null) {
                    href = value;
                }
            }
            if (rel != null && href != null && java.util.List.of(SPACES.split(rel.strip())).contains("canonical")) {
                return resolve(pageUrl, href);
            }
        }
        return null;
    }

    private static String resolve(String pageUrl, String rawHref) {
        String href = utf8(Parser.unescapeEntities(rawHref, true).strip());
        if (href == null || href.isEmpty()) {
            return null;
        }
        try {
            String url = new URL(new URL(pageUrl), href).toString();
            return url.startsWith("http://") || url.startsWith("https://") ? url : null;
        } catch (MalformedURLException | IllegalArgumentException e) {
            return null;
        }
    }

    /** The href's Latin-1 characters read back as the UTF-8 bytes they were, or null if they are not UTF-8. */
    private static String utf8(String latin1) {
        if (latin1.chars().allMatch(c -> c < 0x80)) {
            return latin1;
        }
        if (latin1.chars().anyMatch(c -> c > 0xff)) {
            return latin1; // an entity gave a character beyond Latin-1: the text is already characters
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(latin1.getBytes(StandardCharsets.ISO_8859_1))).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
