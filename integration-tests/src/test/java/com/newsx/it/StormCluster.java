package com.newsx.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The multi-process Storm cluster of 'bin/services start storm' (ZooKeeper, Nimbus, a Supervisor, each its own
 * JVM), started for a test and stopped after it only if the test started it; and the worker processes the
 * supervisor launches, found by their command lines in /proc.
 */
final class StormCluster implements AutoCloseable {
    private static final String WORKER_MAIN = "org.apache.storm.daemon.worker.Worker";
    private static final String LOG_WRITER_MAIN = "org.apache.storm.LogWriter";

    private final Path mark;
    final Path stormHome;

    private StormCluster(Path mark, Path stormHome) {
        this.mark = mark;
        this.stormHome = stormHome;
    }

    static StormCluster start() throws Exception {
        Path mark = Files.createTempFile("storm-started", ".txt");
        String out = Services.services("start", "storm", "--mark", mark.toString());
        String home = out.lines().filter(l -> l.startsWith("storm: home ")).findFirst()
                .orElseThrow(() -> new IllegalStateException("bin/services did not say where Storm lives:\n" + out))
                .substring("storm: home ".length()).trim();
        return new StormCluster(mark, Path.of(home));
    }

    @Override
    public void close() throws Exception {
        Services.services("stop", "--marked", mark.toString());
    }

    /** PIDs of the worker JVMs (not their LogWriter wrappers) of the topologies whose id starts with this. */
    static List<Long> workers(String topologyId) {
        return processes(topologyId, true);
    }

    /** PIDs of every process left of those topologies: workers and their LogWriter wrappers. */
    static List<Long> anyProcess(String topologyId) {
        return processes(topologyId, false);
    }

    private static List<Long> processes(String topologyId, boolean workersOnly) {
        List<Long> pids = new ArrayList<>();
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            procs.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit)).forEach(p -> {
                String cmd = commandLine(p);
                if (cmd.contains("-Dstorm.id=" + topologyId) && cmd.contains(WORKER_MAIN)
                        && (!workersOnly || !cmd.contains(LOG_WRITER_MAIN))) {
                    pids.add(Long.parseLong(p.getFileName().toString()));
                }
            });
        } catch (IOException e) {
            throw new IllegalStateException("cannot list /proc", e);
        }
        return pids;
    }

    /**
     * Which of {@code pids} has a TCP connection from local port {@code port} to {@code remotePort} on loopback: the
     * process on the client side of an exchange a test's web sees (from /proc/net/tcp, the socket's inode, and the
     * processes' descriptors); -1 for none.
     */
    static long owningConnection(List<Long> pids, int port, int remotePort) throws IOException {
        Set<String> inodes = new HashSet<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            Path t = Path.of(table);
            if (!Files.isReadable(t)) {
                continue;
            }
            List<String> lines = Files.readAllLines(t);
            for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
                // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
                String[] f = line.trim().split("\\s+");
                if (f.length > 9 && Integer.parseInt(f[1].substring(f[1].indexOf(':') + 1), 16) == port
                        && Integer.parseInt(f[2].substring(f[2].indexOf(':') + 1), 16) == remotePort) {
                    inodes.add("socket:[" + f[9] + "]");
                }
            }
        }
        for (long pid : pids) {
            try (Stream<Path> fds = Files.list(Path.of("/proc/" + pid + "/fd"))) {
                boolean owns = fds.anyMatch(fd -> {
                    try {
                        return inodes.contains(Files.readSymbolicLink(fd).toString());
                    } catch (IOException e) {
                        return false; // closed meanwhile
                    }
                });
                if (owns) {
                    return pid;
                }
            } catch (IOException e) {
                // the process ended meanwhile
            }
        }
        return -1;
    }

    private static String commandLine(Path proc) {
        try {
            return new String(Files.readAllBytes(proc.resolve("cmdline")), StandardCharsets.UTF_8).replace('\0', ' ');
        } catch (IOException e) {
            return ""; // the process ended meanwhile
        }
    }
}
