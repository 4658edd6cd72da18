package com.newsx.commands.crawl;

import org.apache.storm.shade.org.apache.zookeeper.server.NIOServerCnxnFactory;
import org.apache.storm.shade.org.apache.zookeeper.server.ZooKeeperServer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The in-process cluster's ZooKeeper, listening on one address only. Storm 2.8's LocalCluster starts its own on
 * every interface ({@code new InetSocketAddress(port)}, no setting changes it), so bin/crawl starts this one and
 * hands its address to the LocalCluster instead.
 */
public final class BoundZookeeper implements AutoCloseable {
    /** The address bin/crawl's ZooKeeper and bin/services' Storm daemons listen on, unless NEWSX_STORM_BIND says otherwise. */
    public static final String DEFAULT_BIND = "127.0.0.1";

    private final NIOServerCnxnFactory factory;
    private final Path dir;
    private final String host;

    private BoundZookeeper(NIOServerCnxnFactory factory, Path dir, String host) {
        this.factory = factory;
        this.dir = dir;
        this.host = host;
    }

    /** NEWSX_STORM_BIND when set, else loopback. */
    public static String bindAddress(String env) {
        return env == null || env.isBlank() ? DEFAULT_BIND : env.trim();
    }

    /** Starts a ZooKeeper on bindHost, on a free port, its data in a temporary folder removed by close. */
    public static BoundZookeeper start(String bindHost) throws IOException, InterruptedException {
        InetAddress address = InetAddress.getByName(bindHost);
        Path dir = Files.createTempDirectory("newsx-zookeeper");
        NIOServerCnxnFactory factory = new NIOServerCnxnFactory();
        try {
            factory.configure(new InetSocketAddress(address, 0), 0);
            factory.startup(new ZooKeeperServer(dir.toFile(), dir.toFile(), 2000));
        } catch (IOException | InterruptedException | RuntimeException e) {
            factory.shutdown();
            delete(dir);
            throw e;
        }
        // A wildcard bind address is reached by clients on loopback.
        String host = address.isAnyLocalAddress() ? DEFAULT_BIND : address.getHostAddress();
        return new BoundZookeeper(factory, dir, host);
    }

    /** The host clients connect to. */
    public String host() {
        return host;
    }

    public int port() {
        return factory.getLocalPort();
    }

    /** The address it listens on, as the socket reports it. */
    public InetSocketAddress listening() {
        return factory.getLocalAddress();
    }

    @Override
    public void close() {
        factory.shutdown();
        delete(dir);
    }

    private static void delete(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
