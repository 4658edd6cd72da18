package com.newsx.topology.storm;

import org.apache.storm.Testing;
import org.apache.storm.testing.MkTupleParam;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;

import java.util.Arrays;

/** Tuples as a bolt receives them, from a component and stream with their fields, built by Storm's own Testing. */
public final class TestTuples {
    private TestTuples() {
    }

    public static Tuple of(String component, String stream, Fields fields, Object... values) {
        MkTupleParam p = new MkTupleParam();
        p.setComponent(component);
        p.setStream(stream);
        p.setFieldsList(fields.toList());
        return Testing.testTuple(Arrays.asList(values), p);
    }

    /** The pulse spout's wake-up. */
    public static Tuple pulse() {
        return of(Streams.PULSE, "default", new Fields("at"), 1L);
    }
}
