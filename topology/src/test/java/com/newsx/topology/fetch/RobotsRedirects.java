package com.newsx.topology.fetch;

import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.net.NameResolver;
import com.newsx.topology.net.UrlAdmission;

import java.util.HashMap;
import java.util.Map;

/** The admission robots.txt redirects get in a crawl with these settings, wired as the fetch bolt wires it. */
final class RobotsRedirects {
    private RobotsRedirects() {
    }

    static RobotsCache.RedirectCheck of(Map<String, String> settings) {
        CrawlerSettings s = CrawlerSettings.from(CrawlerConfig.defaults().with(settings));
        UrlAdmission admission = UrlAdmission.from(s);
        NameResolver names = NameResolver.shared(s.fetch());
        return target -> admission.refusal(target, names);
    }

    /** With the private-address guard off, as the tests' fetchers (their web is on loopback), and these settings. */
    static RobotsCache.RedirectCheck guardOff(Map<String, String> more) {
        Map<String, String> s = new HashMap<>(more);
        s.put("url.block-private-addresses", "false");
        return of(s);
    }

    static RobotsCache.RedirectCheck guardOff() {
        return guardOff(Map.of());
    }
}
