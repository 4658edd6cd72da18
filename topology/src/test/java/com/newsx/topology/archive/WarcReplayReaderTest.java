package com.newsx.topology.archive;

import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.decode.DecodeSettings;
import com.newsx.extractor.decode.PageDecoder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WarcReplayReaderTest {
    private static final ReplaySelection ALL = new ReplaySelection(List.of(), Long.MIN_VALUE, Long.MAX_VALUE, "", false);

    @TempDir
    Path dir;

    private record Replayed(Map<String, ReplayedPage> pages, ReplayCounts counts) {
    }

    private static Replayed replay(Path file, ReplaySelection selection) throws IOException {
        Map<String, ReplayedPage> pages = new LinkedHashMap<>();
        try (WarcReplayReader r = new WarcReplayReader(file, selection, 2_000_000)) {
            for (ReplayedPage p = r.next(); p != null; p = r.next()) {
                pages.put(p.url(), p);
            }
            return new Replayed(pages, r.counts());
        }
    }

    @Test
    void aCcNewsLikeFileReplaysItsPagesAndCountsWhatItSkipsAndWhy() throws IOException {
        Replayed r = replay(CcNewsLikeWarc.write(dir.resolve("CC-NEWS-20240318065051-00000.warc.gz")), ALL);
        assertEquals(List.of(CcNewsLikeWarc.EN, CcNewsLikeWarc.ZH, CcNewsLikeWarc.LIST, CcNewsLikeWarc.H2,
                CcNewsLikeWarc.CUT, CcNewsLikeWarc.IMAGE), new ArrayList<>(r.pages().keySet()),
                "every 2xx page in file order (the image is the fetch step's type rule's to refuse)");
        ReplayCounts c = r.counts();
        assertEquals(20, c.records, "ten fetches: a request and a response each");
        assertEquals(10, c.responses);
        assertEquals(6, c.pages);
        assertEquals(2, c.notPages, "the redirect and robots.txt");
        assertEquals(2, c.truncated, "both records marked WARC-Truncated");
        assertEquals(1, c.truncatedUnusable, "the one with no body left");
        assertEquals(2, c.broken, "the garbage member and the garbage HTTP head");
    }

    @Test
    void anHttp2ChunkedGzipAnswerIsDecodedAsTheFetcherWouldHaveDecodedIt() throws IOException {
        ReplayedPage h2 = replay(CcNewsLikeWarc.write(dir.resolve("a.warc.gz")), ALL).pages().get(CcNewsLikeWarc.H2);
        assertEquals(200, h2.status());
        assertArrayEquals(CcNewsLikeWarc.page("en-article.html"), h2.body());
        assertEquals("text/html; charset=utf-8", h2.contentType());
        assertEquals("\"h2-1\"", h2.etag(), "header names in any case");
        assertFalse(h2.truncated());
    }

    @Test
    void aTruncatedRecordIsUsedAndMarkedWhenItsBodyParses() throws IOException {
        ReplayedPage cut = replay(CcNewsLikeWarc.write(dir.resolve("a.warc.gz")), ALL).pages().get(CcNewsLikeWarc.CUT);
        assertTrue(cut.truncated());
        byte[] en = CcNewsLikeWarc.page("en-article.html");
        assertArrayEquals(Arrays.copyOf(en, en.length * 3 / 5), cut.body(), "what there is");
    }

    @Test
    void aLyingCharsetGoesOnAsItCameAndTheCrawlsOwnDecodingReadsIt() throws IOException {
        ReplayedPage zh = replay(CcNewsLikeWarc.write(dir.resolve("a.warc.gz")), ALL).pages().get(CcNewsLikeWarc.ZH);
        assertEquals("text/html; charset=utf-8", zh.contentType(), "the header's lie, unchanged");
        assertArrayEquals(CcNewsLikeWarc.page("zh-article.html"), zh.body(), "the GBK bytes, unchanged");
        String text = new PageDecoder(DecodeSettings.from(ExtractorConfig.defaults())).decode(zh.body(), zh.contentType())
                .text();
        assertTrue(text.contains("江城新建三座跨江大桥"), "decoded as GBK despite the header");
    }

    @Test
    void theDatesAndThePrefixSelectRecords() throws IOException {
        Path f = CcNewsLikeWarc.write(dir.resolve("a.warc.gz"));
        long day2 = Instant.parse("2024-03-19T00:00:00Z").toEpochMilli();
        Replayed first = replay(f, new ReplaySelection(List.of(), Long.MIN_VALUE, day2, "", false));
        assertEquals(List.of(CcNewsLikeWarc.EN, CcNewsLikeWarc.ZH, CcNewsLikeWarc.IMAGE),
                new ArrayList<>(first.pages().keySet()), "--until is exclusive");
        assertEquals(5, first.counts().outsideWindow, "the second day's responses");
        Replayed second = replay(f, new ReplaySelection(List.of(), day2, Long.MAX_VALUE, "", false));
        assertEquals(List.of(CcNewsLikeWarc.LIST, CcNewsLikeWarc.H2, CcNewsLikeWarc.CUT),
                new ArrayList<>(second.pages().keySet()), "--from is inclusive");
        Replayed jiangcheng = replay(f, new ReplaySelection(List.of(), Long.MIN_VALUE, Long.MAX_VALUE,
                "http://news.jiangcheng.example/news/", false));
        assertEquals(List.of(CcNewsLikeWarc.ZH, CcNewsLikeWarc.LIST), new ArrayList<>(jiangcheng.pages().keySet()));
        assertEquals(8, jiangcheng.counts().otherUrls);
    }

    @Test
    void aBodyOverTheCapIsSkippedAsTheFetcherRefusesOne() throws IOException {
        Path f = CcNewsLikeWarc.write(dir.resolve("a.warc.gz"));
        try (WarcReplayReader r = new WarcReplayReader(f, ALL, 1000)) {
            List<String> urls = new ArrayList<>();
            for (ReplayedPage p = r.next(); p != null; p = r.next()) {
                urls.add(p.url());
            }
            assertEquals(List.of(CcNewsLikeWarc.IMAGE), urls, "only the 4-byte image is under 1000 bytes");
            assertTrue(r.counts().oversized >= 4, r.counts().toString());
        }
    }
}
