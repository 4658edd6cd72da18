package com.newsx.topology.doc;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExtractionFailureTest {

    private static int deep(int n) {
        return n == 0 ? 0 : 1 + deep(n - 1);
    }

    @Test
    void aStackOverflowOnADeepPageIsThePagesFault() {
        StackOverflowError soe = assertThrows(StackOverflowError.class, () -> deep(Integer.MAX_VALUE));
        assertTrue(ExtractionFailure.isPagesFault(soe));
        ExtractionFailure.rethrowUnlessPagesFault(soe); // returns
        assertEquals("line-block failed: StackOverflowError", ExtractionFailure.reason("line-block", soe));
    }

    @Test
    void exceptionsAndAssertionsAreThePagesFault() {
        assertTrue(ExtractionFailure.isPagesFault(new IllegalArgumentException("x")));
        assertTrue(ExtractionFailure.isPagesFault(new java.io.IOException("x")));
        assertTrue(ExtractionFailure.isPagesFault(new AssertionError("x")));
        assertEquals("fusion failed: IllegalStateException: no body", ExtractionFailure.reason("fusion",
                new IllegalStateException(" no body ")));
        assertTrue(ExtractionFailure.reason("records", new RuntimeException("y".repeat(10_000))).length() < 400);
    }

    @Test
    void outOfMemoryAndLinkageErrorsTakeTheWorkerDown() {
        OutOfMemoryError oom = new OutOfMemoryError("Java heap space");
        assertFalse(ExtractionFailure.isPagesFault(oom));
        assertSame(oom, assertThrows(OutOfMemoryError.class, () -> ExtractionFailure.rethrowUnlessPagesFault(oom)));
        assertFalse(ExtractionFailure.isPagesFault(new InternalError()));
        assertFalse(ExtractionFailure.isPagesFault(new NoClassDefFoundError("com/newsx/Missing")));
    }
}
