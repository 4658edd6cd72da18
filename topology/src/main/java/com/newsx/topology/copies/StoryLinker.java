package com.newsx.topology.copies;

import com.newsx.topology.config.CopySettings;
import com.newsx.extractor.dedup.BodyFingerprint;
import com.newsx.extractor.dedup.CopyDetection;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Adds the copy fields to a news-articles document before it is written: {@code copy_bands} (the LSH keys a later
 * copy finds it by), {@code copy_minhash} and {@code copy_shingles} (to compare without the body),
 * {@code duplicate_of} and {@code story_id}. Candidates come from the index ({@link CandidateSource}) and from the
 * articles this linker saw last. If the lookup fails, the article is indexed as its own story: a missed link
 * costs a repeated story in collapsed results, a failed page would cost the article.
 */
public final class StoryLinker {
    /** Looks up indexed articles sharing any of the band keys, best first, at most {@code max}. */
    public interface CandidateSource {
        List<Candidate> find(String selfId, List<String> bands, int max) throws Exception;
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private final CopySettings settings;
    private final CandidateSource source;
    private final StoryDecision decision;
    private final RecentArticles recent;
    private int lookupFailures;

    public StoryLinker(CopySettings settings, CandidateSource source) {
        this.settings = settings;
        this.source = source;
        this.decision = new StoryDecision(settings.detection());
        this.recent = new RecentArticles(Math.max(1, settings.recent()));
    }

    /** The document with its copy fields set (the same map). */
    public Map<String, Object> link(String id, Map<String, Object> doc) {
        CopyDetection d = settings.detection();
        Object body = doc.get("body");
        BodyFingerprint fp = d.fingerprint(body == null ? "" : body.toString());
        List<String> bands = d.bands(fp);
        Candidate self = new Candidate(id, fp, str(doc.get("publish_time")), str(doc.get("fetch_time")), null, null);
        StoryDecision.Link link = new StoryDecision.Link(null, id);
        if (!bands.isEmpty()) {
            List<Candidate> cands = new ArrayList<>();
            try {
                cands.addAll(source.find(id, bands, settings.maxCandidates()));
            } catch (Exception e) {
                lookupFailures++;
            }
            Set<String> seen = new HashSet<>();
            for (Candidate c : cands) {
                seen.add(c.id());
            }
            Set<String> mine = new HashSet<>(bands);
            for (Candidate c : recent.all()) {
                if (!seen.contains(c.id()) && d.bands(c.fingerprint()).stream().anyMatch(mine::contains)) {
                    cands.add(c);
                }
            }
            link = decision.decide(self, cands);
            doc.put("copy_bands", bands);
            doc.put("copy_minhash", Arrays.stream(fp.mins()).boxed().toList());
            doc.put("copy_shingles", fp.shingles());
            recent.add(new Candidate(id, fp, self.publishTime(), self.fetchTime(), link.duplicateOf(), link.storyId()));
        }
        if (link.duplicateOf() != null) {
            doc.put("duplicate_of", link.duplicateOf());
        } else {
            doc.remove("duplicate_of");
        }
        doc.put("story_id", link.storyId());
        return doc;
    }

    /** The same for a document in JSON bytes, as the index bolt holds it. */
    public byte[] linkJson(String id, byte[] json) {
        try {
            Map<String, Object> doc = JSON.readValue(json, new TypeReference<LinkedHashMap<String, Object>>() { });
            return JSON.writeValueAsBytes(link(id, doc));
        } catch (IOException e) {
            return json; // not an article document of ours: written as it is
        }
    }

    /** Lookups that failed since the start (the articles went in as their own stories). */
    public int lookupFailures() {
        return lookupFailures;
    }

    private static String str(Object o) {
        return o == null ? null : o.toString();
    }
}
