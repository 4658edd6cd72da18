package com.newsx.stormbind;

import org.apache.storm.messaging.netty.ControlMessage;
import org.apache.storm.messaging.netty.INettySerializable;
import org.apache.storm.shade.io.netty.buffer.ByteBuf;

/**
 * A worker's load figures as the workers sending to it read them (load-aware groupings): one task message addressed
 * to task -1, the figures in its payload, then the end-of-batch mark. Storm's own server names the task id in a class
 * of its package, out of reach here.
 */
final class LoadReport implements INettySerializable {
    /** The task id Storm's clients take a load report from. */
    static final short LOAD_TASK = -1;

    private final byte[] payload;

    LoadReport(byte[] payload) {
        this.payload = payload;
    }

    @Override
    public void write(ByteBuf dest) {
        dest.writeShort(LOAD_TASK);
        dest.writeInt(payload.length);
        dest.writeBytes(payload);
        ControlMessage.EOB_MESSAGE.write(dest);
    }

    @Override
    public int encodeLength() {
        return 2 + 4 + payload.length + ControlMessage.EOB_MESSAGE.encodeLength();
    }
}
