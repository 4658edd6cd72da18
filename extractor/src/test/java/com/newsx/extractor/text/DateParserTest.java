package com.newsx.extractor.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DateParserTest {
    private final DateParser parser = new DateParser();

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "2019-09-07 13:43                          | 2019-09-07T13:43:00",
        "2019-09-07 13:43:45                       | 2019-09-07T13:43:45",
        "2019/09/07                                | 2019-09-07",
        "2019.09.07                                | 2019-09-07",
        "2019/9/7 8:05                             | 2019-09-07T08:05:00",
        "2019年9月7日 13:43                         | 2019-09-07T13:43:00",
        "2019年09月07日13:43:05                     | 2019-09-07T13:43:05",
        "2019年9月7日                                | 2019-09-07",
        "发布时间：2019年09月07日 13时43分           | 2019-09-07T13:43:00",
        "2019年9月7日 下午3:05                      | 2019-09-07T15:05:00",
        "09/07/2019                                | 2019-09-07",
        "25/12/2019                                | 2019-12-25",
        "07.09.2019                                | 2019-09-07",
        "Sep 7, 2019                               | 2019-09-07",
        "Sept. 7, 2019 at 1:05 p.m.                | 2019-09-07T13:05:00",
        "September 7th, 2019 12:30 AM              | 2019-09-07T00:30:00",
        "7 September 2019                          | 2019-09-07",
        "Saturday 7 September 2019 1:05 PM         | 2019-09-07T13:05:00",
        "Published 7 Sep 2019 13:05 BST            | 2019-09-07T13:05:00+01:00",
        "2019-09-07T13:43:45+08:00                 | 2019-09-07T13:43:45+08:00",
        "2019-09-07T05:43:45.123Z                  | 2019-09-07T05:43:45Z",
        "2019-09-07T13:43:45+0800                  | 2019-09-07T13:43:45+08:00",
        "Sep 7, 2019 1:05 PM EST                   | 2019-09-07T13:05:00-05:00",
        "November 18, 2019 at 2:26 PM HST          | 2019-11-18T14:26:00-10:00",
        "2019-09-07 13:43 GMT+8                    | 2019-09-07T13:43:00+08:00",
        "2019-09-07 13:43 UTC+08:00                | 2019-09-07T13:43:00+08:00",
        "北京时间2019年9月7日 13:43                  | 2019-09-07T13:43:00+08:00",
        "2019-09-07 13:43 (北京时间)                 | 2019-09-07T13:43:00+08:00",
        "Updated: Sep 7, 2019 10:32 CST            | 2019-09-07T10:32:00",
        "来源：新京报 2019-09-07 09:59:22            | 2019-09-07T09:59:22",
    })
    void readsCommonFormats(String text, String iso) {
        String expected = iso;
        assertEquals(Optional.of(expected), parser.parse(text).map(ParsedDate::toIso), text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "2019-02-30", "2019-13-01", "no date here", "1234567", "价格 12.5 元", "2019-09-07 25:61x"})
    void rejectsNonDates(String text) {
        Optional<ParsedDate> d = parser.parse(text);
        if (text.startsWith("2019-09-07")) {
            assertEquals(Optional.of("2019-09-07"), d.map(ParsedDate::toIso), "invalid time is dropped");
        } else {
            assertTrue(d.isEmpty(), text + " -> " + d);
        }
    }

    @Test
    void findsEveryDateInOrder() {
        List<DateParser.Match> all = parser.findAll("更新 2020-01-02 发布 2019年9月7日 13:43 and Oct 1, 2018");
        assertEquals(List.of("2020-01-02", "2019-09-07T13:43:00", "2018-10-01"),
                all.stream().map(m -> m.date().toIso()).toList());
        assertEquals("更新 ".length(), all.get(0).start());
    }

    @Test
    void findsAYearAtEveryOffsetAndNoneInLongerNumbers() {
        // the year scan skips ahead where no year can start: a year at any offset, in a range or not, is still seen
        for (int pad = 0; pad < 9; pad++) {
            String lead = "x".repeat(pad);
            List<DateParser.Match> one = parser.findAll(lead + "2019-09-07 abc");
            assertEquals(List.of("2019-09-07"), one.stream().map(m -> m.date().toIso()).toList(), lead);
            assertEquals(pad, one.get(0).start());
            assertEquals(1, parser.findAll("ab " + lead + "2019-09-07", 2 + pad % 3, 13 + pad).size(), lead);
            assertTrue(parser.findAll(lead + "12019-09-07").isEmpty(), lead + ": a five-digit number is no year");
        }
    }

    @Test
    void readsUrlDates() {
        assertEquals("2019-09-07", parser.parseUrl("https://x.com/news/2019/09/07/story.html").orElseThrow().toIso());
        assertEquals("2018-12-28", parser.parseUrl("https://x.com/roll/2018-12-28/doc-ih.shtml").orElseThrow().toIso());
        assertEquals("2019-09-07", parser.parseUrl("http://x.cn/a/20190907/123456.htm").orElseThrow().toIso());
        assertTrue(parser.parseUrl("https://x.com/news/201909/1220000.shtml").isEmpty(), "no day in URL");
    }

    @Test
    void readsCompactMetadataValues() {
        assertEquals("2019-09-07T13:43:45", parser.parseValue("20190907134345").orElseThrow().toIso());
    }
}
