package com.newsx.extractor.bench;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Turns a real page into a malformed or hostile one, the way the web does: cut short, bytes flipped, nesting up to
 * 100,000 deep, up to a million links, a declared charset that lies, markup torn apart, two pages spliced,
 * a paragraph repeated into megabytes. Deterministic for a seed, so a failing document can be made again.
 */
public final class PageMutator {
    /** The kinds of mutation, in the order {@link #mutate} cycles through them. */
    public static final List<String> KINDS = List.of("truncate", "flip-bytes", "deep-nesting", "many-links",
            "lying-charset", "torn-markup", "splice", "repeat-paragraph", "nested-tables", "control-bytes",
            "unclosed-comment", "huge-attribute", "utf16-bytes", "nul-flood");

    private final Random random;

    public PageMutator(long seed) {
        this.random = new Random(seed);
    }

    /** The {@code n}-th mutant of {@code page}; {@code other} is a second page for splicing. */
    public byte[] mutate(int n, byte[] page, byte[] other) {
        String kind = KINDS.get(n % KINDS.size());
        return switch (kind) {
            case "truncate" -> Arrays.copyOf(page, random.nextInt(Math.max(1, page.length)));
            case "flip-bytes" -> flip(page, 1 + random.nextInt(64));
            case "deep-nesting" -> wrapBody(page, "<div>".repeat(heavy(n) ? 100_000 : 500 + random.nextInt(5_000)), "");
            case "many-links" -> wrapBody(page, links(heavy(n) ? 1_000_000 : 1_000 + random.nextInt(20_000)), "");
            case "lying-charset" -> declare(page, random.nextBoolean() ? "GBK" : random.nextBoolean() ? "utf-16" : "x-nonsense");
            case "torn-markup" -> tear(page);
            case "splice" -> splice(page, other);
            case "repeat-paragraph" -> wrapBody(page, ("<p>" + "Lorem, ipsum. 江城新闻，大桥。".repeat(20) + "</p>")
                    .repeat(heavy(n) ? 10_000 : 100 + random.nextInt(1_000)), "");
            case "nested-tables" -> wrapBody(page, "<table><tr><td>".repeat(heavy(n) ? 10_000 : 100 + random.nextInt(2_000)), "cell");
            case "control-bytes" -> sprinkle(page, new byte[] {0, 1, 7, 8, 11, 12, 27, 127, (byte) 0xFF, (byte) 0xFE});
            case "unclosed-comment" -> concat("<!--".getBytes(StandardCharsets.US_ASCII), page);
            case "huge-attribute" -> wrapBody(page, "<div class=\"" + "x ".repeat(heavy(n) ? 1_000_000 : 1_000 + random.nextInt(50_000))
                    + "\">", "text</div>");
            case "utf16-bytes" -> new String(page, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_16LE);
            case "nul-flood" -> concat(page, new byte[1 << (16 + random.nextInt(5))]);
            default -> throw new IllegalStateException(kind);
        };
    }

    /** One mutant of a kind in 25 takes its extreme form (100,000 deep, a million links, megabytes of text). */
    private static boolean heavy(int n) {
        return (n / KINDS.size()) % 25 == 0;
    }

    public static String kindOf(int n) {
        return KINDS.get(n % KINDS.size());
    }

    private byte[] flip(byte[] page, int count) {
        byte[] b = page.clone();
        for (int i = 0; i < count && b.length > 0; i++) {
            b[random.nextInt(b.length)] = (byte) random.nextInt(256);
        }
        return b;
    }

    private static byte[] wrapBody(byte[] page, String open, String inner) {
        String s = new String(page, StandardCharsets.UTF_8);
        int body = s.indexOf("<body");
        int at = body < 0 ? 0 : Math.max(body, s.indexOf('>', body) + 1);
        return (s.substring(0, at) + open + inner + s.substring(at)).getBytes(StandardCharsets.UTF_8);
    }

    private static String links(int n) {
        StringBuilder sb = new StringBuilder(n * 24);
        for (int i = 0; i < n; i++) {
            sb.append("<a href=/p").append(i).append(">l").append(i).append("</a>");
        }
        return sb.toString();
    }

    private static byte[] declare(byte[] page, String charset) {
        String head = "<meta charset=\"" + charset + "\"><meta http-equiv=Content-Type content=\"text/html; charset="
                + charset + "\">";
        return concat(head.getBytes(StandardCharsets.US_ASCII), page);
    }

    private byte[] tear(byte[] page) {
        byte[] b = page.clone();
        byte target = random.nextBoolean() ? (byte) '>' : (byte) '<';
        for (int i = 0; i < b.length; i++) {
            if (b[i] == target && random.nextInt(3) == 0) {
                b[i] = (byte) (random.nextBoolean() ? ' ' : '"');
            }
        }
        return b;
    }

    private byte[] splice(byte[] page, byte[] other) {
        int a = random.nextInt(Math.max(1, page.length));
        int c = random.nextInt(Math.max(1, other.length));
        return concat(Arrays.copyOf(page, a), Arrays.copyOfRange(other, c, other.length));
    }

    private byte[] sprinkle(byte[] page, byte[] bytes) {
        byte[] b = page.clone();
        for (int i = 0; i < 200 && b.length > 0; i++) {
            b[random.nextInt(b.length)] = bytes[random.nextInt(bytes.length)];
        }
        return b;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(a.length + b.length);
        out.writeBytes(a);
        out.writeBytes(b);
        return out.toByteArray();
    }
}
