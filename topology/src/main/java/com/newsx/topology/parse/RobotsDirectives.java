package com.newsx.topology.parse;

import com.newsx.extractor.text.ByteScan;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;

/**
 * What a page says about itself to robots: {@code <meta name="robots" content="noindex, nofollow">} (or {@code
 * name="<our agent name>"}) and the {@code X-Robots-Tag} header, whose directives may be meant for one robot
 * ({@code X-Robots-Tag: otherbot: noindex}). noindex: the page is fetched and its links may be followed, but nothing
 * of it is indexed; nofollow: its links are not followed; none is both. Names and values match in any case.
 *
 * @param noindex  do not index the page
 * @param nofollow do not follow its links
 * @param source   where the strongest directive came from ("meta robots", "X-Robots-Tag"), for the status reason
 */
public record RobotsDirectives(boolean noindex, boolean nofollow, String source) {
    public static final RobotsDirectives NONE = new RobotsDirectives(false, false, null);
    /** Directives of X-Robots-Tag that take a value after a colon: such a token names no robot. */
    private static final Set<String> VALUED = Set.of("unavailable_after", "max-snippet", "max-image-preview",
            "max-video-preview");
    /** The head is read up to here at most: meta tags sit near the top. */
    private static final int HEAD_LIMIT = 256 * 1024;

    /** Both sources of a fetched page: the header's value(s) (one per line, null for none) and the page's head. */
    public static RobotsDirectives of(String robotsTagHeader, byte[] body, String agentName) {
        return fromHeader(robotsTagHeader, agentName).and(fromMeta(body, agentName));
    }

    /**
     * X-Robots-Tag: each header (a line of {@code value}) is a comma-separated list of directives; a token
     * {@code name: directive} names the robot the rest of that header is for; directives for other robots are ignored.
     */
    public static RobotsDirectives fromHeader(String value, String agentName) {
        if (value == null || value.isBlank()) {
            return NONE;
        }
        String agent = agentName.toLowerCase(Locale.ROOT);
        boolean noindex = false;
        boolean nofollow = false;
        for (String header : value.split("\n")) {
            boolean ours = true;
            for (String token : header.split(",")) {
                String t = token.strip().toLowerCase(Locale.ROOT);
                int colon = t.indexOf(':');
                if (colon > 0 && !VALUED.contains(t.substring(0, colon).strip())) {
                    String robot = t.substring(0, colon).strip();
                    ours = robot.equals(agent) || robot.equals("*");
                    t = t.substring(colon + 1).strip();
                }
                if (ours) {
                    noindex |= t.equals("noindex") || t.equals("none");
                    nofollow |= t.equals("nofollow") || t.equals("none");
                }
            }
        }
        return noindex || nofollow ? new RobotsDirectives(noindex, nofollow, "X-Robots-Tag") : NONE;
    }

    /**
     * The page's robots meta tags (name "robots" or our agent's name), from its head parsed on its own (the
     * extractor's cleaning drops meta tags). A page without the word "robots" or the agent's name near its top is
     * not parsed again.
     */
    public static RobotsDirectives fromMeta(byte[] body, String agentName) {
        if (body == null || body.length == 0) {
            return NONE;
        }
        // names and directives are ASCII: Latin-1 reads them whatever the page's charset (bar UTF-16). The bytes are
        // searched as that text lower-cased; only the head is read (the meta tags of the body are not the page's),
        // and decoded only when it names robots or the agent, or holds a character reference that might spell them
        int limit = Math.min(body.length, HEAD_LIMIT);
        int end = ByteScan.indexOfIgnoreCase(body, "</head>", 0, limit);
        int headEnd = end < 0 ? limit : end;
        String agent = agentName.toLowerCase(Locale.ROOT);
        if (ByteScan.indexOfIgnoreCase(body, "robots", 0, headEnd) < 0
                && ByteScan.indexOfIgnoreCase(body, agent, 0, headEnd) < 0
                && ByteScan.indexOfIgnoreCase(body, "&#", 0, headEnd) < 0) {
            return NONE;
        }
        String head = new String(body, 0, headEnd, StandardCharsets.ISO_8859_1);
        boolean noindex = false;
        boolean nofollow = false;
        for (Element meta : Jsoup.parse(head).select("meta[name][content]")) {
            String name = meta.attr("name").strip().toLowerCase(Locale.ROOT);
            if (!name.equals("robots") && !name.equals(agent)) {
                continue;
            }
            for (String token : meta.attr("content").toLowerCase(Locale.ROOT).split("[,\\s]+")) {
                noindex |= token.equals("noindex") || token.equals("none");
                nofollow |= token.equals("nofollow") || token.equals("none");
            }
        }
        return noindex || nofollow ? new RobotsDirectives(noindex, nofollow, "meta robots") : NONE;
    }

    /** Both sets of directives: each applies. */
    public RobotsDirectives and(RobotsDirectives other) {
        if (other == NONE || other.equals(NONE)) {
            return this;
        }
        if (this.equals(NONE)) {
            return other;
        }
        return new RobotsDirectives(noindex || other.noindex, nofollow || other.nofollow,
                source.equals(other.source) ? source : source + " and " + other.source);
    }
}
