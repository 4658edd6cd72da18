package com.newsx.commands.local;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.SearchResponse;
import com.newsx.args.Args;
import com.newsx.commands.search.Since;
import com.newsx.commands.services.ServiceCheck;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.es.EsClients;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * {@code bin/crawl status}: how the crawl stands, from Elasticsearch alone ({@link CrawlFigures}), so it answers for a
 * crawl in-process, on a cluster, or stopped. Storm's live figures of a topology on a cluster are
 * {@code bin/submit --status}'s. Below the figures, the sources in trouble ({@link SourcesInTrouble}) and the stale ones
 * ({@link StaleSources}).
 */
public final class CrawlStatusCommand {
    static final String USAGE = """
            usage: bin/crawl status [--es URL] [--config FILE] [--set KEY=VALUE]... [--every S] [--stale-after D] [--limit N]
              How the crawl stands, from its Elasticsearch indices (es.index.status, es.index.articles), a line per
              figure: URLs due now and overdue, when the next is due, sources and their revisit intervals, URLs per
              status, and how old the newest article is. Then the sources in trouble: those failing now (the longest
              failing first: since when, failures in a row, the last answer, the next visit), those retired, and the
              stale ones, whose newest article was found longer ago than --stale-after (a duration such as 30m, 6h,
              2d; default 24h); at most --limit N of each (default 20). --every S repeats it every S seconds until
              interrupted.
              Exit code: 0 shown, 1 Elasticsearch down or the status index missing, 2 a usage mistake.
              Storm's live figures of a topology on a cluster: bin/submit --status.
            """;

    private CrawlStatusCommand() {
    }

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    static int execute(String... args) {
        Args a;
        CrawlerSettings settings;
        long every;
        Duration staleAfter;
        int limit;
        try {
            a = Args.spec().values("--es", "--config", "--every", "--stale-after", "--limit").repeated("--set").parse(args);
            if (a.help()) {
                System.out.print(USAGE);
                return 0;
            }
            settings = CommandSettings.read(a);
            every = Long.parseLong(a.value("--every", "0"));
            if (every < 0) {
                throw new IllegalArgumentException("--every needs seconds, got " + every);
            }
            staleAfter = staleAfter(a.value("--stale-after", "24h"));
            limit = limit(a.value("--limit", "20"));
        } catch (NumberFormatException e) {
            System.err.println("crawl status: --every needs a number of seconds (see --help)");
            return 2;
        } catch (Exception e) {
            System.err.println("crawl status: " + e.getMessage() + " (see --help)");
            return 2;
        }
        EsSettings store = settings.es();
        Optional<String> down = new ServiceCheck().elasticsearch(store.url());
        if (down.isPresent()) {
            System.err.println("crawl status: " + down.get());
            return 1;
        }
        ElasticsearchClient es = EsClients.connect(store.url(), store.auth());
        try {
            while (true) {
                int rc = show(es, store, staleAfter, limit);
                if (rc != 0 || every == 0) {
                    return rc;
                }
                System.out.println();
                Thread.sleep(every * 1000);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        } finally {
            EsClients.close(es);
        }
    }

    private static Duration staleAfter(String text) {
        try {
            return Since.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--stale-after needs a duration such as 30m, 6h or 2d, got " + text);
        }
    }

    private static int limit(String text) {
        try {
            int n = Integer.parseInt(text);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("--limit needs a number above 0, got " + text);
    }

    private static int show(ElasticsearchClient es, EsSettings store, Duration staleAfter, int limit) {
        String status = store.indices().status();
        try {
            if (!es.indices().exists(e -> e.index(status)).value()) {
                System.err.println("crawl status: no index " + status + " at " + store.url()
                        + ": nothing has been crawled there (another crawl's: --set es.index.status=NAME)");
                return 1;
            }
            CrawlFigures figures = new CrawlFigures(status, store.indices().articles());
            SearchResponse<Void> frontier = es.search(figures.frontier(), Void.class);
            SearchResponse<Void> articles = es.search(figures.articles(), Void.class);
            Instant now = Instant.now();
            System.out.println("crawl status: " + status + " and " + store.indices().articles() + " at " + store.url() + ", " + now);
            CrawlFigures.lines(CrawlFigures.read(frontier, articles), now).forEach(System.out::println);
            SourceHealth health = new SourceHealth(status, staleAfter, limit);
            health.lines(health.read(es, now), now).forEach(System.out::println);
            return 0;
        } catch (Exception e) {
            System.err.println("crawl status: Elasticsearch at " + store.url() + " did not answer: " + e.getMessage());
            return 1;
        }
    }
}
