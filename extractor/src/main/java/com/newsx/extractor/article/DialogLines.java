package com.newsx.extractor.article;

import org.jsoup.nodes.Element;

import java.util.List;
import java.util.Locale;

/**
 * The lines of dialogs: login and registration pop-ups, consent and newsletter overlays, lightboxes. Pages carry them
 * in their markup, hidden by style sheets the extractor does not read, and a login dialog's form messages ("Bitte
 * fülle alle Pflichtfelder aus.", "This e-mail address seems to be wrong.") are punctuated sentences that outscore a
 * short story beside a video. A dialog is marked as one whatever the site's language: an ARIA role (dialog,
 * alertdialog), {@code aria-modal="true"}, or a class or id token naming a dialog, modal or popup (not a lightbox:
 * stories wrap their photo galleries in one). Their lines are neither read for the content region nor kept - unless
 * the headline stands in one (a story opened as an overlay is the page).
 */
final class DialogLines {
    private static final List<String> ROLES = List.of("dialog", "alertdialog");
    private static final ElementNames NAMES = new ElementNames(new String[0], "dialog", "modal", "popup");

    private DialogLines() {
    }

    /**
     * Per line, whether it stands in a dialog; null when the page has none or its headline ({@code titleLine}, -1 when
     * unknown) stands in one. One pre-order pass over the elements.
     */
    static boolean[] lines(DomIndex index, int titleLine) {
        int n = index.size();
        boolean[] dialog = null;
        for (int el = 0; el < n; el++) {
            int parent = index.parent(el);
            boolean in = parent >= 0 && dialog != null && dialog[parent] || isDialog(index.element(el));
            if (in) {
                if (dialog == null) {
                    dialog = new boolean[n];
                }
                dialog[el] = true;
            }
        }
        if (dialog == null) {
            return null;
        }
        List<TextLine> lines = index.lines();
        boolean[] out = new boolean[lines.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = dialog[lines.get(i).owner()];
        }
        return titleLine >= 0 && out[titleLine] ? null : out;
    }

    static boolean isDialog(Element el) {
        if (el.attributesSize() == 0) {
            return false;
        }
        String role = el.attr("role");
        if (!role.isEmpty() && ROLES.contains(role.trim().toLowerCase(Locale.ROOT))) {
            return true;
        }
        return "true".equalsIgnoreCase(el.attr("aria-modal").trim()) || NAMES.matches(ElementNames.of(el));
    }
}
