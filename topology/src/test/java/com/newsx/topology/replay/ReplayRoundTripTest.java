package com.newsx.topology.replay;

import com.newsx.localweb.LocalWeb;
import com.newsx.topology.archive.CcNewsLikeWarc;
import com.newsx.topology.archive.ReplaySelection;
import com.newsx.topology.archive.WarcArchive;
import com.newsx.topology.archive.WarcFiles;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.fetch.CrawlerDnsResolver;
import com.newsx.topology.fetch.FetchOptions;
import com.newsx.topology.fetch.FetchResult;
import com.newsx.topology.fetch.HttpFetcher;
import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.HostOverrides;
import com.newsx.topology.schedule.RetryBackoff;
import com.newsx.topology.storm.Streams;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Pages fetched from a local web of the project's own pages, archived by the crawl's writer, then replayed: each page
 * comes back as the fetch step emitted it (URL, type, the same bytes, validators, X-Robots-Tag), and only pages come
 * back (not robots.txt, a redirect, a 404 or a 304).
 */
class ReplayRoundTripTest {
    @TempDir
    Path dir;

    @Test
    void whatTheCrawlArchivedReplaysAsTheFetchStepHandedItOn() throws Exception {
        byte[] zh = CcNewsLikeWarc.page("zh-article.html");
        byte[] en = CcNewsLikeWarc.page("en-article.html");
        byte[] list = CcNewsLikeWarc.page("zh-list.html");
        String zhUrl = "http://news.jiangcheng.example/news/2024/0318/101.html";
        String listUrl = "http://news.jiangcheng.example/news/";
        String enUrl = "http://www.coastalherald.example/news/2024/05/02/electric-ferry";
        String gzUrl = "http://gz.example/story";
        Map<String, FetchResult> fetched = new LinkedHashMap<>();
        CrawlerSettings settings = CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of("warc.enabled", "true",
                "warc.dir", dir.resolve("warc").toString())));
        try (LocalWeb web = new LocalWeb()) {
            web.page(zhUrl, "text/html", zh) // GBK, no charset: the cleaning step detects it
                    .page(listUrl, "text/html; charset=gbk", list)
                    .validated(enUrl, "text/html; charset=utf-8", en, "\"e1\"", "Thu, 02 May 2024 08:00:00 GMT")
                    .header(enUrl, "X-Robots-Tag", "otherbot: noindex")
                    .gzip(gzUrl, new String(en, StandardCharsets.UTF_8))
                    .redirect("http://www.coastalherald.example/ferry", 301, enUrl)
                    .status("http://www.coastalherald.example/gone", 404)
                    .page("http://www.coastalherald.example/robots.txt", "text/plain", "User-agent: *\n".getBytes());
            HostOverrides local = HostOverrides.parse("*.example=127.0.0.1");
            try (HttpFetcher http = new HttpFetcher(settings.fetch(), new CrawlerDnsResolver(local,
                    new AddressGuard(true, local)));
                 WarcArchive archive = WarcArchive.shared(settings.warc(), WarcArchive.info(settings.warc(), "t"))) {
                for (String u : List.of(zhUrl, listUrl, enUrl, gzUrl, "http://www.coastalherald.example/ferry",
                        "http://www.coastalherald.example/gone")) {
                    FetchResult r = http.fetchPage(web.at(u)).join();
                    fetched.put(web.at(u), r);
                    archive.write(r.capture());
                }
                FetchResult robots = http.fetchTruncated(web.at("http://www.coastalherald.example/robots.txt"), 500_000)
                        .join();
                archive.write(robots.capture());
                FetchResult unchanged = http.fetch(web.at(enUrl), new FetchOptions("\"e1\"", null, 0)).join();
                assertEquals(FetchResult.Status.NOT_MODIFIED, unchanged.status());
                archive.write(unchanged.capture());
            }
        }

        ReplaySelection all = new ReplaySelection(List.of(dir.resolve("warc").toString()), Long.MIN_VALUE,
                Long.MAX_VALUE, "", false);
        List<ReplayFeed.Emit> emits = new ArrayList<>();
        try (ReplayFeed feed = new ReplayFeed(WarcFiles.list(all.paths()), all, 2, settings.fetch().maxBytes(), 100,
                new RetryBackoff(10, 100), 3, System::currentTimeMillis)) {
            for (ReplayFeed.Emit e = feed.next(); e != null; e = feed.next()) {
                emits.add(e);
                feed.acked(e.id());
            }
            assertTrue(feed.finished());
            assertEquals(4, feed.counts().notPages, "the redirect, the 404, robots.txt and the 304: " + feed.counts());
        }
        List<String> pages = List.of(fetched.keySet().toArray(new String[0])).subList(0, 4);
        assertEquals(pages, emits.stream().map(ReplayFeed.Emit::url).toList(), "the four pages, in the order fetched");
        long lastVisit = 0;
        for (ReplayFeed.Emit e : emits) {
            FetchResult r = fetched.get(e.url());
            List<Object> v = e.values();
            assertEquals(Streams.PAGE_FIELDS.size(), v.size());
            assertEquals(e.url(), v.get(Streams.PAGE_FIELDS.fieldIndex("url")));
            assertEquals(2, v.get(Streams.PAGE_FIELDS.fieldIndex("depth")), "a leaf: its links are not followed");
            assertEquals(r.contentType(), v.get(Streams.PAGE_FIELDS.fieldIndex("content_type")));
            assertArrayEquals(r.body(), (byte[]) v.get(Streams.PAGE_FIELDS.fieldIndex("bytes")), e.url());
            assertEquals(r.etag(), v.get(Streams.PAGE_FIELDS.fieldIndex("etag")));
            assertEquals(r.lastModified(), v.get(Streams.PAGE_FIELDS.fieldIndex("last_modified")));
            assertEquals(r.robotsTag(), v.get(Streams.PAGE_FIELDS.fieldIndex("robots_tag")));
            assertEquals(r.sentAt(), v.get(Streams.PAGE_FIELDS.fieldIndex("first_seen")), "the WARC-Date, to the ms");
            assertEquals(r.sentAt(), v.get(Streams.PAGE_FIELDS.fieldIndex("fetched_at")),
                    "fetched when the crawl sent the request: the crawl's fetch time, not the replay's");
            long visit = (Long) v.get(Streams.PAGE_FIELDS.fieldIndex("visit"));
            assertTrue(visit > lastVisit, "a new visit each, later than the last");
            lastVisit = visit;
        }
        FetchResult enFetch = fetched.get(emits.get(2).url());
        assertNotNull(enFetch.etag());
        assertEquals("otherbot: noindex", enFetch.robotsTag());
    }
}
