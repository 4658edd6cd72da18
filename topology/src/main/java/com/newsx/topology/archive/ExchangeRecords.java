package com.newsx.topology.archive;

import org.netpreserve.jwarc.MediaType;
import org.netpreserve.jwarc.MessageVersion;
import org.netpreserve.jwarc.WarcDigest;
import org.netpreserve.jwarc.WarcRecord;
import org.netpreserve.jwarc.WarcRequest;
import org.netpreserve.jwarc.WarcResponse;
import org.netpreserve.jwarc.WarcTruncationReason;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A fetch's request and response as WARC/1.1 records. The client gives no raw bytes, so both HTTP messages are
 * rebuilt from what it sent and received ({@link Exchange}); the response's payload is the body as the crawl kept it,
 * decoded from its Content-Encoding and de-chunked. As Common Crawl does for the same reason, the headers that
 * describe the bytes on the wire rather than the payload stored (Content-Encoding, Transfer-Encoding, Content-Length)
 * are kept under {@code X-Crawler-} names, and a Content-Length of the payload stored is added, so that every record
 * reads back as it says. The response carries the block and payload digests (SHA-1, base 32), the address connected
 * to, and {@code WARC-Truncated} where the payload is not the whole body sent; the request names the response as
 * concurrent.
 */
public final class ExchangeRecords {
    /** Headers about the transfer, not the payload: renamed with {@link #RENAMED} in front. */
    private static final Set<String> TRANSFER = Set.of("content-encoding", "transfer-encoding", "content-length");
    static final String RENAMED = "X-Crawler-";

    private ExchangeRecords() {
    }

    /** The request record, then the response record. */
    public static List<WarcRecord> of(Capture c) {
        Exchange x = c.exchange();
        Instant date = Instant.ofEpochMilli(x.sentAt() > 0 ? x.sentAt() : System.currentTimeMillis());
        byte[] payload = c.payload() == null ? new byte[0] : c.payload();
        byte[] head = responseHead(x, payload.length);
        // the block is read from the head and the page as they are: a page is never copied to be archived
        ArraysChannel block = new ArraysChannel(head, payload);
        WarcResponse.Builder rb = new WarcResponse.Builder(c.url()).version(MessageVersion.WARC_1_1).date(date)
                .body(MediaType.HTTP_RESPONSE, block, block.length())
                .blockDigest(sha1(head, payload))
                .payloadDigest(sha1(payload))
                .truncated(truncation(c));
        if (x.peer() != null) {
            rb.ipAddress(x.peer());
        }
        WarcResponse res = rb.build();
        byte[] request = requestHead(x, c.url());
        WarcRequest.Builder qb = new WarcRequest.Builder(c.url()).version(MessageVersion.WARC_1_1).date(date)
                .body(MediaType.HTTP_REQUEST, request)
                .blockDigest(sha1(request))
                .concurrentTo(res.id());
        if (x.peer() != null) {
            qb.ipAddress(x.peer());
        }
        return List.of(qb.build(), res);
    }

    /**
     * Whether the payload is the whole body: not when it was over the cap, when a body the crawl does not keep (an
     * error's, a redirect's) was declared, or when a body declared longer than the one kept was cut (robots.txt at
     * its cap).
     */
    static WarcTruncationReason truncation(Capture c) {
        Exchange x = c.exchange();
        if (c.overCap()) {
            return WarcTruncationReason.LENGTH;
        }
        long declared = declaredLength(x);
        if (c.payload() == null) {
            boolean bodyDeclared = declared > 0 || x.responseHeader("Transfer-Encoding") != null;
            return bodyDeclared && hasBody(x.status()) ? WarcTruncationReason.UNSPECIFIED
                    : WarcTruncationReason.NOT_TRUNCATED;
        }
        // a decoded payload's length says nothing of the encoded one's
        return x.responseHeader("Content-Encoding") == null && declared > c.payload().length
                ? WarcTruncationReason.LENGTH : WarcTruncationReason.NOT_TRUNCATED;
    }

    private static boolean hasBody(int status) {
        return status >= 200 && status != 204 && status != 304;
    }

    private static long declaredLength(Exchange x) {
        String v = x.responseHeader("Content-Length");
        try {
            return v == null ? -1 : Long.parseLong(v.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The request line and headers; a Host header rebuilt from the URL if the client's list has none. */
    static byte[] requestHead(Exchange x, String url) {
        StringBuilder b = new StringBuilder();
        b.append(x.method()).append(' ').append(x.requestTarget()).append(' ').append(x.protocol()).append("\r\n");
        boolean host = false;
        for (Exchange.Header h : x.requestHeaders()) {
            host |= h.name().equalsIgnoreCase("Host");
            line(b, h.name(), h.value());
        }
        if (!host) {
            line(b, "Host", hostOf(url));
        }
        b.append("\r\n");
        return b.toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    /** The status line and headers, the transfer's headers renamed and the stored payload's length given. */
    static byte[] responseHead(Exchange x, int payloadLength) {
        StringBuilder b = new StringBuilder();
        b.append(x.responseProtocol()).append(' ').append(x.status());
        if (!x.reason().isEmpty()) {
            b.append(' ').append(x.reason());
        }
        b.append("\r\n");
        for (Exchange.Header h : x.responseHeaders()) {
            boolean transfer = TRANSFER.contains(h.name().toLowerCase(Locale.ROOT));
            line(b, transfer ? RENAMED + h.name() : h.name(), h.value());
        }
        line(b, "Content-Length", String.valueOf(payloadLength));
        b.append("\r\n");
        return b.toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    /** A header line; a line break inside a value (never sent, but never trusted) would end the head early. */
    private static void line(StringBuilder b, String name, String value) {
        b.append(name).append(": ").append(value.replace('\r', ' ').replace('\n', ' ')).append("\r\n");
    }

    /** The authority of an absolute URL (host and any port), for a rebuilt Host header. */
    static String hostOf(String url) {
        int start = url.indexOf("://");
        start = start < 0 ? 0 : start + 3;
        int end = start;
        while (end < url.length() && "/?#".indexOf(url.charAt(end)) < 0) {
            end++;
        }
        String authority = url.substring(start, end);
        int at = authority.lastIndexOf('@');
        return at < 0 ? authority : authority.substring(at + 1);
    }

    /** The SHA-1 of the parts one after the other; the thread's digest is reused (it resets once read). */
    static WarcDigest sha1(byte[]... parts) {
        MessageDigest d = SHA1.get();
        for (byte[] p : parts) {
            d.update(p);
        }
        return new WarcDigest(d);
    }

    private static final ThreadLocal<MessageDigest> SHA1 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-1 is part of every JDK", e);
        }
    });
}
