package com.newsx.localweb;

import java.util.ArrayList;
import java.util.List;

/**
 * A wire story a demo site runs more than once, as papers run agency copy: every run has the story's paragraphs
 * under a headline, byline and credit line of its own, and a run may be cut short (the ways syndicated copies differ
 * on the news web). The first run is the original, the later ones its copies, published later.
 * <p>
 * A run takes the place of an article the generator made for a section, keeping its number, time and editor, so
 * the web keeps its counts and list pages; the story's text comes from a random stream of its own, so the other
 * articles keep theirs.
 */
final class WireStory {
    /** The topic list ({@link DemoText#enTopics}, {@link DemoText#zhTopics}) wire stories are written on. */
    static final String TOPICS = "wire";

    /**
     * One run: where it goes (a section and the index of the article it replaces there) and how its page differs.
     * {@code credit}: a last paragraph naming the agency ("" for none); {@code cut}: only the first two thirds.
     */
    record Run(String section, int index, String headline, String author, String source, String credit, boolean cut) {
    }

    private final List<String> paragraphs;
    private final String subhead;
    private final List<Run> runs;
    private final String[] paths;

    private WireStory(List<String> paragraphs, String subhead, List<Run> runs) {
        this.paragraphs = paragraphs;
        this.subhead = subhead;
        this.runs = runs;
        this.paths = new String[runs.size()];
    }

    // The runs' places: list page 1 of their sections, off the home page and the most-read box (so few other pages
    // change), the original older than its copies.

    /** The English site's: an agency report in News, again in Business under a headline of its own, in Science cut short. */
    static WireStory english(DemoText t) {
        String title = t.enTitle(TOPICS);
        List<String> paragraphs = t.paragraphs(false, TOPICS);
        String reporter = t.enPerson();
        return new WireStory(paragraphs, t.enSubhead(TOPICS), List.of(
                new Run("news", 9, title, reporter, "Harbour Wire", "", false),
                new Run("business", 6, t.enTitle(TOPICS), "Staff and agencies", "Business Desk",
                        "This report was supplied by the Harbour Wire news agency.", false),
                new Run("science", 7, title, t.enPerson(), "Science Desk",
                        "Additional reporting by " + reporter + ", Harbour Wire.", true)));
    }

    /** The Chinese site's: a 新华社 story in 要闻, reprinted (转载) in 财经 under a longer headline, cut short. */
    static WireStory chinese(DemoText t) {
        String title = t.zhTitle(TOPICS);
        List<String> paragraphs = t.paragraphs(true, TOPICS);
        return new WireStory(paragraphs, t.zhSubhead(TOPICS), List.of(
                new Run("news", 8, title, t.zhPerson(), "新华社", "", false),
                new Run("finance", 7, "关注：" + title, t.zhPerson(), "江城晚报", "（本文转载自新华社，版权归原作者所有）", true)));
    }

    /**
     * The article at {@code index} of {@code section}: this story's run, when one goes there, in the place of the
     * {@code generated} one (its number, time, editor and charset declaration kept); else {@code generated}.
     */
    DemoSite.Article place(String section, int index, DemoSite.Article generated, SiteWriter w, int number) {
        for (int k = 0; k < runs.size(); k++) {
            Run r = runs.get(k);
            if (!r.section().equals(section) || r.index() != index) {
                continue;
            }
            if (k > 0 && paths[0] == null) {
                throw new IllegalStateException("a copy placed before its original: " + r); // the generator's own bug
            }
            List<String> body = new ArrayList<>(r.cut() ? paragraphs.subList(0, Math.max(3, paragraphs.size() * 2 / 3))
                    : paragraphs);
            int subheadAt = paragraphs.size() >= 6 && paragraphs.size() / 2 < body.size() ? paragraphs.size() / 2 : -1;
            if (!r.credit().isEmpty()) {
                body.add(r.credit());
            }
            paths[k] = w.articlePath(section, number, generated.time(), r.headline());
            return new DemoSite.Article(paths[k], section, r.headline(), generated.time(), r.author(), r.source(),
                    generated.editor(), List.copyOf(body), subheadAt, subhead, generated.declareCharset());
        }
        return generated;
    }

    /** The paths of the runs placed, the original first; every run must have been placed. */
    List<String> paths() {
        for (int k = 0; k < runs.size(); k++) {
            if (paths[k] == null) {
                throw new IllegalStateException("a run was not placed: " + runs.get(k)); // its section is too short
            }
        }
        return List.of(paths);
    }
}
