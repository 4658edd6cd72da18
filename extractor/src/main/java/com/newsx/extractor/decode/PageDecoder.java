package com.newsx.extractor.decode;

import com.newsx.extractor.config.ExtractorConfig;
import org.mozilla.universalchardet.UniversalDetector;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

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

    public PageDecoder(ExtractorConfig config) {
        this.metaPrescanBytes = config.getInt("decode.meta.prescan.bytes");
        this.maxReplacementRatio = config.getDouble("decode.declared.max.replacement.ratio");
    }

    /** Decodes bytes; {@code contentType} is the HTTP header value or null. */
    public DecodedPage decode(byte[] bytes, String contentType) {
        Charset bom = byteOrderMark(bytes);
        if (bom != null) {
            int skip = bom.equals(StandardCharsets.UTF_8) ? 3 : 2;
            return new DecodedPage(new String(bytes, skip, bytes.length - skip, bom), bom, "bom");
        }
        // Decoding as UTF-8 first is the JDK's fastest path; no replacement character means the bytes were
        // well-formed UTF-8 (a page that contains U+FFFD itself just takes the slower checks below).
        String asUtf8 = new String(bytes, StandardCharsets.UTF_8);
        boolean wellFormed = asUtf8.indexOf('\uFFFD') < 0;
        Utf8Check utf8 = !wellFormed ? Utf8Check.INVALID
                : asUtf8.length() == bytes.length ? Utf8Check.ASCII : Utf8Check.VALID_MULTIBYTE;
        if (utf8 == Utf8Check.VALID_MULTIBYTE) {
            // A legacy CJK or Latin text practically never forms valid multibyte UTF-8 throughout.
            return new DecodedPage(asUtf8, StandardCharsets.UTF_8, "utf8-valid");
        }
        String declared = CharsetDeclaration.fromContentType(contentType);
        String how = "header";
        if (declared == null) {
            declared = CharsetDeclaration.fromMeta(bytes, metaPrescanBytes);
            how = "declared";
        }
        Charset declaredCharset = superset(declared);
        if (declaredCharset != null) {
            String text = new String(bytes, declaredCharset);
            if (replacementRatio(text) <= maxReplacementRatio) {
                return new DecodedPage(text, declaredCharset, how);
            }
        }
        if (utf8 == Utf8Check.ASCII) {
            return new DecodedPage(asUtf8, StandardCharsets.UTF_8, "ascii");
        }
        Charset detected = detect(bytes);
        if (detected != null) {
            return new DecodedPage(new String(bytes, detected), detected, "detected");
        }
        Charset fallback = Charset.forName("windows-1252");
        return new DecodedPage(new String(bytes, fallback), fallback, "fallback");
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

    enum Utf8Check { ASCII, VALID_MULTIBYTE, INVALID }

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
