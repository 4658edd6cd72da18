package com.newsx.stormbind;

import org.apache.storm.Config;
import org.apache.storm.generated.Assignment;
import org.apache.storm.generated.Supervisor;
import org.apache.storm.generated.SupervisorAssignments;
import org.apache.storm.generated.SupervisorWorkerHeartbeat;
import org.apache.storm.security.auth.ITransportPlugin;
import org.apache.storm.security.auth.ReqContext;
import org.apache.storm.security.auth.SimpleTransportPlugin;
import org.apache.storm.security.auth.ThriftConnectionType;
import org.apache.storm.thrift.server.TServer;
import org.apache.storm.utils.SupervisorClient;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BoundTransportPluginTest {
    /** A supervisor that answers who asked: the request context's principal, or "anonymous". */
    private static final class WhoAsks implements Supervisor.Iface {
        @Override
        public void sendSupervisorAssignments(SupervisorAssignments assignments) {
        }

        @Override
        public Assignment getLocalAssignmentForStorm(String id) {
            var p = ReqContext.context().principal();
            return new Assignment(p == null ? "anonymous" : p.getName());
        }

        @Override
        public void sendSupervisorWorkerHeartbeat(SupervisorWorkerHeartbeat heartbeat) {
        }
    }

    private static Map<String, Object> conf(String transport, String bindAddress) {
        Map<String, Object> conf = new HashMap<>(Utils.readDefaultConfig());
        conf.put(Config.STORM_THRIFT_TRANSPORT_PLUGIN, transport);
        conf.put(Config.SUPERVISOR_THRIFT_PORT, 0);
        if (bindAddress != null) {
            conf.put(BindAddress.KEY, bindAddress);
        }
        return conf;
    }

    /** A Supervisor's thrift server made by the plugin, serving on a thread of its own until closed. */
    private record Running(ITransportPlugin plugin, TServer server, Thread thread) implements AutoCloseable {
        static Running start(ITransportPlugin plugin, Map<String, Object> conf) throws Exception {
            plugin.prepare(ThriftConnectionType.SUPERVISOR, conf);
            TServer server = plugin.getServer(new Supervisor.Processor<>(new WhoAsks()));
            Thread t = new Thread(server::serve, "thrift-under-test");
            t.setDaemon(true);
            t.start();
            long end = System.currentTimeMillis() + 10_000;
            while (!server.isServing() && System.currentTimeMillis() < end) {
                Thread.sleep(10);
            }
            assertTrue(server.isServing(), "the server did not start");
            return new Running(plugin, server, t);
        }

        int port() {
            return plugin.getPort();
        }

        @Override
        public void close() throws InterruptedException {
            server.stop();
            thread.join(10_000);
        }
    }

    @Test
    void listensOnLoopbackOnlyByDefaultAndAnswersStormsOwnClient() throws Exception {
        Map<String, Object> conf = conf(BoundTransportPlugin.class.getName(), null);
        try (Running r = Running.start(new BoundTransportPlugin(), conf)) {
            assertTrue(r.port() > 0, "the port taken is reported");
            assertTrue(Reach.accepts("127.0.0.1", r.port()));
            assertFalse(Reach.accepts("127.0.0.2", r.port()), "listens on 127.0.0.1 only");
            // a client that knows only Storm's plain transport, as bin/submit does
            try (SupervisorClient client = new SupervisorClient(conf(SimpleTransportPlugin.class.getName(), null),
                    "127.0.0.1", r.port())) {
                assertEquals("anonymous", client.getIface().getLocalAssignmentForStorm("t-1").get_master_code_dir());
            }
        }
    }

    @Test
    void stormsOwnPluginListensEverywhere() throws Exception {
        // the check above can fail: Storm's plugin takes the connection to 127.0.0.2
        try (Running r = Running.start(new SimpleTransportPlugin(), conf(SimpleTransportPlugin.class.getName(), null))) {
            assertTrue(Reach.accepts("127.0.0.2", r.port()));
        }
    }

    @Test
    void theConfiguredAddressIsTheOneListenedOn() throws Exception {
        try (Running r = Running.start(new BoundTransportPlugin(), conf(BoundTransportPlugin.class.getName(), "127.0.0.2"))) {
            assertTrue(Reach.accepts("127.0.0.2", r.port()));
            assertFalse(Reach.accepts("127.0.0.1", r.port()));
        }
    }

    @Test
    void theWildcardAddressListensEverywhereWhenAskedTo() throws Exception {
        try (Running r = Running.start(new BoundTransportPlugin(), conf(BoundTransportPlugin.class.getName(), "0.0.0.0"))) {
            assertTrue(Reach.accepts("127.0.0.1", r.port()));
            assertTrue(Reach.accepts("127.0.0.2", r.port()));
        }
    }
}
