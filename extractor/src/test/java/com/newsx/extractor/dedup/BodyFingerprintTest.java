package com.newsx.extractor.dedup;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BodyFingerprintTest {
    private static final CopyDetection D = CopyDetection.DEFAULTS;
    private static final String ZH = "2019年，龙湖集团即将迎来赴港上市10周年。十年前带领龙湖集团成功赴港上市并跻身内地女首富的吴亚军，"
            + "在前不久召开的中期业绩会上表示，对一家上市公司来说，没有故事就是好故事。不料话音刚落，来自全国各地龙湖楼盘的业主"
            + "就以实际维权行动，将近年来的龙湖故事摆上了台面。多地项目出现质量问题，业主维权不断，公司回应称将积极整改。";
    private static final String ZH_OTHER = "今晚，中国铁路总公司通过官方微博发布辟谣消息称：网传信息不实，铁路12306网站未发生用户信息泄漏。"
            + "铁路部门提醒广大旅客，请通过铁路官方网站和客户端购票，避免非正常渠道购票带来的风险。有网友爆料称，有大量账号"
            + "和联系人数据在暗网低价出售，铁路部门随即作出回应。";

    @Test
    void punctuationSpacingAndWidthDoNotChangeTheShingles() {
        assertArrayEquals(BodyShingles.of("Hello, world: it's a “fine” day.", 2),
                BodyShingles.of("HELLO world -- it's   a \"fine\"\nday", 2));
        assertArrayEquals(BodyShingles.of("新华社北京电，今天天气很好。", 4), BodyShingles.of("新华社北京电, 今天天气很好.", 4));
    }

    @Test
    void chineseIsOneTokenACharacterAndWordsOneAWord() {
        assertEquals(6, BodyShingles.tokens("龙湖集团 Longfor 2019").length);
    }

    @Test
    void aChineseCopyWithACreditLineCutShortIsACopyAndAnotherStoryIsNot() {
        BodyFingerprint original = D.fingerprint(ZH);
        BodyFingerprint copy = D.fingerprint("来源：新华社\n" + ZH.substring(0, ZH.length() * 6 / 10) + "\n责任编辑：王伟");
        assertTrue(D.copies(original, copy), "containment " + original.containment(copy));
        assertFalse(D.copies(original, D.fingerprint(ZH_OTHER)), "containment " + original.containment(D.fingerprint(ZH_OTHER)));
        Set<String> bands = new HashSet<>(D.bands(original));
        assertTrue(D.bands(copy).stream().anyMatch(bands::contains), "a copy shares a band with its original");
    }

    @Test
    void anIdenticalBodyIsContainedWhollyAndSharesEveryBand() {
        BodyFingerprint a = D.fingerprint(ZH);
        assertEquals(1.0, a.containment(D.fingerprint(ZH)));
        assertEquals(D.bands(a), D.bands(D.fingerprint(ZH)));
        assertEquals(64, D.bands(a).size());
    }

    @Test
    void theScriptShortcutsAgreeWithTheScriptTableForEveryCodePoint() {
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            Character.UnicodeScript s = Character.UnicodeScript.of(cp);
            boolean cjk = s == Character.UnicodeScript.HAN || s == Character.UnicodeScript.HIRAGANA
                    || s == Character.UnicodeScript.KATAKANA || s == Character.UnicodeScript.HANGUL;
            assertEquals(cjk, BodyShingles.isCjk(cp), "U+" + Integer.toHexString(cp));
        }
        assertEquals(8, BodyShingles.tokens("Ünïcode words, ASCII 42 and ça: 北京").length);
    }

    @Test
    void shinglesAreDistinctInTheOrderTheyFirstOccur() {
        long[] twice = BodyShingles.of("one two three. one two three.", 2);
        long[] once = BodyShingles.of("one two three one", 2);
        assertArrayEquals(once, twice);
        assertEquals(3, once.length);
        assertEquals(BodyShingles.of("one two", 2)[0], once[0]);
    }

    @Test
    void aShortBodyFillsEveryBinAndOnlyFromItsOwnShingles() {
        // a few dozen shingles in 128 bins: most bins are empty and borrow a value, each from a bin of this body
        String brief = ZH.substring(0, 40);
        BodyFingerprint f = D.fingerprint(brief);
        int n = BodyShingles.of(brief, 4).length;
        assertEquals(n, f.shingles());
        assertTrue(n >= 20 && n < 64, n + " shingles");
        Set<Integer> own = new HashSet<>();
        for (int m : f.mins()) {
            own.add(m);
        }
        assertTrue(own.size() <= n && own.size() > n / 2, own.size() + " distinct values of " + n + " shingles");
        assertFalse(own.contains(Integer.MAX_VALUE), "no bin left empty");
        assertEquals(f, D.fingerprint(brief), "the same body, the same fingerprint");
    }

    @Test
    void theSignatureEstimatesJaccardSimilarity() {
        // 2000 word tokens each, half of the shingles shared: Jaccard 1/3
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            a.append(" w").append(i);
            b.append(" w").append(i);
        }
        for (int i = 0; i < 1000; i++) {
            a.append(" a").append(i);
            b.append(" b").append(i);
        }
        BodyFingerprint fa = BodyFingerprint.of(a.toString(), 1, 512);
        BodyFingerprint fb = BodyFingerprint.of(b.toString(), 1, 512);
        assertEquals(1.0 / 3, fa.jaccard(fb), 0.07); // about 3.5 standard deviations at 512 bins
        assertEquals(0.5, fa.containment(fb), 0.1);
    }

    @Test
    void aBriefBodyIsNotMatched() {
        BodyFingerprint brief = D.fingerprint("Markets closed higher today.");
        assertFalse(D.copies(brief, brief));
        assertEquals(List.of(), D.bands(brief));
    }
}
