package com.newsx.commands.crawl;

import com.newsx.args.Args;
import com.newsx.topology.archive.ReplaySelection;
import com.newsx.topology.archive.ReplayTimes;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code bin/replay}'s command line, read without touching Storm or a file (so it is tested on its own). */
final class ReplayArgs {
    static final String USAGE = """
            usage: bin/replay [--from TIME] [--until TIME] [--url-prefix P] [--follow] [--config FILE] [--set KEY=VALUE]...
                              [--seconds N] [--idle-seconds S] [--progress-seconds P] [--verbose] FILE|DIR...

            Feeds the response records of WARC files into the crawl topology after the fetch step, in-process: the
            cleaning, both algorithms, the fusion, records, copies and indexing run on them as in a crawl, and each
            page's documents are written as a new version. A directory is read with every .warc.gz and .warc under it,
            in name order (a crawl's files, warc.dir, come in the order they were begun).
              --from TIME        records dated (WARC-Date) at or after TIME
              --until TIME       records dated before TIME; TIME: 2024-03-18, 2024-03-18T06:50Z, 20240318065051 (UTC)
              --url-prefix P     records whose target URI starts with P
              --follow           the replayed pages' links are crawled too, as a seed's (needs Kafka)
              --seconds N        stop after N seconds, done or not
              --idle-seconds S   stop once nothing has moved for S seconds (default 120)
              --progress-seconds P   a progress line every P seconds (default 5)
              --verbose          at the end, every metric summed over tasks
            Settings as bin/crawl takes them (--config, --set). Exit code 0 when every record was read and every page
            done; 1 when a service is down, a path unreadable, a page given up or the replay stopped unfinished; 2 for
            a mistake in the command line.
            """;

    private static final Args.Spec SPEC = Args.spec()
            .values("--from", "--until", "--url-prefix", "--config", "--seconds", "--idle-seconds", "--progress-seconds")
            .repeated("--set")
            .flags("--follow", "--verbose")
            .words();

    boolean help;
    ReplaySelection selection;
    String config;
    final Map<String, String> overrides = new LinkedHashMap<>();
    long seconds = Long.MAX_VALUE / 2000;
    long idleSeconds = 120;
    long progressSeconds = 5;
    boolean verbose;

    static ReplayArgs parse(String... argv) {
        Args p;
        try {
            p = SPEC.parse(argv);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + " (see --help)");
        }
        ReplayArgs a = new ReplayArgs();
        if (p.help()) {
            a.help = true;
            return a;
        }
        List<String> paths = new ArrayList<>(p.words());
        if (paths.isEmpty()) {
            throw new IllegalArgumentException("name the WARC files or directories to replay (see --help)");
        }
        long from = p.has("--from") ? ReplayTimes.parse("--from", p.value("--from")).toEpochMilli() : Long.MIN_VALUE;
        long until = p.has("--until") ? ReplayTimes.parse("--until", p.value("--until")).toEpochMilli() : Long.MAX_VALUE;
        a.selection = new ReplaySelection(paths, from, until, p.value("--url-prefix", ""), p.has("--follow"));
        a.config = p.value("--config");
        for (String kv : p.values("--set")) {
            String[] pair = Args.pair("--set", kv, "key=value");
            a.overrides.put(pair[0], pair[1]);
        }
        a.seconds = number(p, "--seconds", a.seconds);
        a.idleSeconds = number(p, "--idle-seconds", a.idleSeconds);
        a.progressSeconds = Math.max(1, number(p, "--progress-seconds", a.progressSeconds));
        a.verbose = p.has("--verbose");
        return a;
    }

    private static long number(Args p, String option, long otherwise) {
        if (!p.has(option)) {
            return otherwise;
        }
        try {
            long n = Long.parseLong(p.value(option).trim());
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a whole number of seconds, got " + p.value(option));
        }
    }
}
