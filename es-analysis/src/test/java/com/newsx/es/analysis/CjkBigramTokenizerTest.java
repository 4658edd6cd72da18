package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.cjk.CJKAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionLengthAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The fused analyzer gives CJKAnalyzer's tokens, attribute for attribute, on random and on real pages' text. */
class CjkBigramTokenizerTest {
    private final Analyzer lucene = new CJKAnalyzer();
    private final Analyzer fused = new CjkBigramAnalyzer();

    /** Every attribute the index reads, per token, and the end state. */
    static List<String> tokens(Analyzer a, String text) throws IOException {
        List<String> out = new ArrayList<>();
        try (TokenStream ts = a.tokenStream("f", text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            OffsetAttribute offset = ts.addAttribute(OffsetAttribute.class);
            PositionIncrementAttribute inc = ts.addAttribute(PositionIncrementAttribute.class);
            PositionLengthAttribute len = ts.addAttribute(PositionLengthAttribute.class);
            TypeAttribute type = ts.addAttribute(TypeAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                out.add(term + " " + type.type() + " " + offset.startOffset() + "-" + offset.endOffset() + " +"
                        + inc.getPositionIncrement() + " /" + len.getPositionLength());
            }
            ts.end();
            out.add("end " + offset.startOffset() + "-" + offset.endOffset() + " +" + inc.getPositionIncrement());
        }
        return out;
    }

    private void same(String text) throws IOException {
        List<String> want = tokens(lucene, text);
        List<String> got = tokens(fused, text);
        if (!want.equals(got)) {
            int i = 0;
            while (i < Math.min(want.size(), got.size()) && want.get(i).equals(got.get(i))) {
                i++;
            }
            int first = i;
            String small = text;
            for (boolean shrunk = true; shrunk; ) { // the shortest piece from either end that still differs
                shrunk = false;
                for (int cut = Math.max(1, small.length() / 2); cut >= 1 && !shrunk; cut /= 2) {
                    for (String t : List.of(small.substring(cut), small.substring(0, small.length() - cut))) {
                        List<String> a = tokens(lucene, t);
                        List<String> b = tokens(fused, t);
                        if (!a.subList(0, a.size() - 1).equals(b.subList(0, b.size() - 1))
                                || !a.equals(b) && want.subList(0, want.size() - 1).equals(got.subList(0, got.size() - 1))) {
                            small = t;
                            shrunk = true;
                            break;
                        }
                    }
                }
            }
            String smallest = small;
            String detail = escape(smallest) + " " + tokens(lucene, smallest) + " vs " + tokens(fused, smallest);
            int from = Math.max(0, i - 3);
            String where = i < want.size() ? want.get(i) : got.get(i);
            int at = where.startsWith("end") ? text.length() : Integer.parseInt(where.split(" ")[2].split("-")[0]);
            assertEquals(want.subList(from, Math.min(want.size(), i + 3)), got.subList(from, Math.min(got.size(), i + 3)),
                    () -> "smallest text that differs: " + detail + "; first difference at token " + first + ", text around it: "
                            + escape(text.substring(Math.max(0, at - 12), Math.min(text.length(), at + 12))));
        }
    }

    @Test
    void chineseEnglishAndMixedText() throws IOException {
        same("新华社北京11月28日电（记者王小明）国务院总理今天在人民大会堂会见了来访的客人。");
        same("The quick brown fox and the lazy dog: 中文 a 字 the 字 and 一二 of 3.14 U.S.A. don't");
        same("字");
        same("字 ");
        same(" 字a字 字，字。");
        same("漢字ひらがなカタカナ한국어 ﾊﾝｶｸｶﾞｷﾞ ＡＢＣ１２３ Ｔｈｅ");
        same("");
        same("   ");
        same("the");
        same("字the字");
        same("字 the 字");
        same("a 字 the");
    }

    @Test
    void ideographsThatUax29JoinsToWhatFollows() throws IOException {
        same("葛\uDB40\uDD00城 字\u0301字 字\u200D字 字\uFE0F字 字\u00AD字 字\u3099字 字\uFF9E字");
        same("\uD840\uDC00\uD840\uDC01字字\uD83D\uDE00字"); // Extension B ideographs and an emoji beside common ones
        same("岜襠\u3099\u2764\uFE0Fcan't字字");
        same("字字\u3099");
    }

    @Test
    void randomTextOfEveryKindGivesTheSameTokens() throws IOException {
        String[] pool = {
            "中", "文", "字", "新", "闻", "网", "报", "道", "\u3400", "\u9FFF", "\u4E00", // common ideographs
            "\uD840\uDC00", "\uD869\uDED6", // Extension B
            "ひ", "ら", "が", "な", "カ", "タ", "ー", "ｶ", "ﾞ", "ﾟ", "ｱ", // kana, half-width kana and sound marks
            "한", "국", "어", // Hangul
            "the", "and", "a", "of", "The", "AND", "www", "news", "x", "i18n", "U.S.A.", "can't", "O'Neil", "_", "__x",
            "3", "42", "3.14", "1,000", "２０２４", "Ａ", "ｂ", "Ｔｈｅ", // words, numbers, full-width forms
            " ", "  ", "\n", "\t", "\u3000", "，", "。", "、", "：", "“", "”", "（", "）", "《", "》", "·", "・",
            ".", ",", "-", "'", "\"", "!", "?", ":", ";", "/", "@", "#", "&", "(", ")", "[", "]",
            "\u0301", "\u200D", "\u200C", "\uFE0F", "\u00AD", "\u3099", "\u309A", "\uDB40\uDD00", "\u200B", "\uFEFF",
            "\uD83D\uDE00", "\uD83D\uDC4D\uD83C\uDFFD", "\u2764\uFE0F", "\uD83C\uDDE8\uD83C\uDDF3", // emoji
            "ก", "ข", "ไทย", "α", "Ω", "ñ", "É", "ß", "ﬁ", "İ", // other scripts and case oddities
            "\uD800", "\uDC00" // lone surrogates
        };
        Random r = new Random(20261128);
        for (int doc = 0; doc < 20_000; doc++) {
            StringBuilder b = new StringBuilder();
            int pieces = r.nextInt(doc % 10 == 0 ? 400 : 40);
            for (int i = 0; i < pieces; i++) {
                // long runs of ideographs, as in Chinese text, and now and then a very long word
                if (r.nextInt(8) == 0) {
                    for (int k = r.nextInt(80); k > 0; k--) {
                        b.append((char) (0x4E00 + r.nextInt(0x5200)));
                    }
                } else if (r.nextInt(200) == 0) {
                    b.append("x".repeat(200 + r.nextInt(200)));
                } else {
                    b.append(pool[r.nextInt(pool.length)]);
                }
            }
            if (b.length() > 0 && Character.isHighSurrogate(b.charAt(b.length() - 1))) {
                b.append(' '); // the chain's tokenizer drops the last buffer of a text ending in one: not copied
            }
            same(b.toString());
        }
    }

    /** Words between white space, as in English text, with the marks and oddities that could join or split them. */
    @Test
    void randomWordsBetweenWhiteSpace() throws IOException {
        String[] words = {"the", "The", "news", "NEWS", "a", "I", "2024", "3", "007", "x".repeat(255), "y".repeat(256),
            "9".repeat(300), "can't", "U.S.", "U.S.A.", "i18n", "42abc", "abc42", "a_b", "_x", "x_", "__", "a:b", "a.b",
            "1.5", "1,000", "a'b", "'tis", "o'", "e-mail", "#", "*", "#1", "@user", "$5", "5%", "&amp;", "…", "’s",
            "naïve", "café", "Ünïcödé", "日本", "字", "ひら", "한국", "\uD83D\uDE00", "\u2764\uFE0F", "\u0301", "\u200D",
            "\u00AD", "\uFF21\uFF22", "ß", "İ", "ﬁ"};
        String[] opening = {"", "", "", "(", "[", "{", "\"", "'", "<", "((", "\"'", "-", "$", "\u201C"};
        String[] closing = {"", "", "", ".", ",", ";", ":", "!", "?", ")", "]", "}", "\"", "'", ">", ".\"", "),",
            "...", "?!", "'s", "-", "%", "\u201D", "\u0301", "\u200D", "\uFE0F"};
        String[] breaks = {" ", " ", " ", "  ", "\n", "\t", "\r\n", " \u0301", "\u00A0", "\u3000", "", "\f"};
        Random r = new Random(20261203);
        for (int doc = 0; doc < 20_000; doc++) {
            StringBuilder b = new StringBuilder();
            for (int i = r.nextInt(doc % 10 == 0 ? 300 : 30); i > 0; i--) {
                b.append(opening[r.nextInt(opening.length)]).append(words[r.nextInt(words.length)])
                        .append(closing[r.nextInt(closing.length)]).append(breaks[r.nextInt(breaks.length)]);
            }
            same(b.toString());
        }
    }

    @Test
    void thePagesOfTheDevSets() throws IOException {
        Path eval = Path.of("..", "..", "shared", "eval");
        int pages = 0;
        for (String set : List.of("articles-zh", "lists", "articles-en")) {
            Path html = eval.resolve(set).resolve("html");
            if (!Files.isDirectory(html)) {
                continue;
            }
            try (Stream<Path> files = Files.list(html)) {
                for (Path f : (Iterable<Path>) files.sorted().limit(60)::iterator) {
                    // the raw page: markup, scripts and text of every kind, decoded leniently
                    same(new String(Files.readAllBytes(f), StandardCharsets.UTF_8));
                    pages++;
                }
            }
        }
        assertTrue(pages > 0 || !Files.isDirectory(eval), "the dev sets are there but no page was read");
    }

    @Test
    void aReusedStreamStartsClean() throws IOException {
        // Elasticsearch reuses an analyzer's components from document to document
        for (String t : List.of("字 a", "字", "ab 漢字", "the", "漢字漢字 the", "字")) {
            same(t);
        }
    }

    private static String escape(String s) {
        StringBuilder b = new StringBuilder();
        s.codePoints().forEach(c -> b.append(c < 0x80 ? Character.toString(c) : String.format("\\u{%x}", c)));
        return b.toString();
    }
}
