package com.newsx.tools.drift;

import com.newsx.localweb.DemoNewsWeb;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The demo web's archive, as CI's drift check makes it, reads back as the demo's HTML pages, byte for byte. */
class DemoWarcTest {
    @TempDir
    Path dir;

    @Test
    void everyHtmlPageOfTheDemoWebComesBackFromItsArchive() throws Exception {
        Path warc = dir.resolve("demo/DEMO-20240521060000-00000.warc.gz");
        Map<String, DemoNewsWeb.Page> web = DemoNewsWeb.generate(DemoNewsWeb.DEFAULT_SEED, DemoWarc.PORT).pages();
        assertEquals(web.size(), DemoWarc.write(warc, DemoNewsWeb.DEFAULT_SEED));
        Map<String, DemoNewsWeb.Page> html = new LinkedHashMap<>(web);
        html.values().removeIf(p -> !p.contentType().startsWith("text/html"));
        assertTrue(html.size() > 150 && html.size() < web.size(), "robots.txt and sitemaps are no pages: " + html.size());

        ArchivedPages.Counts c = ArchivedPages.write(List.of(dir.resolve("demo").toString()), dir.resolve("out"));
        assertEquals(html.size(), c.pages());
        assertEquals(2L * web.size(), c.records(), "a request and a response each");
        List<ArchivedPages.Entry> entries = ArchivedPages.read(dir.resolve("out").resolve(ArchivedPages.MANIFEST));
        assertEquals(List.copyOf(html.keySet()), entries.stream().map(ArchivedPages.Entry::url).toList());
        for (ArchivedPages.Entry e : entries) {
            assertArrayEquals(html.get(e.url()).body(), Files.readAllBytes(dir.resolve("out").resolve(e.path())), e.url());
        }
        assertTrue(entries.get(0).url().startsWith("http://" + DemoNewsWeb.ZH_HOST + ":" + DemoWarc.PORT + "/"));
    }
}
