package com.newsx.extractor.article.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.newsx.extractor.article.fields.BylinePatterns.Field;
import com.newsx.extractor.article.fields.BylinePatterns.Role;
import java.util.List;
import org.junit.jupiter.api.Test;

class BylinePatternsTest {
    private static String value(String line, Role role) {
        return BylinePatterns.fields(line).stream().filter(f -> f.role() == role).map(Field::value)
                .findFirst().orElse(null);
    }

    @Test
    void readsSourceAndAuthorOnOneLine() {
        String line = "2019-09-07 13:43:45 来源：新京报 作者：张三 责任编辑：杨倩_NF4425";
        assertEquals("新京报", value(line, Role.SOURCE));
        assertEquals("张三", value(line, Role.AUTHOR));
        assertEquals("杨倩", value(line, Role.EDITOR), "the staff code is not part of the editor's name");
    }

    @Test
    void readsReporterInTheLead() {
        List<Field> f = BylinePatterns.fields("新京报快讯（记者 裴剑飞）今日（12月28日）有网友爆料");
        assertEquals("裴剑飞", f.get(0).value());
        assertTrue(f.get(0).parenthesized());
        assertEquals("陈智", value("长江网10月4日讯（记者陈智 整合）", Role.AUTHOR));
    }

    @Test
    void dropsTitlesAndWorkWordsAroundNames() {
        assertEquals("林子沛", value("采写：南都见习记者 林子沛", Role.AUTHOR));
        assertEquals("陆一夫", value("新京报记者 陆一夫", Role.AUTHOR));
        assertEquals("路闻卓立", value("原创： 路闻卓立编译 人民币交易与研究", Role.AUTHOR));
        assertEquals("人民网-文化频道", value("来源：人民网-文化频道 原创稿", Role.SOURCE));
        assertEquals("新浪财经-自媒体综合", BylinePatterns.clean("新浪财经-自媒体综合", Role.SOURCE),
                "综合 attached to a name is part of it");
    }

    @Test
    void ignoresClausesPhotoCreditsAndOtherSources() {
        assertNull(value("记者注意到，从五大5G芯片企业的主打产品来看", Role.AUTHOR));
        assertNull(value("《红周刊》记者向龙湖集团相关负责人核实相关项目的整改情况，但截至发稿前", Role.AUTHOR));
        assertNull(value("资料图：市民在寒冷天气中出行。中新社记者 贾天勇 摄", Role.AUTHOR));
        assertNull(value("图片来源：未来科学大奖官网", Role.SOURCE));
        assertNull(value("这是小温出来自驾游的暑假", Role.SOURCE), "来自 without a colon is the word 'from'");
        assertNull(value("作者最新文章", Role.AUTHOR));
        assertNull(value("作者：未知", Role.AUTHOR));
    }

    @Test
    void readsEnglishBylines() {
        assertEquals("Jane Doe and John Roe", value("By Jane Doe and John Roe | Reuters", Role.AUTHOR));
        assertEquals("Tom Krisher", value("By Tom Krisher, AP Auto Writer", Role.AUTHOR));
        assertEquals("Jane Doe, John Roe", value("By Jane Doe, John Roe", Role.AUTHOR));
        assertEquals("Natasha Turak", BylinePatterns.cleanEnglish("Natasha Turak@NatashaTurak"));
        assertEquals("Rodrigo Campos", BylinePatterns.cleanEnglish("Rodrigo Campos 5 Min Read"));
        assertEquals("Laura Winter", BylinePatterns.cleanEnglish("By Laura Winter 19 Nov 2019"));
        assertEquals("Sam Lee", value("Written by Sam Lee", Role.AUTHOR));
        assertNull(BylinePatterns.cleanEnglish("Updated on:"));
        assertEquals("Staff Reports", BylinePatterns.cleanEnglish("Staff Reports -"));
        assertEquals("Jose Altoveros", BylinePatterns.cleanEnglish("Jose Altoveros View More Articles"));
    }

    @Test
    void roleWordsAreFoundWhereFindFindsThem() {
        String[] pieces = {"责任编辑", "编辑", "值班编辑", "来源", "来源于", "Source", "作者", "记者", "文", "文:", "中文：", "撰稿人",
                "Written by", "Posted", "by", "Author", "：", ":", " ", "/", "新华社", "张三", "a", "W", "责"};
        java.util.Random r = new java.util.Random(17);
        for (int k = 0; k < 5000; k++) {
            StringBuilder b = new StringBuilder();
            for (int i = r.nextInt(12); i > 0; i--) {
                b.append(pieces[r.nextInt(pieces.length)]);
            }
            String text = b.toString();
            java.util.regex.Matcher find = BylinePatterns.ROLE_WORD.matcher(text);
            java.util.regex.Matcher m = BylinePatterns.ROLE_WORD.matcher(text).useTransparentBounds(true);
            int at = BylinePatterns.nextRoleWord(m, text, 0);
            while (find.find()) {
                assertEquals(find.start(), at, text);
                assertEquals(find.group(), m.group(), text);
                assertEquals(find.group("editor"), m.group("editor"), text);
                assertEquals(find.group("source"), m.group("source"), text);
                at = BylinePatterns.nextRoleWord(m, text, m.end());
            }
            assertEquals(-1, at, text);
        }
    }
}
