package com.newsx.stormbind;

import org.apache.storm.Config;
import org.apache.storm.messaging.IConnection;
import org.apache.storm.messaging.IConnectionCallback;
import org.apache.storm.messaging.IContext;
import org.apache.storm.messaging.netty.Context;
import org.apache.storm.metrics2.StormMetricRegistry;
import org.apache.storm.utils.ObjectReader;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Storm's Netty messaging between workers ({@code storm.messaging.transport}), each worker's server listening on
 * {@link BindAddress} instead of every interface. Connecting to other workers is Storm's own {@link Context}; only
 * the receiving end is ours ({@link BoundMessagingServer}), speaking the same protocol. Netty's SASL authentication
 * ({@code storm.messaging.netty.authentication}) is refused at start rather than silently left out.
 */
public class BoundMessagingContext implements IContext {
    private final Context storm = new Context();
    private final List<BoundMessagingServer> servers = new ArrayList<>();
    private Map<String, Object> conf;

    @Override
    public void prepare(Map<String, Object> topoConf) {
        prepare(topoConf, null);
    }

    @Override
    public void prepare(Map<String, Object> topoConf, StormMetricRegistry metricRegistry) {
        if (ObjectReader.getBoolean(topoConf.get(Config.STORM_MESSAGING_NETTY_AUTHENTICATION), false)) {
            throw new IllegalArgumentException(Config.STORM_MESSAGING_NETTY_AUTHENTICATION + " is not supported by "
                    + getClass().getName() + ": set storm.messaging.transport to " + Context.class.getName()
                    + " (which listens on every interface)");
        }
        BindAddress.of(topoConf); // a bad address fails the worker's start, not its first bind
        this.conf = topoConf;
        storm.prepare(topoConf, metricRegistry);
    }

    @Override
    public synchronized IConnection bind(String stormId, int port, IConnectionCallback cb,
                                         Supplier<Object> newConnectionResponse) {
        BoundMessagingServer server = new BoundMessagingServer(conf, BindAddress.of(conf), port, cb, newConnectionResponse);
        servers.add(server);
        return server;
    }

    @Override
    public IConnection connect(String stormId, String host, int port, AtomicBoolean[] remoteBpStatus) {
        return storm.connect(stormId, host, port, remoteBpStatus);
    }

    @Override
    public synchronized void term() {
        for (BoundMessagingServer s : servers) {
            s.close();
        }
        servers.clear();
        storm.term();
    }
}
