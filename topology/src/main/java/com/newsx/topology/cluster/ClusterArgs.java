package com.newsx.topology.cluster;

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
                   bin/submit --list
                   bin/submit --kill NAME [--wait S]
                   bin/submit --rebalance NAME [--workers N] [--parallelism COMPONENT=N]... [--wait S]
                   bin/submit --status [NAME] [--every S] [--config FILE] [--set KEY=VALUE]...

            Submits the crawl topology to a Storm cluster (Nimbus) with the settings of conf/crawler.properties,
            overridden by --config FILE (only the keys it sets) and --set KEY=VALUE, the same as bin/crawl;
            topology.workers and topology.<component>.parallelism set the workers and every component's executors.
              --nimbus HOST:PORT   Nimbus's thrift address (default 127.0.0.1 and $NEWSX_NIMBUS_PORT, else 6627)
              --jar FILE           the topology jar (default: topology-jar/target/newsx-topology-*-storm.jar)
              --name NAME          the topology's name (default newsx-crawl)
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

    static ClusterArgs parse(String... args) {
        ClusterArgs a = new ClusterArgs();
        List<String> rest = new ArrayList<>(List.of(args));
        while (!rest.isEmpty()) {
            String arg = rest.remove(0);
            switch (arg) {
                case "-h", "--help" -> a.action(Action.HELP);
                case "--list" -> a.action(Action.LIST);
                case "--kill" -> {
                    a.action(Action.KILL);
                    a.name = value(arg, rest);
                }
                case "--rebalance" -> {
                    a.action(Action.REBALANCE);
                    a.name = value(arg, rest);
                }
                case "--status" -> {
                    a.action(Action.STATUS);
                    if (!rest.isEmpty() && !rest.get(0).startsWith("-")) {
                        a.name = rest.remove(0);
                    }
                }
                case "--name" -> a.name = value(arg, rest);
                case "--nimbus" -> a.nimbus = value(arg, rest);
                case "--jar" -> a.jar = Path.of(value(arg, rest));
                case "--config" -> a.config = Path.of(value(arg, rest));
                case "--set" -> {
                    String[] kv = pair(arg, value(arg, rest));
                    a.overrides.put(kv[0], kv[1]);
                }
                case "--workers" -> a.workers = positive(arg, value(arg, rest));
                case "--parallelism" -> {
                    String[] kv = pair(arg, value(arg, rest));
                    a.parallelism.put(kv[0], positive(arg, kv[1]));
                }
                case "--wait" -> a.waitSeconds = nonNegative(arg, value(arg, rest));
                case "--every" -> a.everySeconds = positive(arg, value(arg, rest));
                default -> throw new IllegalArgumentException("unknown argument " + arg + " (see --help)");
            }
        }
        if (a.action == Action.REBALANCE && a.workers == null && a.parallelism.isEmpty()) {
            throw new IllegalArgumentException("--rebalance needs --workers N and/or --parallelism COMPONENT=N");
        }
        if (a.action != Action.REBALANCE && (a.workers != null || !a.parallelism.isEmpty())) {
            throw new IllegalArgumentException("--workers and --parallelism go with --rebalance; to submit with them,"
                    + " use --set topology.workers=N or --set topology.COMPONENT.parallelism=N");
        }
        return a;
    }

    private void action(Action next) {
        if (action != Action.SUBMIT && action != next) {
            throw new IllegalArgumentException("give one of --list, --kill, --rebalance, --status");
        }
        action = next;
    }

    private static String value(String option, List<String> rest) {
        if (rest.isEmpty()) {
            throw new IllegalArgumentException(option + " needs a value (see --help)");
        }
        return rest.remove(0);
    }

    private static String[] pair(String option, String kv) {
        int eq = kv.indexOf('=');
        if (eq < 1) {
            throw new IllegalArgumentException(option + " needs KEY=VALUE, got " + kv);
        }
        return new String[] {kv.substring(0, eq).trim(), kv.substring(eq + 1).trim()};
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
