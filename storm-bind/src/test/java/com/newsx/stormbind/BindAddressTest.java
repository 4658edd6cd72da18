package com.newsx.stormbind;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BindAddressTest {
    @Test
    void loopbackUnlessConfigured() {
        assertEquals("127.0.0.1", BindAddress.of(Map.of()).getHostAddress());
        assertEquals("127.0.0.1", BindAddress.of(Map.of(BindAddress.KEY, " ")).getHostAddress());
        assertEquals("10.0.0.7", BindAddress.of(Map.of(BindAddress.KEY, " 10.0.0.7 ")).getHostAddress());
        assertTrue(BindAddress.of(Map.of(BindAddress.KEY, "0.0.0.0")).isAnyLocalAddress());
    }

    @Test
    void aNameThatDoesNotResolveIsAnErrorNamingTheKey() {
        Map<String, Object> conf = new HashMap<>();
        conf.put(BindAddress.KEY, "no-such-host.invalid");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BindAddress.of(conf));
        assertTrue(e.getMessage().contains(BindAddress.KEY), e.getMessage());
    }
}
