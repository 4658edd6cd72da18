package com.newsx.topology.extract;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class HalvesTest {

    @Test
    void aFailedHalfNamesTheFailureForTheFuseStep() {
        assertNull(Halves.failure("line-block", null, "punctuation-density", null));
        assertEquals("line-block failed: StackOverflowError",
                Halves.failure(Halves.FAILED, "line-block failed: StackOverflowError", "punctuation-density", null));
        assertEquals("punctuation density failed: X",
                Halves.failure("line-block", "ok", Halves.FAILED, "punctuation density failed: X"));
    }
}
