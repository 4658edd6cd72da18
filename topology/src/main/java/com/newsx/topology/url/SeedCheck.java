package com.newsx.topology.url;

import com.newsx.topology.net.UrlAdmission;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.doc.UrlMessage;
import com.newsx.topology.net.NameResolver;
import com.newsx.topology.net.RefusalReport;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;

/**
 * What the crawl's filter step would make of seeds, told before {@code bin/seed} puts them on the topic: the checks of
 * {@link UrlAdmission} under the settings given (scheme, length, path, port, address literals), and the address guard
 * on the addresses of up to {@code maxLookups} hosts, each looked up with the crawler's DNS deadline; a name not
 * answered by then, or past the limit, is not judged. Only a warning: the crawl that reads the seeds may run with other
 * settings, and it decides.
 */
public final class SeedCheck {
    /** Hosts looked up at most: enough to tell a seed list on a local web, not a wait on thousands of names. */
    static final int MAX_LOOKUPS = 100;

    private final UrlAdmission admission;
    private final NameResolver names;
    private final int maxLookups;

    public SeedCheck(UrlAdmission admission, NameResolver names, int maxLookups) {
        this.admission = admission;
        this.names = names;
        this.maxLookups = maxLookups;
    }

    /** The filter step's checks under these settings; no lookup when the address guard is off (nothing to judge). */
    public static SeedCheck of(CrawlerSettings settings) {
        return new SeedCheck(UrlAdmission.from(settings), NameResolver.shared(settings.fetch()),
                settings.url().blockPrivateAddresses() ? MAX_LOOKUPS : 0);
    }

    /** The seeds the filter step would refuse, per reason (each URL given counts, as each is sent). */
    public Map<String, Long> refusals(List<String> urls) {
        Map<String, Long> reasons = new TreeMap<>();
        Map<String, CompletableFuture<NameResolver.Resolution>> lookups = new HashMap<>();
        List<UrlAdmission.Candidate> waiting = new ArrayList<>();
        for (String url : urls) {
            UrlAdmission.Decision d = admission.check(UrlMessage.seed(url).toJson());
            if (d instanceof UrlAdmission.Refused r) {
                reasons.merge(r.reason(), 1L, Long::sum);
            } else if (d instanceof UrlAdmission.Candidate c && c.lookup() != null
                    && (lookups.containsKey(c.lookup()) || lookups.size() < maxLookups)) {
                // every name asked first, so the lookups run side by side
                lookups.computeIfAbsent(c.lookup(), names::resolve);
                waiting.add(c);
            }
        }
        for (UrlAdmission.Candidate c : waiting) {
            NameResolver.Resolution answer = lookups.get(c.lookup()).join(); // by the DNS deadline at the latest
            if (admission.admit(c, answer) instanceof UrlAdmission.Refused r) {
                reasons.merge(r.reason(), 1L, Long::sum);
            }
        }
        return reasons;
    }

    /**
     * bin/seed's warnings, one a group of reasons, and a last line saying the seeds go on the topic all the same;
     * none when nothing would be refused.
     */
    public static List<String> warnings(RefusalReport report, Map<String, Long> refusals, int seeds) {
        List<String> lines = new ArrayList<>();
        for (RefusalReport.Group g : report.groups(refusals)) {
            lines.add(String.format(Locale.ROOT, "warning: %,d of %,d URL%s would be refused by a crawl with these"
                    + " settings: %s", g.count(), seeds, seeds == 1 ? "" : "s", g.text()));
        }
        if (!lines.isEmpty()) {
            lines.add("warning: seeding them all the same - the crawl's own settings decide (give bin/seed the crawl's"
                    + " --config and --set to check against them)");
        }
        return lines;
    }
}
