package com.newsx.stormbind;

import org.apache.storm.security.auth.SimpleTransportPlugin;
import org.apache.storm.thrift.TProcessor;
import org.apache.storm.thrift.protocol.TBinaryProtocol;
import org.apache.storm.thrift.server.THsHaServer;
import org.apache.storm.thrift.server.TServer;
import org.apache.storm.thrift.transport.TNonblockingServerSocket;
import org.apache.storm.thrift.transport.TTransportException;

import java.net.InetSocketAddress;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Storm's plain thrift transport for Nimbus and the Supervisor ({@code storm.thrift.transport}), its server listening
 * on {@link BindAddress} instead of every interface. The wire is Storm's plain one (framed, binary, unauthenticated),
 * and connecting is inherited, so clients that name Storm's own plugin (bin/submit) talk to these servers unchanged.
 * The server reads the same settings of the connection type as Storm's (port, threads, buffer, queue), so a
 * storm.yaml means what it meant before.
 */
public class BoundTransportPlugin extends SimpleTransportPlugin {
    private volatile int port;

    @Override
    public TServer getServer(TProcessor processor) throws TTransportException {
        TNonblockingServerSocket socket = new TNonblockingServerSocket(
                new InetSocketAddress(BindAddress.of(topoConf), type.getPort(topoConf)));
        port = socket.getPort(); // the port taken, when the configured one is 0
        int threads = type.getNumThreads(topoConf);
        int maxBuffer = type.getMaxBufferSize(topoConf);
        THsHaServer.Args args = new THsHaServer.Args(socket)
                .processor(new AnonymousRequests(processor))
                .maxWorkerThreads(threads)
                // a frame or string longer than the buffer is refused, not allocated
                .protocolFactory(new TBinaryProtocol.Factory(false, true, maxBuffer, -1));
        args.maxReadBufferBytes = maxBuffer;
        Integer queue = type.getQueueSize(topoConf);
        if (queue != null) {
            // bounded: past the queue, requests are refused instead of piling up in the daemon's heap
            args.executorService(new ThreadPoolExecutor(threads, threads, 60, TimeUnit.SECONDS,
                    new ArrayBlockingQueue<>(queue)));
        }
        return new THsHaServer(args);
    }

    @Override
    public int getPort() {
        return port;
    }
}
