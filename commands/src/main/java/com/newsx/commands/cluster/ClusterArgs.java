package com.newsx.commands.cluster;

import com.newsx.args.Args;
import com.newsx.topology.archive.ReplaySelection;
import com.newsx.topology.archive.ReplayTimes;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code bin/submit}'s command line, parsed without touching Storm (so it is tested on its own). One action
 * per call: submit (the default), {@code --list}, {@code --kill NAME}, {@code --rebalance NAME},
 * {@code --status [NAME]}.
 */
final class ClusterArgs {
    enum Action { SUBMIT, LIST, KILL, REBALANCE, STATUS, HELP }

    static final String USAGE = """
            usage: bin/submit [--nimbus HOST:PORT] [--jar FILE] [--name NAME] [--config FILE] [--set KEY=VALUE]...
                   bin/submit --replay PATH... [--from TIME] [--until TIME] [--url-prefix P] [--follow] [...as above]
                   bin/submit --list
                   bin/submit --kill NAME [--wait S]
                   bin/submit --rebalance NAME [--workers N] [--parallelism COMPONENT=N]... [--wait S]
                   bin/submit --status [NAME] [--every S] [--config FILE] [--set KEY=VALUE]...

            Submits the crawl topology to a Storm cluster (Nimbus) with the settings of conf/crawler.properties,
            overridden by --config FILE (only the keys it sets) and --set KEY=VALUE, the same as bin/crawl;
            topology.workers and topology.<component>.parallelism set the workers and every component's executors.
              --nimbus HOST:PORT   Nimbus's thrift address (default 127.0.0.1 and $NEWSX_NIMBUS_PORT, else 6627)
              --jar FILE           the topology jar (default: topology-jar/target/newsx-topology-*-storm.jar)
              --name NAME          the topology's name (default newsx-crawl; newsx-replay for --replay)
              --replay PATH        submits a replay of WARC files instead (bin/replay's; --replay again for more
                                   paths): each path must be readable on every worker (a shared mount), each worker's
                                   spout reads its share of the files. --from, --until, --url-prefix and --follow as
                                   bin/replay takes them. It is done when every worker's latest warc
                                   replay_unfinished in crawl-metrics is 0 (docs/archive.md); kill it then.
              --list               running topologies, and the cluster's used and free worker slots
              --kill NAME          deactivates the topology's spouts, waits S seconds (default 5) for tuples in
                                   flight, then ends its workers
              --rebalance NAME     spreads the topology over N workers and/or sets a component's executors
                                   (at most its task count, fixed at submission)
              --status [NAME]      live figures from Nimbus: per component executors, emitted, acked, failed and
                                   latencies, the workers; and the URLs per crawl status in Elasticsearch.
                                   --every S repeats it every S seconds until interrupted.
            """;

    Action action = Action.SUBMIT;
    String name;
    String nimbus;
    Path jar;
    Path config;
    final Map<String, String> overrides = new LinkedHashMap<>();
    Integer workers;
    final Map<String, Integer> parallelism = new LinkedHashMap<>();
    int waitSeconds = 5;
    int everySeconds;
    /** A replay to submit instead of the crawl; null for the crawl. */
    ReplaySelection replay;

    private static final Args.Spec SPEC = Args.spec()
            .flags("--list")
            .values("--kill", "--rebalance", "--name", "--nimbus", "--jar", "--config", "--workers", "--wait", "--every",
                    "--from", "--until", "--url-prefix")
            .optionalValue("--status")
            .flags("--follow")
            .repeated("--set", "--parallelism", "--replay");

    static ClusterArgs parse(String... args) {
        Args p;
        try {
            p = SPEC.parse(args);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + " (see --help)");
        }
        ClusterArgs a = new ClusterArgs();
        if (p.help()) {
            a.action = Action.HELP;
            return a;
        }
        List<Action> actions = new ArrayList<>();
        if (p.has("--list")) {
            actions.add(Action.LIST);
        }
        if (p.has("--kill")) {
            actions.add(Action.KILL);
        }
        if (p.has("--rebalance")) {
            actions.add(Action.REBALANCE);
        }
        if (p.has("--status")) {
            actions.add(Action.STATUS);
        }
        if (actions.size() > 1) {
            throw new IllegalArgumentException("give one of --list, --kill, --rebalance, --status");
        }
        if (!actions.isEmpty()) {
            a.action = actions.get(0);
        }
        // The action's own name (--kill NAME, --rebalance NAME, --status NAME), else --name.
        a.name = p.value("--kill", p.value("--rebalance", p.value("--status", p.value("--name"))));
        a.nimbus = p.value("--nimbus");
        a.jar = p.has("--jar") ? Path.of(p.value("--jar")) : null;
        a.config = p.has("--config") ? Path.of(p.value("--config")) : null;
        for (String kv : p.values("--set")) {
            String[] pair = Args.pair("--set", kv, "KEY=VALUE");
            a.overrides.put(pair[0].trim(), pair[1].trim());
        }
        if (p.has("--workers")) {
            a.workers = positive("--workers", p.value("--workers"));
        }
        for (String kv : p.values("--parallelism")) {
            String[] pair = Args.pair("--parallelism", kv, "KEY=VALUE");
            a.parallelism.put(pair[0].trim(), positive("--parallelism", pair[1].trim()));
        }
        if (p.has("--wait")) {
            a.waitSeconds = nonNegative("--wait", p.value("--wait"));
        }
        if (p.has("--every")) {
            a.everySeconds = positive("--every", p.value("--every"));
        }
        if (a.action == Action.REBALANCE && a.workers == null && a.parallelism.isEmpty()) {
            throw new IllegalArgumentException("--rebalance needs --workers N and/or --parallelism COMPONENT=N");
        }
        boolean replayOptions = p.has("--from") || p.has("--until") || p.has("--url-prefix") || p.has("--follow");
        if (p.has("--replay")) {
            if (a.action != Action.SUBMIT) {
                throw new IllegalArgumentException("--replay submits a replay: not with --list, --kill, --rebalance, --status");
            }
            long from = p.has("--from") ? ReplayTimes.parse("--from", p.value("--from")).toEpochMilli() : Long.MIN_VALUE;
            long until = p.has("--until") ? ReplayTimes.parse("--until", p.value("--until")).toEpochMilli()
                    : Long.MAX_VALUE;
            a.replay = new ReplaySelection(p.values("--replay"), from, until, p.value("--url-prefix", ""),
                    p.has("--follow"));
        } else if (replayOptions) {
            throw new IllegalArgumentException("--from, --until, --url-prefix and --follow go with --replay PATH");
        }
        if (a.action != Action.REBALANCE && (a.workers != null || !a.parallelism.isEmpty())) {
            throw new IllegalArgumentException("--workers and --parallelism go with --rebalance; to submit with them,"
                    + " use --set topology.workers=N or --set topology.COMPONENT.parallelism=N");
        }
        return a;
    }

    private static int positive(String option, String v) {
        int n = nonNegative(option, v);
        if (n < 1) {
            throw new IllegalArgumentException(option + " needs a number of at least 1, got " + v);
        }
        return n;
    }

    private static int nonNegative(String option, String v) {
        try {
            int n = Integer.parseInt(v.trim());
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a whole number, got " + v);
        }
    }
}
