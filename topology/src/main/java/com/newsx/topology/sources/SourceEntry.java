package com.newsx.topology.sources;

/**
 * One article URL a sitemap or feed lists, with the hints it gives.
 *
 * @param url       absolute URL
 * @param published when the source says it was published (news:publication_date, a feed's published date) or,
 *                  failing that, last modified (lastmod, a feed's updated date): epoch ms, or -1 if not given
 * @param title     the title the source gives, or null
 */
public record SourceEntry(String url, long published, String title) {
    public boolean dated() {
        return published >= 0;
    }
}
