package com.newsx.commands.local;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch._types.ElasticsearchException;
import com.newsx.args.Args;
import com.newsx.commands.services.ServiceCheck;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.timeindex.Retention;
import com.newsx.topology.timeindex.TimeIndex;

import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code bin/index retention}: deletes the time-based indices of articles and records (behind es.index.articles and
 * es.index.records) whose whole period ended es.retention-days ago or more ({@link Retention}); with --dry-run it
 * only says what it would delete. Whole indices, from cron or by hand: the Elasticsearch built here has no lifecycle
 * module to do it.
 */
public final class RetentionCommand {
    static final String USAGE = """
            usage: bin/index retention [--dry-run] [--es URL] [--config FILE] [--set KEY=VALUE]...
              Deletes the time-based indices of articles and records (the indices behind the aliases es.index.articles
              and es.index.records, named ALIAS-PERIOD: news-articles-2026.11, -2026.w47 or -2026.11.23) whose whole
              period ended es.retention-days days ago or more; es.retention-days = 0 (the default) keeps everything.
              Other indices behind the aliases are left alone. A line per index deleted; --dry-run: a line per index
              it would delete, and nothing deleted. Put it in cron (daily) for a crawl that runs for months.
              Exit code: 0 done (or nothing to do), 1 Elasticsearch down or a deletion refused, 2 a usage mistake.
            """;

    private RetentionCommand() {
    }

    public static void main(String[] args) {
        System.exit(execute(System.out, System.err, Instant.now(), args));
    }

    /** Runs the command as of {@code now}; returns its exit code. */
    public static int execute(PrintStream out, PrintStream err, Instant now, String... args) {
        Args a;
        CrawlerSettings settings;
        try {
            a = Args.spec().values("--es", "--config").repeated("--set").flags("--dry-run").parse(args);
            if (a.help()) {
                out.print(USAGE);
                return 0;
            }
            settings = CommandSettings.read(a);
        } catch (IOException | IllegalArgumentException e) {
            err.println("index retention: " + e.getMessage() + " (see --help)");
            return 2;
        }
        EsSettings store = settings.es();
        boolean dryRun = a.has("--dry-run");
        if (store.retentionDays() == 0) {
            out.println("index retention: es.retention-days is 0: every index is kept");
            return 0;
        }
        Optional<String> down = new ServiceCheck().elasticsearch(store.url());
        if (down.isPresent()) {
            err.println("index retention: " + down.get());
            return 1;
        }
        ElasticsearchClient es = EsClients.connect(store.url(), store.auth());
        try {
            int failed = 0;
            for (String alias : List.of(store.indices().articles(), store.indices().records())) {
                failed += apply(es, alias, store.retentionDays(), now, dryRun, out, err);
            }
            return failed == 0 ? 0 : 1;
        } finally {
            EsClients.close(es);
        }
    }

    /** Deletes (or names, for a dry run) what the retention takes of one alias; returns the deletions that failed. */
    private static int apply(ElasticsearchClient es, String alias, int days, Instant now, boolean dryRun, PrintStream out,
                             PrintStream err) {
        Set<String> behind;
        try {
            behind = es.indices().getAlias(g -> g.name(alias)).result().keySet();
        } catch (ElasticsearchException e) {
            if (e.status() == 404) {
                out.println("index retention: no index behind " + alias + " yet");
                return 0;
            }
            err.println("index retention: cannot read the alias " + alias + ": " + e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println("index retention: Elasticsearch did not answer: " + e.getMessage());
            return 1;
        }
        List<Retention.Expired> expired = Retention.expired(alias, behind, now, days);
        long own = behind.stream().filter(i -> TimeIndex.belongsTo(alias, i)).count();
        out.println("index retention: " + alias + ": " + own + " time-based " + (own == 1 ? "index" : "indices") + ", "
                + expired.size() + " ended more than " + days + " days ago (before "
                + LocalDate.ofInstant(now.minus(Duration.ofDays(days)), ZoneOffset.UTC) + ")"
                + (own < behind.size() ? "; " + (behind.size() - own) + " other (another crawl's) left alone" : ""));
        int failed = 0;
        for (Retention.Expired e : expired) {
            String what = e.index() + " (" + day(e.span().start()) + " to " + day(e.span().end()) + ", " + documents(es, e.index())
                    + " documents)";
            if (dryRun) {
                out.println("would delete " + what);
                continue;
            }
            try {
                es.indices().delete(d -> d.index(e.index()));
                out.println("deleted " + what);
            } catch (IOException | ElasticsearchException ex) {
                err.println("index retention: cannot delete " + e.index() + ": " + ex.getMessage());
                failed++;
            }
        }
        return failed;
    }

    private static LocalDate day(Instant t) {
        return LocalDate.ofInstant(t, ZoneOffset.UTC);
    }

    private static String documents(ElasticsearchClient es, String index) {
        try {
            return String.valueOf(es.count(c -> c.index(index)).count());
        } catch (IOException | ElasticsearchException e) {
            return "?";
        }
    }
}
