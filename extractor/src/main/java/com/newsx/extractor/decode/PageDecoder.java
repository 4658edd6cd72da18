package com.newsx.extractor.decode;

import org.mozilla.universalchardet.UniversalDetector;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Decodes page bytes. Order of evidence: byte-order mark, HTTP Content-Type, {@code <meta>} declaration,
 * then detection. A declaration is trusted only when the bytes agree with it: strict UTF-8 with multibyte
 * sequences is UTF-8 whatever the page says, and a declaration that produces many replacement characters is
 * overruled by detection. Legacy names are widened to their supersets (GB2312/GBK to GB18030, Latin-1 to
 * windows-1252), as browsers do.
 */
public final class PageDecoder {
    private final int metaPrescanBytes;
    private final double maxReplacementRatio;

    public PageDecoder(DecodeSettings settings) {
        this.metaPrescanBytes = settings.metaPrescanBytes();
        this.maxReplacementRatio = settings.declaredMaxReplacementRatio();
    }

    /** Decodes bytes; {@code contentType} is the HTTP header value or null. */
    public DecodedPage decode(byte[] bytes, String contentType) {
        PageCharset c = charsetOf(bytes, contentType);
        return new DecodedPage(new String(bytes, c.offset(), bytes.length - c.offset(), c.charset()), c.charset(),
                c.how());
    }

    /**
     * The charset to read the bytes with. UTF-8 and ASCII pages (nearly all) are settled by a scan of the
     * bytes; only a legacy declaration is checked by decoding, and only undeclared legacy pages are detected.
     */
    public PageCharset charsetOf(byte[] bytes, String contentType) {
        Charset bom = byteOrderMark(bytes);
        if (bom != null) {
            return new PageCharset(bom, "bom", bom.equals(StandardCharsets.UTF_8) ? 3 : 2);
        }
        Utf8.Kind utf8 = Utf8.scan(bytes, 0);
        if (utf8 == Utf8.Kind.VALID_MULTIBYTE) {
            // A legacy CJK or Latin text practically never forms valid multibyte UTF-8 throughout.
            return new PageCharset(StandardCharsets.UTF_8, "utf8-valid", 0);
        }
        String declared = CharsetDeclaration.fromContentType(contentType);
        String how = "header";
        if (declared == null) {
            declared = CharsetDeclaration.fromMeta(bytes, metaPrescanBytes);
            how = "declared";
        }
        Charset declaredCharset = superset(declared);
        if (declaredCharset != null) {
            if (utf8 == Utf8.Kind.ASCII && isAsciiCompatible(declaredCharset)) {
                return new PageCharset(declaredCharset, how, 0); // ASCII reads the same in it
            }
            if (replacementRatio(new String(bytes, declaredCharset)) <= maxReplacementRatio) {
                return new PageCharset(declaredCharset, how, 0);
            }
        }
        if (utf8 == Utf8.Kind.ASCII) {
            return new PageCharset(StandardCharsets.UTF_8, "ascii", 0);
        }
        Charset detected = detect(bytes);
        if (detected != null) {
            return new PageCharset(detected, "detected", 0);
        }
        return new PageCharset(Charset.forName("windows-1252"), "fallback", 0);
    }

    private static final byte[] ASCII_PROBE = "<script src='x'>\"a=b/c-d!e\"</SCRIPT>\n\t".getBytes(
            StandardCharsets.US_ASCII);
    private static final Map<Charset, Boolean> ASCII_COMPATIBLE = new ConcurrentHashMap<>();

    /**
     * Whether markup reads the same byte for byte in the charset as in ASCII, and no multibyte character can
     * hold a '&lt;', '&gt;' or quote byte: true of UTF-8, GB18030, Big5, Shift_JIS, EUC and the single-byte
     * charsets; false of UTF-16/32 and the escape-switched ISO-2022 family. Such bytes can be scanned for tags
     * before decoding.
     */
    public static boolean isAsciiCompatible(Charset charset) {
        return ASCII_COMPATIBLE.computeIfAbsent(charset, c -> {
            String name = c.name().toUpperCase(Locale.ROOT);
            if (name.startsWith("ISO-2022") || name.startsWith("UTF-16") || name.startsWith("UTF-32")
                    || name.startsWith("X-UTF-16") || name.startsWith("X-UTF-32") || name.contains("UTF-7")
                    || !c.canEncode()) {
                return false;
            }
            return Arrays.equals(ASCII_PROBE,
                    new String(ASCII_PROBE, StandardCharsets.US_ASCII).getBytes(c));
        });
    }

    /** juniversalchardet over the bytes; null when it cannot tell. */
    static Charset detect(byte[] bytes) {
        UniversalDetector detector = new UniversalDetector();
        detector.handleData(bytes, 0, bytes.length);
        detector.dataEnd();
        return superset(detector.getDetectedCharset());
    }

    /** The charset a browser would really use for a declared name; null if unknown. */
    static Charset superset(String name) {
        if (name == null || name.isBlank()) {
            return null;
        }
        String n = name.toLowerCase(Locale.ROOT).trim();
        String mapped = switch (n) {
            case "gb2312", "gbk", "gb_2312-80", "x-gbk", "cp936", "euc-cn", "hz-gb-2312" -> "GB18030";
            case "big5", "big5-hkscs", "x-euc-tw" -> "Big5-HKSCS";
            case "shift_jis", "shift-jis", "sjis", "x-sjis", "ms_kanji" -> "windows-31j";
            case "iso-8859-1", "latin1", "latin-1", "us-ascii", "ascii" -> "windows-1252";
            case "utf8", "unicode-1-1-utf-8" -> "UTF-8";
            default -> n;
        };
        try {
            return Charset.forName(mapped);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Length of the byte-order mark the bytes start with: 3 for UTF-8, 2 for UTF-16, else 0. */
    public static int byteOrderMarkLength(byte[] bytes) {
        Charset bom = byteOrderMark(bytes);
        return bom == null ? 0 : bom.equals(StandardCharsets.UTF_8) ? 3 : 2;
    }

    private static Charset byteOrderMark(byte[] b) {
        if (b.length >= 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF) {
            return StandardCharsets.UTF_8;
        }
        if (b.length >= 2 && (b[0] & 0xFF) == 0xFE && (b[1] & 0xFF) == 0xFF) {
            return StandardCharsets.UTF_16BE;
        }
        if (b.length >= 2 && (b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xFE) {
            return StandardCharsets.UTF_16LE;
        }
        return null;
    }

    private static double replacementRatio(String text) {
        int nonAscii = 0;
        int bad = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                nonAscii++;
                if (c == '\uFFFD') {
                    bad++;
                }
            }
        }
        return nonAscii == 0 ? 0 : (double) bad / nonAscii;
    }
}
