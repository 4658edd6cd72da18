package com.newsx.extractor.article;

import java.util.List;

/**
 * Drops the consent placeholder that stands in for an embedded post or player until the reader agrees to load it:
 * "Wir respektieren deine Privatsphäre und stellen deshalb ohne dein Einverständnis keine Verbindung zu Twitter her",
 * "An dieser Stelle findet ihr einen externen Inhalt von Instagram", "Click to load external content from YouTube".
 * The embed itself (a script, an iframe) is gone after cleaning; the placeholder's words are what is left, in the
 * story's own container. A line goes when it announces "external content", or names an embedding platform and asks
 * for consent; a story that reports on a platform's privacy rules does neither.
 * Lines of at most {@code filter.embed-consent.max-chars} characters are read.
 */
final class EmbedConsentFilter implements LineFilter {
    // Phrase sets, searched from their rarest letters, in lower case ("Einverständnis" and "Consent" still show it).
    private static final PhraseSet PLATFORM = new PhraseSet(null, "twitter", "instagram", "youtube", "facebook",
            "tiktok", "vimeo", "spotify", "soundcloud", "podigee", "datawrapper", "google maps", "pinterest", "podcast");
    /** Consent in the languages of the news web. */
    private static final PhraseSet CONSENT = new PhraseSet(null, "einverständ", "einverstand", "einwillig", "zustimm",
            "consent", "consens", "zgodę na", "zgody na");
    /** "External content", which only such placeholders announce. */
    private static final PhraseSet EXTERNAL = new PhraseSet(null, "externe inhalt", "externen inhalt",
            "externer inhalt", "externes inhalt", "external content", "contenido externo", "contenu externe",
            "contenuto esterno", "conteúdo externo", "treści zewnętrzn");

    private final int maxChars;

    EmbedConsentFilter(int maxChars) {
        this.maxChars = maxChars;
    }

    static boolean isPlaceholder(String text) {
        // plain searches for a part every phrase of a set shares come first: this step reads every kept line
        if ((text.indexOf("tern") >= 0 || text.indexOf("zewn") >= 0) && EXTERNAL.matches(text)) {
            return true;
        }
        return (text.indexOf("nsen") >= 0 || text.indexOf("nverst") >= 0 || text.indexOf("nwillig") >= 0
                || text.indexOf("ustimm") >= 0 || text.indexOf("zgod") >= 0) && CONSENT.matches(text)
                && PLATFORM.matches(text);
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        List<TextLine> lines = page.index().lines();
        for (int i = 0; i < keep.length; i++) {
            if (keep[i] && lines.get(i).text().length() <= maxChars && isPlaceholder(lines.get(i).text())) {
                keep[i] = false;
            }
        }
    }
}
