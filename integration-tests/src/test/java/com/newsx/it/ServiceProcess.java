package com.newsx.it;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A service a test runs itself (a broker, a node), as a child process writing to a log file, stopped with everything
 * it started: Elasticsearch's launcher starts the node as its own child, runuser starts the launcher.
 */
final class ServiceProcess implements AutoCloseable {
    private final String name;
    private final Process process;
    private final Path log;

    private ServiceProcess(String name, Process process, Path log) {
        this.name = name;
        this.process = process;
        this.log = log;
    }

    /** Starts {@code command} with these variables added to (or, when null, removed from) the environment. */
    static ServiceProcess start(String name, List<String> command, Map<String, String> env, Path log) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        env.forEach((k, v) -> {
            if (v == null) {
                pb.environment().remove(k);
            } else {
                pb.environment().put(k, v);
            }
        });
        return new ServiceProcess(name, pb.start(), log);
    }

    boolean alive() {
        return process.isAlive();
    }

    /** The last lines of the process's output, for a failure's message. */
    String tail() {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return name + " (" + log + "):\n" + String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException e) {
            return name + ": no output (" + e.getMessage() + ")";
        }
    }

    /** A port free on loopback now, for a service of a test's own (beside the shared services' fixed ports). */
    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    @Override
    public void close() {
        List<ProcessHandle> all = new java.util.ArrayList<>(process.descendants().toList());
        all.add(process.toHandle());
        all.forEach(ProcessHandle::destroy);
        for (ProcessHandle h : all) {
            try {
                h.onExit().get(30, TimeUnit.SECONDS);
            } catch (Exception e) {
                h.destroyForcibly();
            }
        }
    }
}
