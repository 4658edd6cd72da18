package com.newsx.stormbind;

import org.apache.storm.Config;
import org.apache.storm.grouping.Load;
import org.apache.storm.messaging.ConnectionWithStatus;
import org.apache.storm.messaging.IConnection;
import org.apache.storm.messaging.IContext;
import org.apache.storm.messaging.TaskMessage;
import org.apache.storm.messaging.netty.BackPressureStatus;
import org.apache.storm.messaging.netty.Context;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BoundMessagingContextTest {
    private static Map<String, Object> conf(String bindAddress) {
        Map<String, Object> conf = new HashMap<>(Utils.readDefaultConfig());
        conf.put(Config.TOPOLOGY_NAME, "bind-test");
        if (bindAddress != null) {
            conf.put(BindAddress.KEY, bindAddress);
        }
        return conf;
    }

    private static IContext prepared(IContext context, Map<String, Object> conf) {
        context.prepare(conf, null);
        return context;
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long end = System.currentTimeMillis() + 15_000;
        while (!condition.getAsBoolean() && System.currentTimeMillis() < end) {
            Thread.sleep(10);
        }
        assertTrue(condition.getAsBoolean(), what);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aWorkerListensOnLoopbackOnlyAndStormsClientTalksToIt() throws Exception {
        IContext context = prepared(new BoundMessagingContext(), conf(null));
        try {
            List<TaskMessage> received = new CopyOnWriteArrayList<>();
            // a new connection is greeted with the worker's back pressure: task 3 is overloaded (the collections
            // are those a worker sends: Storm's Kryo knows ArrayList and HashMap, not List.of's)
            IConnection server = context.bind("t-1", 0, received::addAll,
                    () -> new BackPressureStatus("w-1", new ArrayList<>(List.of(3)), new ArrayList<>()));
            int port = server.getPort();
            assertTrue(port > 0, "the port taken is reported");
            assertTrue(Reach.accepts("127.0.0.1", port));
            assertFalse(Reach.accepts("127.0.0.2", port), "listens on 127.0.0.1 only");

            AtomicBoolean[] backPressure = {new AtomicBoolean(), new AtomicBoolean(), new AtomicBoolean(), new AtomicBoolean()};
            IConnection client = context.connect("t-1", "127.0.0.1", port, backPressure);
            await(() -> ((ConnectionWithStatus) client).status() == ConnectionWithStatus.Status.Ready, "client connected");
            await(() -> backPressure[3].get(), "the greeting's back pressure reached the client");

            client.send(List.of(new TaskMessage(1, bytes("first")), new TaskMessage(2, bytes("second"))).iterator());
            await(() -> received.size() == 2, "tuples delivered");
            assertEquals(1, received.get(0).task());
            assertEquals("first", new String(received.get(0).message(), StandardCharsets.UTF_8));
            assertEquals(2, received.get(1).task());
            assertEquals("second", new String(received.get(1).message(), StandardCharsets.UTF_8));

            server.sendLoadMetrics(new HashMap<>(Map.of(5, 0.25)));
            await(() -> !client.getLoad(List.of(5)).isEmpty(), "load figures reached the client");
            Load load = client.getLoad(List.of(5)).get(5);
            assertEquals(0.25, load.getBoltLoad(), 1e-9);

            server.sendBackPressureStatus(new BackPressureStatus("w-1", new ArrayList<>(), new ArrayList<>(List.of(3))));
            await(() -> !backPressure[3].get(), "back pressure lifted at the client");
            client.close();
        } finally {
            context.term();
        }
    }

    @Test
    void stormsOwnWorkerServerListensEverywhere() throws Exception {
        // the check above can fail: Storm's own server takes the connection to 127.0.0.2
        IContext context = prepared(new Context(), conf(null));
        try {
            IConnection server = context.bind("t-1", 0, msgs -> { }, null);
            assertTrue(Reach.accepts("127.0.0.2", server.getPort()));
        } finally {
            context.term();
        }
    }

    @Test
    void theConfiguredAddressIsTheOneListenedOnAndTermClosesIt() throws Exception {
        IContext context = prepared(new BoundMessagingContext(), conf("127.0.0.2"));
        int port;
        try {
            port = context.bind("t-1", 0, msgs -> { }, null).getPort();
            assertTrue(Reach.accepts("127.0.0.2", port));
            assertFalse(Reach.accepts("127.0.0.1", port));
        } finally {
            context.term();
        }
        assertFalse(Reach.accepts("127.0.0.2", port), "closed with the context");
    }

    @Test
    void aPortTakenIsAnErrorNamingWhere() throws Exception {
        IContext context = prepared(new BoundMessagingContext(), conf(null));
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> context.bind("t-1", taken.getLocalPort(), msgs -> { }, null));
            assertTrue(e.getMessage().contains("127.0.0.1:" + taken.getLocalPort()), e.getMessage());
        } finally {
            context.term();
        }
    }

    @Test
    void nettyAuthenticationIsRefusedNotSilentlyDropped() {
        Map<String, Object> conf = conf(null);
        conf.put(Config.STORM_MESSAGING_NETTY_AUTHENTICATION, true);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new BoundMessagingContext().prepare(conf, null));
        assertTrue(e.getMessage().contains(Config.STORM_MESSAGING_NETTY_AUTHENTICATION), e.getMessage());
    }
}
