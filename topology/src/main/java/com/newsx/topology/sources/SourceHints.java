package com.newsx.topology.sources;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.topology.doc.UrlMessage;

import java.io.IOException;

/**
 * A feed's or sitemap's date and title for one link, carried beside the link from the parse step to the outlink
 * writer (one string per link, null for none), then in the URL's message and its crawl-status document.
 */
public final class SourceHints {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SourceHints() {
    }

    /** The entry's hints, or null when it gives neither a date nor a title. */
    public static String of(SourceEntry e) {
        if (!e.dated() && e.title() == null) {
            return null;
        }
        ObjectNode n = JSON.createObjectNode();
        if (e.dated()) {
            n.put("published", e.published());
        }
        if (e.title() != null) {
            n.put("title", e.title());
        }
        return n.toString();
    }

    /** The message with the hints put on it; unchanged for no hints, or hints that do not parse. */
    public static UrlMessage onto(UrlMessage m, String hints) {
        if (hints == null) {
            return m;
        }
        try {
            JsonNode n = JSON.readTree(hints);
            return m.withHints(n.path("published").asLong(-1), n.path("title").asText(null));
        } catch (IOException e) {
            return m;
        }
    }
}
