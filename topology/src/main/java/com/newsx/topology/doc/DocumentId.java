package com.newsx.topology.doc;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Elasticsearch ids derived from the normalised URL, so a replayed tuple overwrites its document instead of
 * adding a duplicate. A hash keeps ids short (ES caps them at 512 bytes; URLs can be longer).
 */
public final class DocumentId {
    private DocumentId() {
    }

    public static String of(String normalisedUrl) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            byte[] d = sha.digest(normalisedUrl.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 20);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    /** The id of one data record: its page, the region it came from, its row. */
    public static String ofRecord(String normalisedPageUrl, int region, int row) {
        return of(normalisedPageUrl) + "-" + region + "-" + row;
    }
}
