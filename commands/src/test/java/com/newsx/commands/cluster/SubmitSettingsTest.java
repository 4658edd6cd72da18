package com.newsx.commands.cluster;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SubmitSettingsTest {
    @Test
    void aMistypedKeyInSubmitSetFailsNamingItBeforeNimbusIsAsked() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        int code;
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            // Port 1: nothing listens there; the settings must be refused before that matters.
            code = ClusterCommand.execute("--nimbus", "127.0.0.1:1", "--set", "fetch.max-byte=1");
        } finally {
            System.setErr(saved);
        }
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, code, said);
        assertTrue(said.contains("'fetch.max-byte'") && said.contains("'fetch.max-bytes'"), said);
    }

    @Test
    void aValueOfTheWrongTypeFailsNamingItsKeyBeforeNimbusIsAsked() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        int code;
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            code = ClusterCommand.execute("--nimbus", "127.0.0.1:1", "--set", "fetch.max-bytes=ten");
        } finally {
            System.setErr(saved);
        }
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, code, said);
        assertTrue(said.contains("fetch.max-bytes") && said.contains("'ten'") && !said.contains("Nimbus"), said);
    }
}
