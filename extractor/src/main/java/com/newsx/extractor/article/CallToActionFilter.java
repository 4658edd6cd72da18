package com.newsx.extractor.article;

import org.jsoup.nodes.Element;

import java.util.ArrayList;
import java.util.List;

/**
 * Drops the call to action that closes a story: "Follow us on ...", "Download the ... app", "Síguenos", "Únete a
 * nuestro canal de Telegram", "Abonnez-vous", "Unterstütze uns". Sites append it to the story's own paragraphs, in the
 * story's container and markup, so neither the region nor the names tell it from the last paragraph; its wording does.
 * Only the story's last few kept lines ({@code filter.call-to-action.tail-lines}) of at most
 * {@code filter.call-to-action.max-chars} characters are read, so that a story that reports on an app or a channel
 * keeps its sentences; the prompt goes with whatever follows it. The cues ({@link PromptCues}) cover the languages of the
 * news web.
 * <p>
 * Higher up in the story a prompt is read only where the markup sets it apart: in a box of its own among the story's
 * paragraphs (a division, or a paragraph with a class the story's paragraphs lack) of a few short lines, which then
 * goes whole - its heading and pitch with it - when it holds at most {@code filter.call-to-action.box-max-share} of the
 * story's prose (a donation or membership appeal between two paragraphs); boxes with prompts side by side are the
 * cards of a list and stay.
 */
final class CallToActionFilter implements LineFilter {
    private final int tailLines;
    private final int maxChars;
    private final double boxMaxShare;
    private final int proseMinChars;

    CallToActionFilter(int tailLines, int maxChars, double boxMaxShare, int proseMinChars) {
        this.tailLines = tailLines;
        this.maxChars = maxChars;
        this.boxMaxShare = boxMaxShare;
        this.proseMinChars = proseMinChars;
    }

    static boolean isPrompt(String text) {
        return PromptCues.isPrompt(text);
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        if (boxMaxShare > 0) {
            dropPromptBoxes(page.index(), keep);
        }
        List<TextLine> lines = page.index().lines();
        int seen = 0;
        int cut = -1;
        for (int i = keep.length - 1; i >= 0 && seen < tailLines; i--) {
            if (!keep[i]) {
                continue;
            }
            seen++;
            String text = lines.get(i).text();
            if (text.length() <= maxChars && isPrompt(text)) {
                cut = i;
            }
        }
        for (int i = Math.max(cut, 0); cut >= 0 && i < keep.length; i++) {
            keep[i] = false;
        }
    }

    /**
     * Drops each box (see the class comment) holding a kept prompt line below the story's first prose line. A box with
     * several prompts, or prompts in boxes side by side, is cards of a list (events, each "Join us in ..."), not an
     * appeal.
     */
    private void dropPromptBoxes(DomIndex index, boolean[] keep) {
        List<TextLine> lines = index.lines();
        int firstProse = -1;
        int lastProse = -1;
        long prose = 0;
        for (int i = 0; i < keep.length; i++) {
            if (keep[i] && isProse(lines.get(i))) {
                firstProse = firstProse < 0 ? i : firstProse;
                lastProse = i;
                prose += lines.get(i).chars();
            }
        }
        if (firstProse < 0 || firstProse == lastProse) {
            return;
        }
        int storyOwner = lines.get(firstProse).owner();
        int root = index.commonAncestor(storyOwner, lines.get(lastProse).owner());
        String storyClass = index.element(storyOwner).className();
        List<Integer> boxes = new ArrayList<>(); // one entry per prompt line, so a box holding two is listed twice
        for (int i = firstProse + 1; i < keep.length; i++) {
            TextLine line = lines.get(i);
            if (!keep[i] || line.text().length() > maxChars || !isPrompt(line.text())) {
                continue;
            }
            int box = box(index, root, line.owner());
            if (box >= 0 && !index.contains(box, storyOwner) && setApart(index.element(box), storyClass)
                    && proseIn(index, keep, box) <= boxMaxShare * prose) {
                boxes.add(box);
            }
        }
        for (int box : boxes) {
            if (boxes.stream().filter(b -> b == box || index.parent(b) == index.parent(box)).count() > 1) {
                continue; // cards of a list: several prompts in the box or in boxes beside it
            }
            for (int j = 0; j < keep.length; j++) {
                if (index.contains(box, lines.get(j).owner())) {
                    keep[j] = false;
                }
            }
        }
    }

    /**
     * The box of a prompt: its highest ancestor below {@code root} of at most {@link #BOX_MAX_LINES} lines, none longer
     * than {@code filter.call-to-action.max-chars} (an appeal is a heading, a short pitch and a button; a list or a
     * section of the story holding one, with the story's long paragraphs, is not the appeal); -1 when none.
     */
    private int box(DomIndex index, int root, int el) {
        int box = -1;
        for (int x = el; x > root && x >= 0; x = index.parent(x)) {
            if (!shortLinesOnly(index, x)) {
                break;
            }
            box = x;
        }
        return box;
    }

    private static final int BOX_MAX_LINES = 6;

    private boolean shortLinesOnly(DomIndex index, int el) {
        int n = 0;
        for (TextLine l : index.lines()) {
            if (index.contains(el, l.owner()) && (++n > BOX_MAX_LINES || l.text().length() > maxChars)) {
                return false;
            }
        }
        return true;
    }

    /** A box of its own: not a plain paragraph of the story (a division, list, table...; or a paragraph classed apart). */
    private static boolean setApart(Element box, String storyClass) {
        if (!box.nameIs("p")) {
            return true;
        }
        return !box.className().isEmpty() && !box.className().equals(storyClass);
    }

    private long proseIn(DomIndex index, boolean[] keep, int box) {
        long n = 0;
        List<TextLine> lines = index.lines();
        for (int i = 0; i < keep.length; i++) {
            if (keep[i] && isProse(lines.get(i)) && index.contains(box, lines.get(i).owner())) {
                n += lines.get(i).chars();
            }
        }
        return n;
    }

    private boolean isProse(TextLine line) {
        return line.chars() >= proseMinChars && line.punct() >= 1 && line.linkDensity() < 0.5;
    }
}
