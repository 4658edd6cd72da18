package com.newsx.topology.timeindex;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch._types.ElasticsearchException;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;

/**
 * Creates a time-based index with its alias before the first document goes to it. The index templates declare the
 * default aliases (news-articles, news-records), but a crawl configured with other names (a test's, a second crawl
 * on the same cluster) needs its own alias, which no template knows: so the writer adds it when it creates the
 * index, and the template still gives the mappings. Once per index and writer (a period's first document), so it
 * may wait for the answer; another writer creating the same index at the same moment is no error.
 */
public final class AliasedIndices {
    private static final long TIMEOUT_MS = 10_000;
    /** After a failure, pages that need an index not yet created fail at once for this long (no request each). */
    private static final long QUIET_MS = 2_000;

    private final ElasticsearchAsyncClient es;
    private final List<String> aliases;
    private final LongSupplier clock;
    /** Indices known to exist with their alias: a few names per period, never many. */
    private final Set<String> ready = new HashSet<>();
    private String lastProblem;
    private long quietUntil;

    /** {@code aliases}: the aliases whose time-based indices this writer writes (es.index.articles, es.index.records). */
    public AliasedIndices(ElasticsearchAsyncClient es, List<String> aliases) {
        this(es, aliases, System::currentTimeMillis);
    }

    AliasedIndices(ElasticsearchAsyncClient es, List<String> aliases, LongSupplier clock) {
        this.es = es;
        this.aliases = List.copyOf(aliases);
        this.clock = clock;
    }

    /**
     * Makes sure {@code index} exists under its alias; returns null when it does (or when it is no time-based index of
     * these aliases: nothing to do), else why it could not (Elasticsearch unreachable: worth a retry).
     */
    public String ensure(String index) {
        if (ready.contains(index)) {
            return null;
        }
        String alias = aliasOf(index);
        if (alias == null) {
            return null;
        }
        if (clock.getAsLong() < quietUntil) {
            return lastProblem; // Elasticsearch just failed to answer: the page is failed (and replayed) without waiting
        }
        String problem = create(index, alias);
        if (problem != null) {
            lastProblem = problem;
            quietUntil = clock.getAsLong() + QUIET_MS;
        }
        return problem;
    }

    private String create(String index, String alias) {
        try {
            try {
                es.indices().create(c -> c.index(index).aliases(alias, a -> a)).get(TIMEOUT_MS, TimeUnit.MILLISECONDS);
            } catch (ExecutionException e) {
                if (!(e.getCause() instanceof ElasticsearchException ee)
                        || !"resource_already_exists_exception".equals(ee.error().type())) {
                    throw e;
                }
                // created by another writer (with the alias) or without it (written before the alias was asked
                // for): adding an alias that is there already changes nothing
                es.indices().putAlias(p -> p.index(index).name(alias)).get(TIMEOUT_MS, TimeUnit.MILLISECONDS);
            }
            ready.add(index);
            return null;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            return "cannot create index " + index + " under alias " + alias + ": " + cause.getMessage()
                    + (cause.getMessage() != null && cause.getMessage().contains("same name as the alias")
                    ? " (an index named " + alias + " from before time-based indices: delete it, or bin/services reset)"
                    : "");
        } catch (TimeoutException e) {
            return "cannot create index " + index + ": Elasticsearch did not answer within " + TIMEOUT_MS + " ms";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while creating index " + index;
        }
    }

    private String aliasOf(String index) {
        for (String alias : aliases) {
            if (TimeIndex.belongsTo(alias, index)) {
                return alias;
            }
        }
        return null;
    }
}
