package com.newsx.topology.storm;

import org.apache.storm.task.IOutputCollector;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.tuple.Tuple;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * What a bolt did with its tuples, for unit tests without Storm: every emit (stream, anchors, values), ack, fail and
 * reported error, in order. {@link #collector()} is the OutputCollector to hand the bolt.
 */
public final class RecordingCollector implements IOutputCollector {
    /** One emitted tuple. */
    public record Emit(String stream, List<Tuple> anchors, List<Object> values) {
        public Object get(int i) {
            return values.get(i);
        }
    }

    public final List<Emit> emits = new ArrayList<>();
    public final List<Tuple> acked = new ArrayList<>();
    public final List<Tuple> failed = new ArrayList<>();
    public final List<Throwable> errors = new ArrayList<>();

    public OutputCollector collector() {
        return new OutputCollector(this);
    }

    /** The tuples emitted on one stream. */
    public List<Emit> on(String stream) {
        return emits.stream().filter(e -> e.stream().equals(stream)).toList();
    }

    /** Whether the tuple was acked or failed (exactly once). */
    public boolean settled(Tuple t) {
        return acked.stream().filter(a -> a == t).count() + failed.stream().filter(f -> f == t).count() == 1;
    }

    @Override
    public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
        emits.add(new Emit(streamId, anchors == null ? List.of() : new ArrayList<>(anchors), tuple));
        return List.of();
    }

    @Override
    public void emitDirect(int taskId, String streamId, Collection<Tuple> anchors, List<Object> tuple) {
        emit(streamId, anchors, tuple);
    }

    @Override
    public void ack(Tuple input) {
        acked.add(input);
    }

    @Override
    public void fail(Tuple input) {
        failed.add(input);
    }

    @Override
    public void resetTimeout(Tuple input) {
    }

    @Override
    public void flush() {
    }

    @Override
    public void reportError(Throwable error) {
        errors.add(error);
    }
}
