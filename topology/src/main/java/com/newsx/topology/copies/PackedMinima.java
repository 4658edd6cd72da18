package com.newsx.topology.copies;

import java.nio.ByteBuffer;
import java.util.Base64;

/**
 * A signature's minima as one value ({@code copy_signature}, a binary field): base64 of 4 big-endian bytes each, 684
 * characters for 128 minima. A lookup reads it from doc values, without the document's source (whose body
 * Elasticsearch would otherwise load and parse for every candidate), and the client reads one string instead of 128
 * numbers.
 */
final class PackedMinima {
    private PackedMinima() {
    }

    static String pack(int[] mins) {
        ByteBuffer b = ByteBuffer.allocate(mins.length * 4);
        for (int m : mins) {
            b.putInt(m);
        }
        return Base64.getEncoder().encodeToString(b.array());
    }

    /** The minima, or null when {@code text} is not a packing of them (a damaged or foreign value). */
    static int[] unpack(String text) {
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (bytes.length == 0 || bytes.length % 4 != 0) {
            return null;
        }
        ByteBuffer b = ByteBuffer.wrap(bytes);
        int[] mins = new int[bytes.length / 4];
        for (int i = 0; i < mins.length; i++) {
            mins[i] = b.getInt();
        }
        return mins;
    }
}
