package com.newsx.topology.fetch;

import com.newsx.topology.archive.Exchange;
import org.apache.hc.client5.http.RouteInfo;
import org.apache.hc.client5.http.protocol.HttpClientContext;
import org.apache.hc.core5.http.EndpointDetails;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpRequest;
import org.apache.hc.core5.http.HttpResponse;
import org.apache.hc.core5.http.ProtocolVersion;
import org.apache.hc.core5.http.nio.AsyncRequestProducer;
import org.apache.hc.core5.http.nio.DataStreamChannel;
import org.apache.hc.core5.http.nio.RequestChannel;
import org.apache.hc.core5.http.protocol.HttpContext;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Notes the moment a request is actually sent, once its connection is up: politeness counts from there, since a
 * new connection's set-up (DNS, TCP) would otherwise eat into the delay the server sees between two requests.
 * It also carries the exchange's context ({@link #context}, given to the client with the request), where the client
 * leaves the request as it sent it, the response head as it came and the connection's endpoints: the WARC archive's
 * {@link Exchange}.
 */
final class SentAt implements AsyncRequestProducer {
    private final AsyncRequestProducer delegate;
    private final LongSupplier clock;
    private final HttpClientContext context = HttpClientContext.create();
    private volatile long at = -1;

    SentAt(AsyncRequestProducer delegate, LongSupplier clock) {
        this.delegate = delegate;
        this.clock = clock;
    }

    /** When the request went out, or -1 if it never did. */
    long at() {
        return at;
    }

    /** The context to execute the request with: the client fills it in as the exchange goes. */
    HttpClientContext context() {
        return context;
    }

    /** The result with the exchange that led to it, once the exchange is over; as it was if no answer came. */
    FetchResult stamp(FetchResult r) {
        Exchange x = exchange();
        return x == null ? r : r.withExchange(x);
    }

    /**
     * The request as sent and the response head as received, and the address connected to (none behind a proxy: the
     * proxy connected, to an address it alone knows); null if no response came.
     */
    Exchange exchange() {
        HttpRequest request = context.getRequest();
        HttpResponse response = context.getResponse();
        if (request == null || response == null) {
            return null;
        }
        ProtocolVersion spoken = context.getProtocolVersion();
        String protocol = (request.getVersion() != null ? request.getVersion()
                : spoken != null ? spoken : response.getVersion()).format();
        String responseProtocol = (response.getVersion() != null ? response.getVersion() : spoken).format();
        return new Exchange(request.getMethod(), request.getPath(), protocol, headers(request.getHeaders()),
                responseProtocol, response.getCode(), response.getReasonPhrase(), headers(response.getHeaders()),
                peer(), at);
    }

    private InetAddress peer() {
        RouteInfo route = context.getHttpRoute();
        EndpointDetails endpoint = context.getEndpointDetails();
        if (route != null && route.getProxyHost() != null || endpoint == null) {
            return null;
        }
        return endpoint.getRemoteAddress() instanceof InetSocketAddress a ? a.getAddress() : null;
    }

    private static List<Exchange.Header> headers(Header[] headers) {
        List<Exchange.Header> out = new ArrayList<>(headers.length);
        for (Header h : headers) {
            out.add(new Exchange.Header(h.getName(), h.getValue() == null ? "" : h.getValue()));
        }
        return out;
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
