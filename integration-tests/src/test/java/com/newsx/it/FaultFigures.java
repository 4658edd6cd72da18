package com.newsx.it;

import com.newsx.localweb.LocalWeb;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** Figures of the fault table in docs/design.md, counted the same way by every fault test. */
final class FaultFigures {
    private FaultFigures() {
    }

    /** The test web's requests for these pages beyond one each: pages fetched again. */
    static int refetches(LocalWeb web, Collection<String> pages) {
        return pages.stream().mapToInt(u -> Math.max(0, web.hits(u) - 1)).sum();
    }

    /** The URLs whose crawl status is not "indexed", each with its status document: pages lost. */
    static List<String> notIndexed(CrawlHarness crawl, Collection<String> urls) {
        List<String> notIndexed = new ArrayList<>();
        for (String url : urls) {
            if (!"indexed".equals(crawl.statusOf(url))) {
                notIndexed.add(url + " -> " + crawl.statusDoc(url));
            }
        }
        return notIndexed;
    }
}
