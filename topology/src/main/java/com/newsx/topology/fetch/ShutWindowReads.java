package com.newsx.topology.fetch;

import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.reactor.Command;
import org.apache.hc.core5.reactor.IOEventHandler;
import org.apache.hc.core5.reactor.IOSession;
import org.apache.hc.core5.reactor.ssl.SSLIOSession;
import org.apache.hc.core5.util.Timeout;

import java.io.IOException;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ByteChannel;
import java.nio.channels.CancelledKeyException;
import java.nio.channels.SelectionKey;
import java.util.concurrent.locks.Lock;

/**
 * A plain connection that reads nothing from its socket while the client wants no input: while a body reader's window
 * is shut ({@link BodyReader}), the bytes stay in the socket and the server waits. HttpCore's chunk decoder reads the
 * socket again at every chunk boundary, window or not, and goes on while the socket has data; under load, with the
 * server ahead, that took whole bodies past a shut window. With this, what lands past it is at most what the client
 * had buffered (its 8 KB session buffer). TLS sessions are left as they are: theirs push at most one record.
 */
final class ShutWindowReads implements IOSession {
    private final IOSession session;

    private ShutWindowReads(IOSession session) {
        this.session = session;
    }

    /** The client's session decorator: plain sessions wrapped, TLS sessions as they are. */
    static IOSession decorate(IOSession session) {
        return session instanceof SSLIOSession ? session : new ShutWindowReads(session);
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        return inputWanted() ? session.read(dst) : 0;
    }

    /** Whether the session asks for input now; a closing or closed one is read, so its end is seen. */
    private boolean inputWanted() {
        if (session.getStatus() != Status.ACTIVE) {
            return true;
        }
        try {
            return (session.getEventMask() & SelectionKey.OP_READ) != 0;
        } catch (CancelledKeyException closed) {
            return true;
        }
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
        return session.write(src);
    }

    @Override
    public boolean isOpen() {
        return session.isOpen();
    }

    @Override
    public IOEventHandler getHandler() {
        return session.getHandler();
    }

    @Override
    public void upgrade(IOEventHandler handler) {
        session.upgrade(handler);
    }

    @Override
    public Lock getLock() {
        return session.getLock();
    }

    @Override
    public void enqueue(Command command, Command.Priority priority) {
        session.enqueue(command, priority);
    }

    @Override
    public boolean hasCommands() {
        return session.hasCommands();
    }

    @Override
    public Command poll() {
        return session.poll();
    }

    @Override
    public ByteChannel channel() {
        return session.channel();
    }

    @Override
    public SocketAddress getRemoteAddress() {
        return session.getRemoteAddress();
    }

    @Override
    public SocketAddress getLocalAddress() {
        return session.getLocalAddress();
    }

    @Override
    public int getEventMask() {
        return session.getEventMask();
    }

    @Override
    public void setEventMask(int ops) {
        session.setEventMask(ops);
    }

    @Override
    public void setEvent(int op) {
        session.setEvent(op);
    }

    @Override
    public void clearEvent(int op) {
        session.clearEvent(op);
    }

    @Override
    public void close() {
        session.close();
    }

    @Override
    public void close(CloseMode closeMode) {
        session.close(closeMode);
    }

    @Override
    public Status getStatus() {
        return session.getStatus();
    }

    @Override
    public Timeout getSocketTimeout() {
        return session.getSocketTimeout();
    }

    @Override
    public void setSocketTimeout(Timeout timeout) {
        session.setSocketTimeout(timeout);
    }

    @Override
    public long getLastReadTime() {
        return session.getLastReadTime();
    }

    @Override
    public long getLastWriteTime() {
        return session.getLastWriteTime();
    }

    @Override
    public long getLastEventTime() {
        return session.getLastEventTime();
    }

    @Override
    public void updateReadTime() {
        session.updateReadTime();
    }

    @Override
    public void updateWriteTime() {
        session.updateWriteTime();
    }

    @Override
    public String getId() {
        return session.getId();
    }

    @Override
    public String toString() {
        return session.toString();
    }
}
