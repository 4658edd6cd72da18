package com.newsx.topology.schedule;

import com.newsx.extractor.page.PageType;
import com.newsx.topology.doc.StatusDocs;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** Which pages are sources - visited again and again for the new links they give - and what a visit remembers. */
public final class SourceVisits {
    private SourceVisits() {
    }

    /**
     * A home, list or comment page is a source, as long as links found on it may still be followed (a list page at
     * the crawl's depth limit leads nowhere, so visiting it again would find nothing to crawl).
     */
    public static boolean isSource(PageType type, int depth, int maxDepth) {
        return (type == PageType.HOME || type == PageType.LIST || type == PageType.COMMENT) && depth < maxDepth;
    }

    /** The short hashes of a visit's links, in page order, at most {@link RevisitSchedule#MAX_LINKS_SEEN}. */
    public static String[] linkHashes(Collection<String> links) {
        List<String> out = new ArrayList<>(Math.min(links.size(), RevisitSchedule.MAX_LINKS_SEEN));
        for (String l : links) {
            if (out.size() >= RevisitSchedule.MAX_LINKS_SEEN) {
                break;
            }
            out.add(StatusDocs.linkHash(l));
        }
        return out.toArray(new String[0]);
    }
}
