package com.newsx.extractor.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Fetches a URL with a timeout and a size cap, returning the raw bytes and the Content-Type header. */
final class PageFetcher {
    record Fetched(byte[] bytes, String contentType) {
    }

    private final HttpClient client;
    private final Duration timeout;
    private final int maxBytes;

    PageFetcher(Duration timeout, int maxBytes) {
        this.timeout = timeout;
        this.maxBytes = maxBytes;
        this.client = HttpClient.newBuilder().connectTimeout(timeout)
                .followRedirects(HttpClient.Redirect.NORMAL).build();
    }

    Fetched fetch(String url) throws IOException {
        HttpRequest req = HttpRequest.newBuilder(URI.create(url)).timeout(timeout)
                .header("User-Agent", "newsx-extract/0.1").GET().build();
        HttpResponse<InputStream> resp;
        try {
            resp = client.send(req, HttpResponse.BodyHandlers.ofInputStream());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        try (InputStream in = resp.body()) {
            if (resp.statusCode() >= 400) {
                throw new IOException("HTTP " + resp.statusCode());
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[64 * 1024];
            int n;
            while ((n = in.read(buf)) > 0) {
                if (out.size() + n > maxBytes) {
                    throw new IOException("page larger than " + maxBytes + " bytes");
                }
                out.write(buf, 0, n);
            }
            return new Fetched(out.toByteArray(), resp.headers().firstValue("Content-Type").orElse(null));
        }
    }
}
