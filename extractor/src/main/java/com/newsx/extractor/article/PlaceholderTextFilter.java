package com.newsx.extractor.article;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Drops placeholder text: the "Lorem ipsum" filler of page templates (a demo form, a card grid that scripts fill
 * in later) is never what the page says. The short labels just above a run of filler ("Register", "Head Line 1",
 * "Request a Demo") are that template's headings and go with it; prose above the filler stays.
 */
final class PlaceholderTextFilter implements LineFilter {
    /** The filler's opening words, which no real sentence of English or any other language starts with. */
    static final Pattern FILLER = Pattern.compile("(?i)\\blorem ipsum\\b");
    /** Searched from its rarest letter, p: its i was a candidate in nearly every word of every kept line. */
    private static final PhraseSet IPSUM = new PhraseSet(null, "ipsum");

    private final int proseMinChars;

    PlaceholderTextFilter(int proseMinChars) {
        this.proseMinChars = proseMinChars;
    }

    static boolean isFiller(String text) {
        // the plain search first: a case-insensitive regex tried at every offset of every kept line costs more
        return IPSUM.matches(text) && FILLER.matcher(text).find();
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        List<TextLine> lines = page.index().lines();
        for (int i = 0; i < keep.length; i++) {
            if (!keep[i] || !isFiller(lines.get(i).text())) {
                continue;
            }
            keep[i] = false;
            // the template's own labels above the filler: short lines without a sentence mark
            for (int j = i - 1; j >= 0; j--) {
                if (!keep[j]) {
                    continue;
                }
                TextLine label = lines.get(j);
                if (label.chars() >= proseMinChars || label.punct() > 0) {
                    break;
                }
                keep[j] = false;
            }
        }
    }
}
