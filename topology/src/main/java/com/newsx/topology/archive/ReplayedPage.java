package com.newsx.topology.archive;

import java.time.Instant;

/**
 * A response record as the fetch step would have handed its page on: the URL, the body decoded from its
 * Content-Encoding, and the headers the later steps read.
 *
 * @param url          the record's target URI
 * @param date         its WARC-Date: when the page was fetched
 * @param status       the HTTP status
 * @param contentType  the Content-Type header, or null
 * @param body         the payload, decoded
 * @param etag         the ETag header, or null
 * @param lastModified the Last-Modified header, or null
 * @param robotsTag    the X-Robots-Tag headers, one a line, or null
 * @param truncated    the record says its payload is not whole ({@code WARC-Truncated}): what there is was used
 */
public record ReplayedPage(String url, Instant date, int status, String contentType, byte[] body, String etag,
                           String lastModified, String robotsTag, boolean truncated) {
}
