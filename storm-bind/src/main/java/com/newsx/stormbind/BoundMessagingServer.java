package com.newsx.stormbind;

import org.apache.storm.Config;
import org.apache.storm.grouping.Load;
import org.apache.storm.messaging.IConnection;
import org.apache.storm.messaging.IConnectionCallback;
import org.apache.storm.messaging.TaskMessage;
import org.apache.storm.messaging.netty.BackPressureStatus;
import org.apache.storm.messaging.netty.IServer;
import org.apache.storm.messaging.netty.NettyRenameThreadFactory;
import org.apache.storm.messaging.netty.NettyTlsUtils;
import org.apache.storm.serialization.KryoValuesSerializer;
import org.apache.storm.shade.io.netty.bootstrap.ServerBootstrap;
import org.apache.storm.shade.io.netty.buffer.PooledByteBufAllocator;
import org.apache.storm.shade.io.netty.channel.Channel;
import org.apache.storm.shade.io.netty.channel.ChannelOption;
import org.apache.storm.shade.io.netty.channel.EventLoopGroup;
import org.apache.storm.shade.io.netty.channel.group.ChannelGroup;
import org.apache.storm.shade.io.netty.channel.group.DefaultChannelGroup;
import org.apache.storm.shade.io.netty.channel.nio.NioEventLoopGroup;
import org.apache.storm.shade.io.netty.channel.socket.nio.NioServerSocketChannel;
import org.apache.storm.shade.io.netty.handler.ssl.SslContext;
import org.apache.storm.shade.io.netty.util.concurrent.GlobalEventExecutor;
import org.apache.storm.utils.ObjectReader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A worker's receiving end, listening on one address: the other workers of the topology connect here and send their
 * tuples; this worker sends them its load figures and back-pressure changes. It speaks Storm's protocol through
 * Storm's own handlers ({@link WorkerChannels}) and honours the same settings as Storm's server (buffer size, threads,
 * backlog, TLS). Netty authentication is not offered ({@link BoundMessagingContext} refuses it).
 */
final class BoundMessagingServer implements IConnection, IServer {
    private static final Logger LOG = LoggerFactory.getLogger(BoundMessagingServer.class);

    private final IConnectionCallback deliver;
    private final Supplier<Object> greeting;
    private final KryoValuesSerializer serializer;
    private final EventLoopGroup acceptor;
    private final EventLoopGroup workers;
    /** The listening channel and every connection: closed together; writes go to the connections only. */
    private final ChannelGroup channels = new DefaultChannelGroup("newsx-worker-server", GlobalEventExecutor.INSTANCE);
    private final InetSocketAddress listening;

    /**
     * Listens on address:port (0: a free port) at once; {@code greeting} (may be null) is sent to each new connection,
     * the worker's current back pressure.
     */
    BoundMessagingServer(Map<String, Object> conf, InetAddress address, int port, IConnectionCallback deliver,
                         Supplier<Object> greeting) {
        this.deliver = deliver;
        this.greeting = greeting;
        this.serializer = new KryoValuesSerializer(conf);
        SslContext tls = NettyTlsUtils.createSslContext(conf, true); // null unless storm.messaging.netty.tls.enable
        int threads = ObjectReader.getInt(conf.get(Config.STORM_MESSAGING_NETTY_SERVER_WORKER_THREADS), 0);
        this.acceptor = new NioEventLoopGroup(1, new NettyRenameThreadFactory("newsx-server-" + port + "-accept"));
        // 0: Netty's default number of threads
        this.workers = new NioEventLoopGroup(Math.max(threads, 0), new NettyRenameThreadFactory("newsx-server-" + port));
        ServerBootstrap bootstrap = new ServerBootstrap()
                .group(acceptor, workers)
                .channel(NioServerSocketChannel.class)
                .option(ChannelOption.SO_REUSEADDR, true)
                .option(ChannelOption.SO_BACKLOG, ObjectReader.getInt(conf.get(Config.STORM_MESSAGING_NETTY_SOCKET_BACKLOG), 500))
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childOption(ChannelOption.SO_RCVBUF, ObjectReader.getInt(conf.get(Config.STORM_MESSAGING_NETTY_BUFFER_SIZE)))
                .childOption(ChannelOption.SO_KEEPALIVE, true)
                .childOption(ChannelOption.ALLOCATOR, PooledByteBufAllocator.DEFAULT)
                .childHandler(new WorkerChannels(conf, this, tls));
        try {
            Channel server = bootstrap.bind(new InetSocketAddress(address, port)).sync().channel();
            channels.add(server);
            this.listening = (InetSocketAddress) server.localAddress();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            shutDown();
            throw new IllegalStateException("interrupted while binding " + address.getHostAddress() + ":" + port, e);
        } catch (Exception e) { // Netty rethrows the bind's own failure (a port taken) though it is checked
            shutDown();
            throw new IllegalStateException("cannot listen on " + address.getHostAddress() + ":" + port + ": " + e, e);
        }
        LOG.info("Worker messaging listens on {}", listening);
    }

    @Override
    public void channelActive(Channel c) {
        channels.add(c);
        if (greeting != null) {
            c.writeAndFlush(greeting.get(), c.voidPromise());
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public void received(Object message, String remote, Channel channel) throws InterruptedException {
        if (message instanceof List<?> batch) {
            deliver.recv((List<TaskMessage>) batch);
        } else {
            LOG.warn("Ignored a message that is no batch of tuples from {}: {}", remote, message);
        }
    }

    @Override
    public void sendLoadMetrics(Map<Integer, Double> taskToLoad) {
        byte[] payload;
        synchronized (serializer) { // Kryo is not thread-safe; the worker's timer and its threads may both ask
            payload = serializer.serialize(List.of(taskToLoad));
        }
        channels.writeAndFlush(new LoadReport(payload));
    }

    @Override
    public void sendBackPressureStatus(BackPressureStatus status) {
        channels.writeAndFlush(status);
    }

    @Override
    public void send(Iterator<TaskMessage> msgs) {
        throw new UnsupportedOperationException("a worker's server receives tuples, it sends none");
    }

    @Override
    public Map<Integer, Load> getLoad(Collection<Integer> tasks) {
        throw new UnsupportedOperationException("a worker's server knows no load of others");
    }

    @Override
    public int getPort() {
        return listening.getPort();
    }

    @Override
    public void close() {
        channels.close().awaitUninterruptibly();
        shutDown();
    }

    /** Both thread groups at once: each waits out Netty's quiet period. */
    private void shutDown() {
        var w = workers.shutdownGracefully();
        var a = acceptor.shutdownGracefully();
        w.awaitUninterruptibly();
        a.awaitUninterruptibly();
    }

    @Override
    public String toString() {
        return "worker messaging server on " + listening;
    }
}
