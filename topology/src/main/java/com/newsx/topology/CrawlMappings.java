package com.newsx.topology;

import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.es.MappingUpgrade;

import java.util.List;
import java.util.function.Consumer;

/**
 * The crawl's indices brought up to its index templates before it starts (bin/crawl, bin/submit): the templates put,
 * and their mappings put on the status and metrics indices and on the time-based indices of articles and records
 * ({@link MappingUpgrade}). A crawl started where that was not done would see its strict indices refuse every
 * document with a field added since they were made.
 */
public final class CrawlMappings {
    private CrawlMappings() {
    }

    /** Says each index brought up to date through {@code say}; returns what stands in the way (none: start). */
    public static List<String> upgrade(CrawlerSettings settings, Consumer<String> say) {
        EsSettings.Indices i = settings.es().indices();
        MappingUpgrade.Report r = MappingUpgrade.run(settings.es().url(), settings.es().auth(), List.of(i.status(), i.metrics()),
                List.of(i.articles(), i.records()));
        r.changes().forEach(say);
        return r.problems();
    }
}
