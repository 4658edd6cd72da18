package com.newsx.extractor.article;

import org.jsoup.nodes.Element;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Drops image captions, photo credits and gallery furniture: lines inside {@code <figure>}/{@code <figcaption>}
 * or in elements named caption/credit/gallery/slide. The English gold (scrapinghub benchmark) leaves captions
 * out. When captions make up most of the text the page is a gallery and they stay. Leave "captions" out of
 * {@code fusion.filters} where captions count as body. A table's cells are never captions, even in a
 * {@code <figure>} (block editors wrap every table in one). A line opening with a numbered figure label ("Abbildung 4:")
 * is a caption wherever it stands.
 */
final class CaptionFilter implements LineFilter {

    /**
     * Caption wording: a trailing "(Image: ...)" credit; a line opening with a photo-credit label in the languages of
     * the news web ("Photo:", "Foto:", "Bild:", "Crédits photos :", "Imagen:", "Zdjęcie:"); a credit set after a bar
     * ("... | © Agency/Photographer") or opening the line with a name ("© Jane Doe ..."; "© 2019 ..." is a copyright
     * notice, left to the other filters).
     */
    private static final Pattern CREDIT = Pattern.compile(
            "(?iu)(\\((image|photo|picture|pic|credit|source)s?:[^)]*\\)\\s*$)"
                    + "|(^(photo|image|picture|credit|foto|bild|imagen|zdj[eę]cie|cr[ée]dit)(s|er|es)?"
                    + "( credits?| photos?)?\\s?:)"
                    + "|(\\|\\s*(©|\\(c\\))\\s*\\p{L})|(^(©|\\(c\\))\\s*\\p{L})");
    /**
     * A numbered figure or table label opening a line ("Figure 2. ...", "Abbildung 4: ...", "Tabla 1 - ..."): the
     * caption under a picture or chart of a report, whatever its markup (often a plain paragraph). A sentence citing
     * the figure ("Figure 2 shows ...") has no mark after the number and stays.
     */
    private static final Pattern FIGURE_LABEL = Pattern.compile("(?iu)^(figure|fig\\.|abbildung|abb\\.|grafik|tabelle"
            + "|table|figura|rycina|rys\\.|illustration|ilustraci[oó]n|sch[ée]ma|tableau|tabla|bild|image|photo|foto)"
            + "\\s*\\d{1,3}[a-z]?\\s*[:.\u2013\u2014-]\\s");
    /** Longer lines opening with a figure label are the story's sentences. */
    private static final int FIGURE_LABEL_MAX_CHARS = 300;
    private static final ElementNames NAMES = new ElementNames(new String[]{"caption", "credit", "gallery", "slide",
        "carousel", "lightbox", "photo-info", "photoinfo"});

    @Override
    public void apply(PageContext page, boolean[] keep) {
        DomIndex index = page.index();
        List<TextLine> lines = index.lines();
        boolean[] caption = new boolean[keep.length];
        int captionChars = 0;
        int keptChars = 0;
        for (int i = 0; i < keep.length; i++) {
            if (keep[i]) {
                keptChars += lines.get(i).chars();
                if (inCaption(index, lines.get(i).owner()) || isCredit(lines.get(i).text())
                        || isFigureLabel(lines.get(i).text())) {
                    caption[i] = true;
                    captionChars += lines.get(i).chars();
                }
            }
        }
        if (captionChars * 2 > keptChars) {
            return; // a gallery: the captions are the story
        }
        for (int i = 0; i < keep.length; i++) {
            keep[i] &= !caption[i];
        }
    }

    static boolean isCredit(String text) {
        return (text.indexOf(':') >= 0 || text.indexOf('©') >= 0 || text.indexOf("(c)") >= 0 || text.indexOf("(C)") >= 0)
                && CREDIT.matcher(text).find();
    }

    static boolean isFigureLabel(String text) {
        return text.length() <= FIGURE_LABEL_MAX_CHARS && FIGURE_LABEL.matcher(text).lookingAt();
    }

    private boolean inCaption(DomIndex index, int el) {
        // Captions sit a few levels under their figure; looking up a bounded number of levels keeps this cheap.
        for (int i = el, up = 0; i >= 0 && up < 6; i = index.parent(i), up++) {
            Element e = index.element(i);
            String tag = e.normalName();
            if ("table".equals(tag)) {
                return false;
            }
            if ("figure".equals(tag) || "figcaption".equals(tag)) {
                return true;
            }
            if (isCaptionName(e)) {
                return true;
            }
        }
        return false;
    }

    /** The element's class or id names a caption, a credit or a gallery. */
    static boolean isCaptionName(Element e) {
        return NAMES.matches(ElementNames.of(e));
    }
}
