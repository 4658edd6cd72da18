package com.newsx.topology.fetch;

import com.newsx.localweb.LocalWeb;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.FetchSettings;
import com.newsx.topology.net.AddressGuard;
import com.newsx.topology.net.HostOverrides;
import com.newsx.topology.net.NameResolver;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The fetch path with a slow name server: other hosts go on, and the guard still checks the address connected to. */
class SlowDnsFetchTest {
    private static final byte[] LOOPBACK = {127, 0, 0, 1};

    @Test
    void hostsWaitingForASlowNameServerTakeNoSlotFromTheOthers() throws Exception {
        CountDownLatch slowAnswers = new CountDownLatch(1);
        NameResolver.Lookup dns = host -> {
            if (host.endsWith(".slow.test")) {
                try {
                    slowAnswers.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return new InetAddress[]{InetAddress.getByAddress(host, LOOPBACK)};
        };
        // a deadline longer than the test waits: a slow name's URL can only finish once its name server answers
        NameResolver names = new NameResolver(dns, HostOverrides.parse(""), 4, 2, 120_000, 300_000, 30_000, 1 << 20,
                System::currentTimeMillis);
        try (LocalWeb web = new LocalWeb()) {
            List<String> fast = new ArrayList<>();
            for (int p = 0; p < 10; p++) {
                String url = web.at("http://news.example/" + p);
                web.html(url, "<p>page " + p + "</p>");
                fast.add(url);
            }
            FetchSettings settings = FetchSettings.from(CrawlerConfig.defaults().with(Map.of(
                    "fetch.default-delay-ms", "0", "fetch.max-in-flight", "4")));
            try (PoliteFetcher<String> f = new PoliteFetcher<>(settings,
                    new HttpFetcher(settings, new CrawlerDnsResolver(names, new AddressGuard(false))),
                    RobotsRedirects.guardOff())) {
                for (int i = 0; i < 200; i++) {
                    String url = web.at("http://s" + i + ".slow.test/a");
                    f.offer("s" + i + ".slow.test", url, url);
                }
                for (String url : fast) {
                    f.offer("news.example", url, url);
                }
                List<PoliteFetcher.Done<String>> done = new ArrayList<>();
                long end = System.currentTimeMillis() + 60_000;
                while (done.size() < fast.size() && System.currentTimeMillis() < end) {
                    done.addAll(f.drain());
                    Thread.sleep(10);
                }
                // 200 hosts wait for their names, 4 requests may be in flight: the other host's pages still come
                assertEquals(fast.size(), done.size(), "the other host's pages were fetched meanwhile");
                assertTrue(done.stream().allMatch(d -> fast.contains(d.handle())
                        && d.result().status() == FetchResult.Status.FETCHED), "only the other host's, all fetched");
                assertEquals(0, f.inFlight(), "a host being looked up holds no slot");
                assertEquals(200, f.queued());
            } finally {
                slowAnswers.countDown();
            }
        }
    }

    @Test
    void theAddressConnectedToIsCheckedWhateverAdmissionSaw() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        // DNS rebinding: the name answered a public address at admission; it answers loopback now
        NameResolver.Lookup rebinding = host -> new InetAddress[]{InetAddress.getByAddress(host,
                asked.getAndIncrement() == 0 ? new byte[]{93, (byte) 184, 0, 7} : LOOPBACK)};
        NameResolver names = new NameResolver(rebinding, HostOverrides.parse(""), 2, 1, 10_000, 0, 0, 1 << 20,
                System::currentTimeMillis);
        CrawlerDnsResolver dns = new CrawlerDnsResolver(names, new AddressGuard(true));
        assertTrue(names.resolve("evil.test").join().ok(), "the admission's lookup: a public address");
        var refused = assertThrows(CrawlerDnsResolver.BlockedAddressException.class, () -> dns.resolve("evil.test"));
        assertTrue(refused.getMessage().contains("loopback"), refused.getMessage());
        assertEquals(2, asked.get(), "a TTL of 0: asked again at connect, and that answer is the one checked");

        NameResolver cached = new NameResolver(host -> new InetAddress[]{InetAddress.getByAddress(host, LOOPBACK)},
                HostOverrides.parse(""), 2, 1, 10_000, 300_000, 30_000, 1 << 20, System::currentTimeMillis);
        assertInstanceOf(CrawlerDnsResolver.BlockedAddressException.class, assertThrows(Exception.class,
                () -> new CrawlerDnsResolver(cached, new AddressGuard(true)).resolve("local.test")),
                "a cached private answer is refused at connect time too");
    }
}
