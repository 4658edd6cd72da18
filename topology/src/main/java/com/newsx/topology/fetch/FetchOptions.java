package com.newsx.topology.fetch;

/**
 * What a fetch asks beyond its URL: the validators of the last answer, sent as If-None-Match and
 * If-Modified-Since so an unchanged source answers 304; and whether the URL is a source (a feed or sitemap),
 * whose XML, RSS, Atom and gzip answers are taken rather than refused as not HTML, under a cap of its own.
 *
 * @param etag           the last ETag, or null
 * @param lastModified   the last Last-Modified, or null
 * @param sourceMaxBytes a source's size cap; 0 for a page (HTML only, fetch.max-bytes)
 */
public record FetchOptions(String etag, String lastModified, long sourceMaxBytes) {
    /** A page fetched as before: HTML only, unconditional. */
    public static final FetchOptions PAGE = new FetchOptions(null, null, 0);

    public boolean source() {
        return sourceMaxBytes > 0;
    }

    public boolean conditional() {
        return etag != null || lastModified != null;
    }
}
