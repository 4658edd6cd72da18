package com.newsx.tools.demo;

import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.dedup.BodyFingerprint;
import com.newsx.extractor.dedup.CopyDetection;
import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.localweb.DemoNewsWeb;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What bin/demo's last search shows rests on it: the crawl's own extraction and copy detection (its defaults), on
 * the demo web's articles, take every run of a wire story for a copy of every other, and none of them for a copy of
 * any other article, so the story collapses to its runs and nothing else.
 */
class DemoWebCopiesTest {
    @Test
    void eachWireStoryIsItsRunsAndNothingElse() throws Exception {
        DemoNewsWeb web = DemoNewsWeb.generate(DemoNewsWeb.DEFAULT_SEED, 18480);
        PageExtractor extractor = new PageExtractor(ExtractorSettings.from(ExtractorConfig.defaults()));
        CopyDetection detection = CopyDetection.DEFAULTS;
        Map<String, BodyFingerprint> bodies = new LinkedHashMap<>();
        for (String url : web.articleUrls()) {
            DemoNewsWeb.Page p = web.pages().get(url);
            String body = extractor.extract(p.body(), p.contentType(), url, Algorithm.FUSED).article().body();
            bodies.put(url, detection.fingerprint(body));
        }
        Map<String, String> copies = web.copies();
        Set<String> runs = new LinkedHashSet<>(copies.keySet());
        runs.addAll(copies.values());
        int pairs = 0;
        for (String run : runs) {
            for (String other : bodies.keySet()) {
                if (other.equals(run)) {
                    continue;
                }
                boolean sameStory = copies.getOrDefault(run, run).equals(copies.getOrDefault(other, other));
                BodyFingerprint a = bodies.get(run);
                BodyFingerprint b = bodies.get(other);
                assertEquals(sameStory, detection.copies(a, b), run + " and " + other
                        + (sameStory ? " are one story" : " are two stories") + ", containment " + a.containment(b));
                pairs += sameStory ? 1 : 0;
            }
        }
        // the English story's three runs and the Chinese story's two, each pair seen from both sides
        assertEquals(5, runs.size(), "runs: " + runs);
        assertEquals(2 * (3 + 1), pairs);
    }
}
