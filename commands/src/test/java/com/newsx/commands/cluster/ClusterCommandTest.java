package com.newsx.commands.cluster;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClusterCommandTest {
    /** bin/submit's exit code and what it wrote to standard error. */
    private record Run(int code, String err) {
    }

    private static Run submit(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream stderr = System.err;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            int code = ClusterCommand.execute(args);
            return new Run(code, err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setErr(stderr);
        }
    }

    /** A loopback port nothing listens on: one just freed. */
    private static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    @Test
    void submitNamesEveryServiceThatDoesNotAnswerAndFails() throws IOException {
        int closed = closedPort();
        Run r = submit("--nimbus", "127.0.0.1:" + closed, "--jar", "no.jar",
                "--set", "kafka.bootstrap=127.0.0.1:" + closed, "--set", "es.url=http://127.0.0.1:" + closed);
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("submit: Nimbus not reachable at 127.0.0.1:" + closed
                + " - start the local cluster with bin/services start storm, or give --nimbus HOST:PORT"), r.err());
        assertTrue(r.err().contains("submit: Kafka not reachable at 127.0.0.1:" + closed), r.err());
        assertTrue(r.err().contains("submit: Elasticsearch not reachable at http://127.0.0.1:" + closed), r.err());
    }

    @Test
    void theOtherActionsNeedNimbusOnly() throws IOException {
        int closed = closedPort();
        Run r = submit("--nimbus", "127.0.0.1:" + closed, "--list");
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().startsWith("submit: Nimbus not reachable at 127.0.0.1:" + closed), r.err());
        assertFalse(r.err().contains("Kafka") || r.err().contains("Elasticsearch"), r.err());
    }
}
