package com.newsx.topology.net;

import com.newsx.topology.net.PathFilter;
import com.newsx.topology.net.UrlAdmission;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Refusals grouped by their rule, each group naming the setting that lets its URLs through; the reasons the rules' own. */
class RefusalReportTest {
    private static final AddressGuard GUARD = new AddressGuard(true, HostOverrides.parse(""),
            RefusedPorts.parse("9092,9200"), AllowedPorts.parse(""));

    private static final UrlAdmission ADMISSION = new UrlAdmission(GUARD, PolitenessKey.Mode.HOST, 8192);

    private static String refusal(UrlAdmission.Decision d) {
        return ((UrlAdmission.Refused) d).reason();
    }

    /** "1/2/.../n/": a path of n segments, none repeated. */
    private static String segments(int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= n; i++) {
            b.append(i).append('/');
        }
        return b.toString();
    }

    private static String port(int port) {
        return GUARD.checkPort(port).orElseThrow();
    }

    private static String loopback(String host) throws Exception {
        return GUARD.checkAddress(host, InetAddress.getByAddress(new byte[]{127, 0, 0, 1})).orElseThrow();
    }

    @Test
    void seedsOnAnotherPortAreOneGroupNamingThePortToAllow() {
        List<RefusalReport.Group> g = new RefusalReport("").groups(Map.of(port(8089), 60L));
        assertEquals(1, g.size(), g.toString());
        assertEquals(60, g.get(0).count());
        assertEquals("port 8089 is not 80, 443 or an allowed port - set url.allowed-ports=8089 to crawl them",
                g.get(0).text());
    }

    @Test
    void portsAreAddedToThoseAllowedAlreadyAndSeveralMakeOneLine() {
        Map<String, Long> reasons = Map.of(port(9000), 2L, port(8089), 3L);
        RefusalReport.Group g = new RefusalReport(" 8088 ").groups(reasons).get(0);
        assertEquals(5, g.count());
        assertEquals("ports 8089, 9000 are not 80, 443 or allowed ports - set url.allowed-ports=8088,8089,9000 to crawl"
                + " them", g.text());
        // another port later is another piece of advice: a new key, so a new warning
        assertFalse(g.key().equals(new RefusalReport("").groups(Map.of(port(8089), 5L)).get(0).key()));
    }

    @Test
    void theGuardsAddressesAreGroupedOverHostsAndNameItsSettingAndFetchResolve() throws Exception {
        Map<String, Long> reasons = new LinkedHashMap<>();
        for (int i = 1; i <= 5; i++) {
            reasons.put(loopback("news" + i + ".live"), 1L);
        }
        reasons.put("robots.txt: " + loopback("news6.live"), 1L); // its robots.txt refused by the same guard
        RefusalReport.Group g = new RefusalReport("").groups(reasons).get(0);
        assertEquals(6, g.count());
        assertEquals("hosts news1.live, news2.live, news3.live and 3 more resolve to non-public addresses (loopback)"
                + " - set url.block-private-addresses=false, or map the hosts in fetch.resolve, to crawl them", g.text());
        RefusalReport.Group one = new RefusalReport("").groups(Map.of(loopback("a.test"), 1L)).get(0);
        assertTrue(one.text().startsWith("host a.test resolves to a non-public address (loopback) - set"
                + " url.block-private-addresses=false"), one.text());
    }

    @Test
    void everyRuleIsItsOwnGroupMostUrlsFirstEachWithItsSettingOrWhyThereIsNone() {
        Map<String, Long> reasons = new LinkedHashMap<>();
        reasons.put("robots.txt disallows it", 7L);
        reasons.put(port(9200), 1L);
        reasons.put(refusal(ADMISSION.check("ftp://files.example/x")), 2L);
        PathFilter paths = new PathFilter(3, 20, 1024);
        reasons.put(paths.check("http://a.example/" + segments(21)).orElseThrow(), 3L);
        reasons.put(paths.check("http://a.example/" + segments(22)).orElseThrow(), 1L);
        reasons.put("a reason of no rule", 1L);
        List<RefusalReport.Group> g = new RefusalReport("").groups(reasons);
        assertEquals(List.of(7L, 4L, 2L, 1L, 1L), g.stream().map(RefusalReport.Group::count).toList(), g.toString());
        assertEquals("their site's robots.txt disallows them - no setting: the crawl obeys robots.txt", g.get(0).text());
        assertTrue(g.get(1).text().startsWith("path too deep: 21 segments, the limit is 20 (and the like) - change"
                + " url.max-path-segments"), g.get(1).text());
        assertTrue(g.get(2).text().startsWith("malformed or not an http(s) URL") && g.get(2).text().contains("no setting"),
                g.get(2).text());
        List<String> last = g.subList(3, 5).stream().map(RefusalReport.Group::text).toList();
        assertTrue(last.contains("a reason of no rule"), last.toString());
        assertTrue(last.contains("port 9200 is one of the pipeline's own services - never crawled while"
                + " url.refused-ports lists it"), last.toString());
    }

    @Test
    void aUrlTooLongNamesTheLimitAndItsSetting() {
        String reason = refusal(ADMISSION.check("http://a.example/" + "x".repeat(9000)));
        RefusalReport.Group g = new RefusalReport("").groups(Map.of(reason, 1L)).get(0);
        assertEquals("longer than url.max-length (8192 characters) - raise url.max-length to crawl them", g.text());
    }
}
