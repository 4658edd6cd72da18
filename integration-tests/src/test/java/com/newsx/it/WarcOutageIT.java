package com.newsx.it;

import com.newsx.localweb.LocalWeb;
import com.newsx.topology.archive.WarcFileNaming;
import com.newsx.topology.archive.WarcFileReader;
import com.newsx.topology.archive.WarcFiles;
import com.newsx.topology.metrics.CrawlMetrics;
import com.newsx.topology.metrics.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The WARC directory unwritable for 20 s (CI; {@code -Dnewsx.it.warc-down-s=30} for the fault table's row) in the
 * middle of a crawl with archiving on: the directory moved away and a file put in its place (the tests run as root,
 * whom permissions do not stop; a path that is no directory stops everyone), then put back. The file being written when
 * it went stays open in the moved directory and takes records until the archive closes it at its age (1 s here, so that
 * files are begun all through the outage); after that no file can be begun, every write fails, and the archive is out.
 * That outage is said loudly (fetch.warc_failures, the progress line, Storm's error report naming the directory), the
 * pages fetched meanwhile are deferred and not final, none is recorded as an error; once the directory is back every
 * page ends indexed, each with exactly one response record in the archive and its documents written once. Prints the
 * fault table's figures.
 */
class WarcOutageIT {
    /** The outage (s): 20 in CI; -Dnewsx.it.warc-down-s=30 for the fault table's row. */
    static final int DOWN_S = Integer.getInteger("newsx.it.warc-down-s", 20);

    @TempDir
    Path tmp;

    @Test
    void aWarcDirectoryGoneMidCrawlDefersPagesAndEveryPageEndsWithItsRecordsOnce() throws Exception {
        Path warc = tmp.resolve("warc");
        Map<String, byte[]> pages = new LinkedHashMap<>();
        try (LocalWeb web = new LocalWeb()) {
            List<String> seeds = EsOutageIT.sites(web, pages);
            // a page every DOWN_S / 7.5 s per site (4 s for 30 s): the six sites' 42 pages take about the outage's
            // length, so the outage falls mid-crawl
            try (CrawlHarness crawl = new CrawlHarness(web, "http://127.0.0.1:" + Services.esPort(), Map.of(
                    "scope.mode", "host", "scope.max-depth", "1",
                    "fetch.default-delay-ms", String.valueOf(DOWN_S * 400 / 3),
                    "scope.max-outlinks-per-page", String.valueOf(EsOutageIT.ARTICLES),
                    "warc.enabled", "true", "warc.dir", warc.toString(), "warc.prefix", "IT", "warc.rotate-age-s", "1",
                    // the outage back-off kept short, and no source comes due again while the test runs
                    "retry.outage-max-delay-ms", "4000", "frontier.source.initial-interval-s", "3600"))) {
                crawl.start();
                crawl.seed(seeds);
                assertTrue(CrawlHarness.waitFor(() -> crawl.count(crawl.articles) >= 6, 120), "the crawl got going");
                Set<String> finalBefore = finalPages(crawl, pages.keySet());

                Blocked blocked = Blocked.replaceWithFile(warc);
                long blockedAt = System.currentTimeMillis();
                Set<String> deferred = new HashSet<>();
                Set<String> finalDuring = new HashSet<>();
                while (System.currentTimeMillis() < blockedAt + DOWN_S * 1000L) {
                    for (String url : pages.keySet()) {
                        Map<?, ?> d = crawl.statusDoc(url);
                        String s = d == null ? null : (String) d.get("status");
                        assertFalse("error".equals(s), "an archive that cannot write is no page's fault: " + d);
                        if ("deferred".equals(s)) {
                            deferred.add(url);
                        }
                        if (d != null && Boolean.TRUE.equals(d.get("final"))) {
                            finalDuring.add(url);
                        }
                    }
                    Thread.sleep(1000);
                }
                finalDuring.removeAll(finalBefore);
                Map<String, Double> during = CrawlMetrics.latest();
                String progress = new Progress().line(during, 60_000);
                blocked.restore();
                long backAt = System.currentTimeMillis();
                boolean done = CrawlHarness.waitFor(() -> pages.keySet().stream().allMatch(crawl::isFinal), 240);
                double recovered = (System.currentTimeMillis() - backAt) / 1000.0;
                List<String> errors = crawl.reportedErrors();
                double failures = CrawlMetrics.latest().getOrDefault("fetch.warc_failures", 0.0);

                List<String> notIndexed = FaultFigures.notIndexed(crawl, pages.keySet());
                Map<String, Long> twice = Services.writtenTwice(crawl.es, crawl.status, crawl.articles, crawl.records);
                int refetches = FaultFigures.refetches(web, pages.keySet());
                crawl.stop(5);
                assertTrue(CrawlHarness.waitFor(() -> {
                    try (Stream<Path> s = Files.list(warc)) {
                        return s.noneMatch(p -> p.toString().endsWith(WarcFileNaming.OPEN));
                    }
                }, 60), "every file closed and named");
                Map<String, Integer> responses = responseRecords(warc);
                List<String> withoutRecords = pages.keySet().stream().filter(u -> responses.getOrDefault(key(u), 0) == 0).toList();
                Map<String, Integer> recordedTwice = new TreeMap<>();
                pages.keySet().stream().filter(u -> responses.getOrDefault(key(u), 0) > 1)
                        .forEach(u -> recordedTwice.put(u, responses.get(key(u))));
                System.out.printf("WarcOutageIT: WARC directory replaced by a file %d s: %d pages, %d lost, %d without"
                                + " their records, %d with them twice, %d documents written twice, %d re-fetches, %d"
                                + " fetches not archived and deferred (%d pages seen deferred, %d final during the"
                                + " outage), every page final %.1f s after the directory was back%n", DOWN_S,
                        pages.size(), notIndexed.size(), withoutRecords.size(), recordedTwice.size(), twice.size(),
                        refetches, (long) failures, deferred.size(),
                        finalDuring.size(), recovered);

                // loudly: counted, on the progress line, in Storm's error report with the directory's name
                assertTrue(during.getOrDefault("fetch.warc_failures", 0.0) > 0, "writes failed: " + during);
                assertTrue(progress.contains("WARC ARCHIVE FAILING"), progress);
                assertTrue(errors.stream().anyMatch(e -> e.contains("WARC archive in " + warc) && e.contains("failing")),
                        "Storm's error report names the archive: " + errors);
                // not final until written: pages fetched in the outage were deferred; the few that became final in it
                // are those whose records the file still open at its start took, in its first second or two
                assertFalse(deferred.isEmpty(), "pages fetched in the outage were deferred");
                assertEquals(List.of(), finalDuring.stream().filter(u -> !responses.containsKey(key(u))).toList(),
                        "a page final during the outage has its record");
                // afterwards: 0 lost, 0 written twice, every page's records once
                assertTrue(done && notIndexed.isEmpty(), "every page indexed: " + notIndexed);
                assertEquals(List.of(), withoutRecords, "every final page has its response record");
                assertEquals(Map.of(), recordedTwice, "no page archived twice");
                assertEquals(Map.of(), twice, "no document written twice for one visit (id -> _version)");
                assertTrue(refetches > 0, "the pages the archive could not keep were fetched again");
            }
        }
    }

    private static Set<String> finalPages(CrawlHarness crawl, Set<String> urls) {
        Set<String> out = new HashSet<>();
        for (String u : urls) {
            if (crawl.isFinal(u)) {
                out.add(u);
            }
        }
        return out;
    }

    /** "HOST/PATH" of a URL, as the records are counted. */
    private static String key(String url) {
        URI u = URI.create(url);
        return u.getHost() + u.getRawPath();
    }

    /** The response records of the archive's files, counted by "HOST/PATH"; every file must be whole. */
    private static Map<String, Integer> responseRecords(Path dir) throws IOException {
        Map<String, Integer> out = new TreeMap<>();
        for (Path f : WarcFiles.list(List.of(dir.toString()))) {
            try (WarcFileReader r = new WarcFileReader(f, 64 << 20)) {
                for (Optional<WarcFileReader.Read> x = r.next(); x.isPresent(); x = r.next()) {
                    Optional<String> target = x.get().record().headers().sole("WARC-Target-URI");
                    if (target.isPresent() && x.get().record().type().equals("response")) {
                        out.merge(key(target.get()), 1, Integer::sum);
                    }
                }
                assertEquals(0, r.broken(), f + " is whole");
            }
        }
        return out;
    }

    /**
     * The archive's directory moved aside and a plain file put at its path, then put back. Should the archive make
     * the directory again in the instant between the two (it makes it before each file it begins), that directory is
     * moved aside too, and its files joined to the others when the directory comes back.
     */
    private record Blocked(Path dir, Path away, List<Path> alsoAway) {
        static Blocked replaceWithFile(Path dir) throws IOException {
            Path away = dir.resolveSibling(dir.getFileName() + ".away");
            Files.move(dir, away);
            List<Path> alsoAway = new java.util.ArrayList<>();
            for (int i = 0; ; i++) {
                try {
                    Files.write(dir, "not a directory\n".getBytes(StandardCharsets.US_ASCII),
                            java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE);
                    return new Blocked(dir, away, alsoAway);
                } catch (FileAlreadyExistsException remade) {
                    Path again = dir.resolveSibling(dir.getFileName() + ".away" + i);
                    Files.move(dir, again);
                    alsoAway.add(again);
                }
            }
        }

        void restore() throws IOException {
            Files.delete(dir);
            Files.move(away, dir);
            for (Path other : alsoAway) {
                try (Stream<Path> s = Files.list(other)) {
                    for (Path f : s.toList()) {
                        Files.move(f, dir.resolve(f.getFileName()));
                    }
                }
                Files.delete(other);
            }
        }
    }
}
