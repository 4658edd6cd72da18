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
    void aBriefBodyIsNotMatched() {
        BodyFingerprint brief = D.fingerprint("Markets closed higher today.");
        assertFalse(D.copies(brief, brief));
        assertEquals(List.of(), D.bands(brief));
    }
}
