package com.newsx.topology.archive;

import java.net.InetAddress;
import java.util.List;

/**
 * One HTTP exchange as the fetcher's client saw it: the request line and headers as it sent them, the status line
 * and headers as it received them, the address it was connected to and when the request went out. The client
 * (Apache HttpClient 5) hands on parsed messages, never the bytes on the wire, so a record is rebuilt from these
 * ({@link ExchangeRecords}): names, values and their order are as sent and received, the line breaks and spacing are
 * the record's own.
 *
 * @param method          the request method
 * @param requestTarget   the request target as sent (a path and query)
 * @param protocol        the request's protocol, e.g. {@code HTTP/1.1}
 * @param requestHeaders  the request's headers, in the order sent
 * @param responseProtocol the response's protocol, e.g. {@code HTTP/1.1} or {@code HTTP/2.0}
 * @param status          the response's status code
 * @param reason          its reason phrase (may be empty)
 * @param responseHeaders the response's headers, in the order received
 * @param peer            the address the connection went to; null when unknown (a proxy's: the proxy resolved the
 *                        name, so where the page came from is not known)
 * @param sentAt          when the request went out (epoch ms), or -1 if unknown
 */
public record Exchange(String method, String requestTarget, String protocol, List<Header> requestHeaders,
                       String responseProtocol, int status, String reason, List<Header> responseHeaders,
                       InetAddress peer, long sentAt) {
    /** A header line: its name and value as they were. */
    public record Header(String name, String value) {
    }

    public Exchange {
        requestHeaders = List.copyOf(requestHeaders);
        responseHeaders = List.copyOf(responseHeaders);
        reason = reason == null ? "" : reason;
    }

    /** The first value of a response header, by name in any case; null if it has none. */
    public String responseHeader(String name) {
        for (Header h : responseHeaders) {
            if (h.name().equalsIgnoreCase(name)) {
                return h.value();
            }
        }
        return null;
    }
}
