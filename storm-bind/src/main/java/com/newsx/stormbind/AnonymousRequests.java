package com.newsx.stormbind;

import org.apache.storm.security.auth.ReqContext;
import org.apache.storm.thrift.TException;
import org.apache.storm.thrift.TProcessor;
import org.apache.storm.thrift.protocol.TProtocol;
import org.apache.storm.thrift.transport.TSocket;

import java.net.InetAddress;

/**
 * Runs each thrift request as an anonymous one, as Storm's plain (unauthenticated) transport does: the daemon's
 * authorizers and audit log read who asks from the thread's request context, so every request sets it afresh rather
 * than inherit what an earlier request on the same pooled thread left there.
 */
final class AnonymousRequests implements TProcessor {
    private final TProcessor handler;

    AnonymousRequests(TProcessor handler) {
        this.handler = handler;
    }

    @Override
    public void process(TProtocol in, TProtocol out) throws TException {
        ReqContext context = ReqContext.context();
        context.setSubject(null);
        context.setRemoteAddress(peer(in));
        handler.process(in, out);
    }

    /** The client's address where the transport knows it; a non-blocking server hands over frames read, not sockets. */
    private static InetAddress peer(TProtocol in) {
        return in.getTransport() instanceof TSocket socket && socket.getSocket() != null
                ? socket.getSocket().getInetAddress() : null;
    }
}
