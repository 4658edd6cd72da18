package com.newsx.topology.net;

import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NameResolverTest {
    private static final HostOverrides NONE = HostOverrides.parse("");

    /** A name server: *.slow.test answers only when released, unknown.test is unknown, anything else at once. */
    private static final class FakeDns implements NameResolver.Lookup {
        final CountDownLatch slow = new CountDownLatch(1);
        final ConcurrentHashMap<String, AtomicInteger> asked = new ConcurrentHashMap<>();
        final AtomicInteger slowRunning = new AtomicInteger();
        final AtomicInteger slowPeak = new AtomicInteger();

        @Override
        public InetAddress[] lookup(String host) throws UnknownHostException {
            asked.computeIfAbsent(host, h -> new AtomicInteger()).incrementAndGet();
            if (host.endsWith(".slow.test")) {
                slowPeak.accumulateAndGet(slowRunning.incrementAndGet(), Math::max);
                try {
                    slow.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    slowRunning.decrementAndGet();
                }
            }
            if (host.equals("unknown.test")) {
                throw new UnknownHostException(host);
            }
            return new InetAddress[]{InetAddress.getByAddress(host, new byte[]{93, (byte) 184, 0, 7})};
        }

        int asked(String host) {
            AtomicInteger n = asked.get(host);
            return n == null ? 0 : n.get();
        }

        int askedSlow() {
            return asked.entrySet().stream().filter(e -> e.getKey().endsWith(".slow.test"))
                    .mapToInt(e -> e.getValue().get()).sum();
        }
    }

    private static NameResolver resolver(FakeDns dns, long timeoutMs, AtomicLong clock) {
        return new NameResolver(dns, NONE, 4, 2, timeoutMs, 300_000, 30_000, 1 << 20, clock::get);
    }

    @Test
    void aSlowDomainHoldsItsOwnThreadsNotThePool() throws Exception {
        FakeDns dns = new FakeDns();
        NameResolver r = resolver(dns, 60_000, new AtomicLong());
        List<CompletableFuture<NameResolver.Resolution>> slow = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            slow.add(r.resolve("s" + i + ".slow.test"));
        }
        // the slow name server has not answered one of them, yet another name resolves
        NameResolver.Resolution fast = r.resolve("news.example").get(30, TimeUnit.SECONDS);
        assertTrue(fast.ok());
        assertEquals("93.184.0.7", fast.addresses()[0].getHostAddress());
        assertTrue(slow.stream().noneMatch(CompletableFuture::isDone), "the slow names still wait");
        // the pool may not have started the domain's second lookup yet: wait for it, then for any more to show
        long until = System.currentTimeMillis() + 30_000;
        while (dns.slowRunning.get() < 2 && System.currentTimeMillis() < until) {
            Thread.sleep(5);
        }
        Thread.sleep(200);
        assertEquals(2, dns.slowPeak.get(), "at most threads-per-domain lookups of one domain at once");
        assertEquals(300, r.pending());
        dns.slow.countDown();
    }

    @Test
    void anAskIsAnsweredByItsDeadlineAndTheLookupGoesOnForTheRetry() throws Exception {
        FakeDns dns = new FakeDns();
        NameResolver r = resolver(dns, 200, new AtomicLong());
        CompletableFuture<NameResolver.Resolution> first = r.resolve("a.slow.test");
        r.resolve("b.slow.test");
        CompletableFuture<NameResolver.Resolution> third = r.resolve("c.slow.test"); // waits for a thread of its domain
        NameResolver.Resolution timedOut = first.get(30, TimeUnit.SECONDS);
        assertFalse(timedOut.ok());
        assertTrue(timedOut.timedOut());
        assertTrue(timedOut.failure().contains("fetch.dns.timeout-ms"), timedOut.failure());
        NameResolver.Resolution thirdTimedOut = third.get(30, TimeUnit.SECONDS);
        assertTrue(thirdTimedOut.timedOut());
        assertTrue(thirdTimedOut.failure().contains("fetch.dns.timeout-ms"), "dropped or timed out, one reason: "
                + thirdTimedOut.failure());
        assertNull(r.cached("a.slow.test"), "a timeout is not an answer: nothing cached");
        CompletableFuture<NameResolver.Resolution> retry = r.resolve("a.slow.test");
        assertEquals(1, dns.asked("a.slow.test"), "the retry waits for the lookup still running");
        dns.slow.countDown(); // the name server answers at last
        assertTrue(retry.get(30, TimeUnit.SECONDS).ok(), "the retry gets the late answer");
        assertTrue(r.cached("a.slow.test").ok(), "and it is cached");
        long until = System.currentTimeMillis() + 30_000;
        while (r.pending() > 0 && System.currentTimeMillis() < until) {
            Thread.sleep(10);
        }
        assertEquals(0, r.pending());
        assertEquals(0, dns.asked("c.slow.test"), "a waiting lookup no one waits for any more is dropped, not run");
        assertEquals(2, dns.askedSlow());
    }

    @Test
    void answersAreCachedForTheirTtlPositiveAndNegative() throws Exception {
        FakeDns dns = new FakeDns();
        AtomicLong clock = new AtomicLong(1_000_000);
        NameResolver r = resolver(dns, 10_000, clock);
        assertNull(r.cached("news.example"), "nothing at hand before a lookup");
        assertTrue(r.resolve("news.example").get(30, TimeUnit.SECONDS).ok());
        assertTrue(r.resolve("News.Example").get(30, TimeUnit.SECONDS).ok());
        assertNotNull(r.cached("news.example"));
        assertEquals(1, dns.asked("news.example"), "cached");
        NameResolver.Resolution unknown = r.resolve("unknown.test").get(30, TimeUnit.SECONDS);
        assertFalse(unknown.ok());
        assertFalse(unknown.timedOut());
        assertEquals("DNS: unknown host unknown.test", unknown.failure());
        r.resolve("unknown.test").get(30, TimeUnit.SECONDS);
        assertEquals(1, dns.asked("unknown.test"), "a negative answer is cached too");
        clock.addAndGet(30_001); // past the negative TTL, within the positive one
        r.resolve("unknown.test").get(30, TimeUnit.SECONDS);
        r.resolve("news.example").get(30, TimeUnit.SECONDS);
        assertEquals(2, dns.asked("unknown.test"));
        assertEquals(1, dns.asked("news.example"));
        clock.addAndGet(300_000);
        r.resolve("news.example").get(30, TimeUnit.SECONDS);
        assertEquals(2, dns.asked("news.example"), "asked again after its TTL");
    }

    @Test
    void theCacheIsBoundedByBytes() throws Exception {
        FakeDns dns = new FakeDns();
        NameResolver r = new NameResolver(dns, NONE, 4, 2, 10_000, 300_000, 30_000, 20_000, () -> 0L);
        for (int i = 0; i < 1000; i++) {
            r.resolve("h" + i + ".example").get(30, TimeUnit.SECONDS);
        }
        assertTrue(r.cachedNames() < 200, "about 200 bytes a name: " + r.cachedNames());
        assertNotNull(r.cached("h999.example"), "the most recent stay");
        assertNull(r.cached("h0.example"), "the eldest went");
    }

    @Test
    void literalsAndMappedNamesNeedNoLookupUnlessTheMappingIsSlow() throws Exception {
        FakeDns dns = new FakeDns();
        HostOverrides map = HostOverrides.parse("*.bench=127.0.0.1,*.slowmap.test=127.0.0.2@50");
        NameResolver r = new NameResolver(NameResolver.system(map), map, 2, 1, 10_000, 300_000, 30_000, 1 << 20,
                System::currentTimeMillis);
        assertArrayEquals(new byte[]{127, 0, 0, 1}, r.cached("news1.bench").addresses()[0].getAddress());
        assertArrayEquals(new byte[]{10, 0, 0, 5}, r.cached("10.0.0.5").addresses()[0].getAddress());
        assertEquals(1, r.cached("[::1]").addresses().length);
        assertNull(r.cached("a.slowmap.test"), "a delayed mapping is a lookup like any");
        assertArrayEquals(new byte[]{127, 0, 0, 2}, r.resolve("a.slowmap.test").get(30, TimeUnit.SECONDS)
                .addresses()[0].getAddress());
        assertEquals(50, map.delayMs("b.slowmap.test"));
        assertEquals(0, map.delayMs("x.bench"));
        assertEquals(0, dns.asked.size());
    }

    @Test
    void namesTakeTurnsByRegisteredDomain() {
        assertEquals("slow.test", NameResolver.domain("s17.slow.test"));
        assertEquals("slow.test", NameResolver.domain("a.b.slow.test"));
        assertEquals("bbc.co.uk", NameResolver.domain("news.bbc.co.uk"));
        assertEquals("localhost", NameResolver.domain("localhost"));
    }
}
