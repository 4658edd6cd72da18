package com.newsx.topology.fetch;

import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.nio.AsyncRequestProducer;
import org.apache.hc.core5.http.nio.DataStreamChannel;
import org.apache.hc.core5.http.nio.RequestChannel;
import org.apache.hc.core5.http.protocol.HttpContext;

import java.io.IOException;
import java.util.function.LongSupplier;

/**
 * Notes the moment a request is actually sent, once its connection is up: politeness counts from there, since a
 * new connection's set-up (DNS, TCP) would otherwise eat into the delay the server sees between two requests.
 */
final class SentAt implements AsyncRequestProducer {
    private final AsyncRequestProducer delegate;
    private final LongSupplier clock;
    private volatile long at = -1;

    SentAt(AsyncRequestProducer delegate, LongSupplier clock) {
        this.delegate = delegate;
        this.clock = clock;
    }

    /** When the request went out, or -1 if it never did. */
    long at() {
        return at;
    }

    @Override
    public void sendRequest(RequestChannel channel, HttpContext context) throws HttpException, IOException {
        at = clock.getAsLong();
        delegate.sendRequest(channel, context);
    }

    @Override
    public boolean isRepeatable() {
        return delegate.isRepeatable();
    }

    @Override
    public void failed(Exception cause) {
        delegate.failed(cause);
    }

    @Override
    public int available() {
        return delegate.available();
    }

    @Override
    public void produce(DataStreamChannel channel) throws IOException {
        delegate.produce(channel);
    }

    @Override
    public void releaseResources() {
        delegate.releaseResources();
    }
}
