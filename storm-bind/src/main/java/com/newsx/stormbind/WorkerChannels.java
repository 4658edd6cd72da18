package com.newsx.stormbind;

import org.apache.storm.messaging.netty.BackPressureStatusEncoder;
import org.apache.storm.messaging.netty.IServer;
import org.apache.storm.messaging.netty.MessageDecoder;
import org.apache.storm.messaging.netty.NettySerializableMessageEncoder;
import org.apache.storm.messaging.netty.StormServerHandler;
import org.apache.storm.serialization.KryoValuesDeserializer;
import org.apache.storm.serialization.KryoValuesSerializer;
import org.apache.storm.shade.io.netty.channel.Channel;
import org.apache.storm.shade.io.netty.channel.ChannelInitializer;
import org.apache.storm.shade.io.netty.channel.ChannelPipeline;
import org.apache.storm.shade.io.netty.handler.ssl.SslContext;

import java.util.Map;

/**
 * The handlers of each connection another worker opens: Storm's own decoder, encoders and server handler, in the
 * order its clients expect (TLS first when configured), so the bytes on the wire are Storm's.
 */
final class WorkerChannels extends ChannelInitializer<Channel> {
    private final Map<String, Object> conf;
    private final IServer server;
    private final SslContext tls;

    WorkerChannels(Map<String, Object> conf, IServer server, SslContext tls) {
        this.conf = conf;
        this.server = server;
        this.tls = tls;
    }

    @Override
    protected void initChannel(Channel ch) {
        ChannelPipeline p = ch.pipeline();
        if (tls != null) {
            p.addLast("tls", tls.newHandler(ch.alloc()));
        }
        p.addLast("decoder", new MessageDecoder(new KryoValuesDeserializer(conf)));
        p.addLast("encoder", NettySerializableMessageEncoder.INSTANCE);
        p.addLast("backpressure-encoder", new BackPressureStatusEncoder(new KryoValuesSerializer(conf)));
        p.addLast("handler", new StormServerHandler(server));
    }
}
