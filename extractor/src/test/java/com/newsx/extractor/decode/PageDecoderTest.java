package com.newsx.extractor.decode;

import com.newsx.extractor.config.ExtractorConfig;
import org.junit.jupiter.api.Test;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PageDecoderTest {
    private static final String CHINESE = "据财联社消息，今日从交通运输部新闻发布会获悉，目前京津冀交通一体化建设各项工作取得积极成效，"
            + "下一步将着力打造三地综合立体交通网络，实现区域内快速铁路覆盖所有地级及以上城市，形成相邻城市间基本实现交通圈。"
            + "记者了解到，今年以来各地加快推进重点项目建设，铁路公路和机场建设都有新的进展。";
    private final PageDecoder decoder = new PageDecoder(DecodeSettings.from(ExtractorConfig.defaults()));

    private static String page(String head, String text) {
        return "<html><head>" + head + "<title>新闻</title></head><body><p>" + text + "</p></body></html>";
    }

    @Test
    void gbkWithoutDeclarationIsDetected() {
        byte[] bytes = page("", CHINESE).getBytes(Charset.forName("GBK"));
        DecodedPage decoded = decoder.decode(bytes, null);
        assertEquals("detected", decoded.how());
        assertTrue(decoded.text().contains(CHINESE), decoded.text());
    }

    @Test
    void utf8DeclaredAsGb2312IsReadAsUtf8() {
        byte[] bytes = page("<meta http-equiv=\"Content-Type\" content=\"text/html; charset=gb2312\">", CHINESE)
                .getBytes(StandardCharsets.UTF_8);
        DecodedPage decoded = decoder.decode(bytes, null);
        assertEquals(StandardCharsets.UTF_8, decoded.charset());
        assertTrue(decoded.text().contains(CHINESE));
    }

    @Test
    void declaredGb2312IsReadAsGb18030Superset() {
        // 镕 is outside GB2312 but in GBK/GB18030, as on many real "gb2312" pages.
        String text = CHINESE + "朱镕基";
        byte[] bytes = page("<meta charset=\"gb2312\">", text).getBytes(Charset.forName("GB18030"));
        DecodedPage decoded = decoder.decode(bytes, null);
        assertEquals("GB18030", decoded.charset().name());
        assertTrue(decoded.text().contains("朱镕基"));
    }

    @Test
    void wrongDeclarationWithManyReplacementCharsFallsBackToDetection() {
        byte[] bytes = page("<meta charset=\"shift_jis\">", CHINESE).getBytes(Charset.forName("GBK"));
        DecodedPage decoded = decoder.decode(bytes, null);
        assertTrue(decoded.text().contains(CHINESE), decoded.how() + " " + decoded.charset());
    }

    @Test
    void httpHeaderWinsOverMetaForLegacyBytes() {
        String text = "Café crème, naïve façade — déjà vu. ".repeat(5);
        byte[] bytes = page("<meta charset=\"utf-8\">", text).getBytes(Charset.forName("windows-1252"));
        DecodedPage decoded = decoder.decode(bytes, "text/html; charset=ISO-8859-1");
        assertEquals("header", decoded.how());
        assertTrue(decoded.text().contains("Café crème, naïve façade"));
    }

    @Test
    void byteOrderMarkIsHonouredAndStripped() {
        byte[] body = page("", "hello").getBytes(StandardCharsets.UTF_16LE);
        byte[] bytes = new byte[body.length + 2];
        bytes[0] = (byte) 0xFF;
        bytes[1] = (byte) 0xFE;
        System.arraycopy(body, 0, bytes, 2, body.length);
        DecodedPage decoded = decoder.decode(bytes, null);
        assertEquals("bom", decoded.how());
        assertTrue(decoded.text().startsWith("<html>"));
    }
}
