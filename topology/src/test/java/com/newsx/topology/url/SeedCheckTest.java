package com.newsx.topology.url;

import com.newsx.topology.net.UrlAdmission;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.net.HostOverrides;
import com.newsx.topology.net.NameResolver;
import com.newsx.topology.net.RefusalReport;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bin/seed's check: the filter step's rules under the settings given, names looked up on a resolver of the test's. */
class SeedCheckTest {
    /** Names asked of the test's name server. */
    private final Set<String> asked = ConcurrentHashMap.newKeySet();

    /** news*.live on loopback (a local web in /etc/hosts), everything else on a public address; no network. */
    private NameResolver names() {
        NameResolver.Lookup dns = host -> {
            asked.add(host);
            if (host.endsWith(".live")) {
                return new InetAddress[]{InetAddress.getByAddress(host, new byte[]{127, 0, 0, 1})};
            }
            if (host.endsWith(".example")) {
                return new InetAddress[]{InetAddress.getByAddress(host, new byte[]{93, (byte) 184, (byte) 216, 34})};
            }
            throw new UnknownHostException(host);
        };
        return new NameResolver(dns, HostOverrides.parse(""), 4, 2, 5_000, 300_000, 30_000, 1 << 20,
                System::currentTimeMillis);
    }

    private static CrawlerSettings settings(String... keyValues) {
        CrawlerConfig c = CrawlerConfig.defaults();
        for (int i = 0; i < keyValues.length; i += 2) {
            c = c.with(Map.of(keyValues[i], keyValues[i + 1]));
        }
        return CrawlerSettings.from(c);
    }

    private SeedCheck check(CrawlerSettings s, int maxLookups) {
        return new SeedCheck(UrlAdmission.from(s), names(), maxLookups);
    }

    private static final List<String> SEEDS = List.of("http://news1.live:8089/", "http://news2.live:8089/",
            "http://news3.live/", "http://www.example/", "ftp://files.example/x", "http://127.0.0.1/admin",
            "http://unknown.invalid/");

    @Test
    void eachSeedIsJudgedAsTheFilterWouldAndTheWarningsNameTheSettings() {
        CrawlerSettings s = settings();
        Map<String, Long> refused = check(s, 100).refusals(SEEDS);
        assertEquals(5, refused.values().stream().mapToLong(Long::longValue).sum(), refused.toString());
        List<String> lines = SeedCheck.warnings(RefusalReport.of(s.url()), refused, SEEDS.size());
        assertEquals(4, lines.size(), lines.toString());
        assertEquals("warning: 2 of 7 URLs would be refused by a crawl with these settings: port 8089 is not 80, 443 or"
                + " an allowed port - set url.allowed-ports=8089 to crawl them", lines.get(0));
        assertTrue(lines.get(1).startsWith("warning: 2 of 7 URLs would be refused by a crawl with these settings: hosts"
                + " 127.0.0.1, news3.live resolve to non-public addresses (loopback) - set url.block-private-addresses=false"),
                lines.get(1));
        assertTrue(lines.get(2).contains("1 of 7 URLs") && lines.get(2).contains("malformed or not an http(s) URL"),
                lines.get(2));
        assertTrue(lines.get(3).startsWith("warning: seeding them all the same"), lines.get(3));
        // a port refused first is not looked up: its address would not change the verdict
        assertEquals(Set.of("news3.live", "www.example", "unknown.invalid"), asked);
    }

    @Test
    void theSettingsGivenDecide() {
        CrawlerSettings s = settings("url.allowed-ports", "8089", "url.block-private-addresses", "false");
        Map<String, Long> refused = check(s, SeedCheck.MAX_LOOKUPS).refusals(SEEDS);
        assertEquals(Map.of("malformed or not an http(s) URL", 1L), refused);
        CrawlerSettings mapped = settings("url.allowed-ports", "8089", "fetch.resolve", "*.live=127.0.0.1");
        Map<String, Long> stillRefused = check(mapped, 100).refusals(SEEDS);
        assertEquals(2, stillRefused.size(), "the literal loopback address and the ftp URL: " + stillRefused);
        assertEquals(List.of(), SeedCheck.warnings(RefusalReport.of(s.url()), Map.of(), 3), "nothing to say");
    }

    @Test
    void namesAreLookedUpOnlyUpToTheLimit() {
        Map<String, Long> refused = check(settings(), 1).refusals(List.of("http://news1.live/", "http://news1.live/b",
                "http://news2.live/"));
        assertEquals(1, asked.size(), asked.toString());
        assertEquals(2L, refused.values().stream().mapToLong(Long::longValue).sum(), "news1.live's two URLs: " + refused);
    }
}
