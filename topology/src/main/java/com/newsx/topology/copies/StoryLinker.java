package com.newsx.topology.copies;

import com.newsx.topology.config.CopySettings;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Decides the stories of a batch of articles from their candidates in the index and this linker's memory of the
 * articles it decided last (which the index may not show yet: it refreshes every 10 s). The batch is decided in
 * story order (published first, ties fetched first), each article joining the memory as soon as it is decided, so
 * copies within one batch link to the first of them as copies across batches do.
 */
public final class StoryLinker {
    private final CopySettings settings;
    private final StoryDecision decision;
    private final RecentArticles recent;

    public StoryLinker(CopySettings settings) {
        this.settings = settings;
        this.decision = new StoryDecision(settings.detection());
        this.recent = new RecentArticles(settings.recent());
    }

    public CopySettings settings() {
        return settings;
    }

    /**
     * The band keys to ask the index for: {@code a}'s own, less those its remembered holders show to be common to
     * {@code copies.common-band-stories} stories (see {@link RecentArticles#common}).
     */
    public List<String> lookupBands(CopyArticle a) {
        int stories = settings.commonBandStories();
        if (stories <= 0 || a.bands().isEmpty()) {
            return a.bands();
        }
        List<String> out = new ArrayList<>(a.bands().size());
        for (String b : a.bands()) {
            if (!recent.common(b, stories)) {
                out.add(b);
            }
        }
        return out;
    }

    /**
     * The decision for each article, in the order of {@code batch}; {@code found.get(i)} are the index's candidates
     * for {@code batch.get(i)} (ignored for an article without bands).
     */
    public List<StoryDecision.Link> decide(List<CopyArticle> batch, List<List<Candidate>> found) {
        if (found.size() != batch.size()) {
            throw new IllegalArgumentException(batch.size() + " articles but " + found.size() + " candidate lists");
        }
        Integer[] byStory = new Integer[batch.size()];
        Arrays.setAll(byStory, i -> i);
        Arrays.sort(byStory, (a, b) -> StoryDecision.ORDER.compare(batch.get(a).self(), batch.get(b).self()));
        StoryDecision.Link[] links = new StoryDecision.Link[batch.size()];
        for (int i : byStory) {
            links[i] = decide(batch.get(i), found.get(i));
        }
        return List.of(links);
    }

    private StoryDecision.Link decide(CopyArticle a, List<Candidate> indexed) {
        if (a.bands().isEmpty()) {
            return new StoryDecision.Link(null, a.id());
        }
        // the memory's version of an article is the newer one (decided here, perhaps not yet refreshed in the index)
        List<Candidate> cands = new ArrayList<>(recent.sharing(a.bands(), settings.commonBandStories()));
        Set<String> seen = new HashSet<>();
        for (Candidate c : cands) {
            seen.add(c.id());
        }
        for (Candidate c : indexed) {
            if (seen.add(c.id())) {
                cands.add(c);
            }
        }
        StoryDecision.Link link = decision.decide(a.self(), cands);
        Candidate self = a.self();
        recent.add(new Candidate(self.id(), self.fingerprint(), self.publishTime(), self.fetchTime(),
                link.duplicateOf(), link.storyId()), a.bands());
        return link;
    }
}
