package com.newsx.extractor.article;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The body filters by the names {@code fusion.filters} lists them with. */
final class BodyFilters {
    static final Set<String> NAMES = Set.of("main-block", "link-density", "chrome", "captions", "duplicate-blocks",
            "landmarks", "boilerplate", "placeholder", "standfirst", "story-container", "lead", "orphan-headings",
            "call-to-action", "embed-consent", "ranking", "story-tail", "other-articles");

    private BodyFilters() {
    }

    /** The filters named in {@code settings.fusion().filters()}, in that order. */
    static List<LineFilter> of(BodySettings settings) {
        List<LineFilter> filters = new ArrayList<>();
        for (String name : settings.fusion().filters()) {
            filters.add(create(name, settings));
        }
        return filters;
    }

    private static LineFilter create(String name, BodySettings s) {
        int prose = s.region().proseMinChars();
        FilterSettings f = s.filters();
        return switch (name) {
            case "main-block" -> new MainBlockConstraints(f, prose);
            case "link-density" -> new LinkDensityFilter(f, prose);
            case "chrome" -> new ChromeNameFilter(f.chromeStoryMinShare());
            case "captions" -> new CaptionFilter();
            case "duplicate-blocks" -> new DuplicateBlockFilter(f);
            case "landmarks" -> new LandmarkLineFilter();
            case "boilerplate" -> new BoilerplateLineFilter(f);
            case "placeholder" -> new PlaceholderTextFilter(prose);
            case "standfirst" -> new StandfirstFilter(prose);
            case "story-container" -> new StoryContainerFilter(f, prose);
            case "ranking" -> new RankingListFilter();
            case "other-articles" -> new OtherArticlesFilter(prose, f.otherArticlesMinShare());
            case "story-tail" -> new StoryTailFilter(prose, f.storyTailMinShare(), f.storyTailMaxShare(),
                    f.storyTailMaxLines());
            case "embed-consent" -> new EmbedConsentFilter(f.embedConsentMaxChars());
            case "call-to-action" -> new CallToActionFilter(f.callToActionTailLines(), f.callToActionMaxChars(),
                    f.callToActionBoxMaxShare(), prose);
            case "orphan-headings" -> new OrphanHeadingFilter(f.orphanHeadingsLabelMaxChars(), f.orphanHeadingsHeadingMaxChars(),
                    prose);
            case "lead" -> new StoryLead(prose, f.leadLinkDensityMax(), f.boilerplateMaxChars(), f.leadMinChars(),
                    f.leadHeadingMinChars());
            default -> throw new IllegalArgumentException("unknown body filter " + name);
        };
    }
}
