package com.newsx.topology.fetch;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BodyReaderDecodeTest {
    private static byte[] gzip(byte[] plain) throws Exception {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(buf)) {
            gz.write(plain);
        }
        return buf.toByteArray();
    }

    @Test
    void aBodyInflatingPastTheCapFailsForPagesAndGivesItsFirstPartForRobots() throws Exception {
        byte[] plain = "Disallow: /x/\n".repeat(200_000).getBytes(StandardCharsets.US_ASCII);
        byte[] zipped = gzip(plain);
        BodyReader.Abort a = assertThrows(BodyReader.Abort.class, () -> BodyReader.decode(zipped, "gzip", 524_288));
        assertEquals(FetchResult.Status.TOO_LARGE, a.status);
        byte[] first = BodyReader.decode(zipped, "gzip", 524_288, true);
        assertEquals(524_288, first.length);
        assertTrue(Arrays.equals(Arrays.copyOf(plain, 524_288), first));
    }

    @Test
    void aCompressedBodyCutShortFailsForPagesAndGivesWhatInflatedForRobots() throws Exception {
        StringBuilder file = new StringBuilder("User-agent: *\nDisallow: /secret/\n");
        for (int i = 0; i < 20_000; i++) {
            file.append("Disallow: /p").append(i * 7919 % 100_003).append("/\n");
        }
        byte[] plain = file.toString().getBytes(StandardCharsets.US_ASCII);
        byte[] zipped = gzip(plain);
        byte[] cut = Arrays.copyOf(zipped, zipped.length / 2);
        assertThrows(BodyReader.Abort.class, () -> BodyReader.decode(cut, "gzip", 524_288));
        byte[] part = BodyReader.decode(cut, "gzip", 524_288, true);
        assertTrue(part.length > 0 && part.length < plain.length, "length " + part.length);
        assertTrue(new String(part, StandardCharsets.US_ASCII).startsWith("User-agent: *\nDisallow: /secret/\n"));
    }
}
