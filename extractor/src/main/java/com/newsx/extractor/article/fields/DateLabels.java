package com.newsx.extractor.article.fields;

import java.util.regex.Pattern;

/**
 * The words that label a date on a page, in the languages of the news web: published (发布, Published,
 * Veröffentlicht am, Publié le, Publicado el, ...) and updated (更新, Updated, Aktualisiert am, Mis à jour le, ...),
 * with the preposition that may follow them. Written out here: the JDK's locale data holds month and weekday names,
 * not these words.
 */
final class DateLabels {
    /** The prepositions between a label and its date: "on", "am", "le", "el", "il", "em", "op", "den". */
    private static final String PREPOSITION = "(?:\\s+(?:on|at|am|um|le|el|il|em|op|om|den|dnia|w|в))?";
    private static final String PUBLISHED = "(?:(?:发布|发表|发稿|发帖|时间|日期|出版|首发)于?"
            + "|(?:published|posted|released|first\\s+published)" + PREPOSITION
            + "|publication|date"
            + "|(?:veröffentlicht|publiziert|erschienen|erstellt|gepostet|verfasst|geschrieben)" + PREPOSITION
            + "|datum|publikationsdatum|erscheinungsdatum"
            + "|(?:publié|publiée|posté|postée|paru|parue|mis\\s+en\\s+ligne)" + PREPOSITION
            + "|date\\s+de\\s+publication"
            + "|(?:publicado|publicada|escrito|escrita|postado|postada)" + PREPOSITION
            + "|fecha(?:\\s+de\\s+publicación)?|data(?:\\s+d[ie]\\s+publica(?:ção|zione))?"
            + "|(?:pubblicato|pubblicata)" + PREPOSITION
            + "|(?:gepubliceerd|geplaatst)" + PREPOSITION
            + "|(?:opublikowano|dodano|data\\s+publikacji|publikováno|vydáno|publicerad|publicerat|publiceret"
            + "|publisert|опубликовано|дата\\s+публикации|yayınlanma(?:\\s+tarihi)?|yayınlandı)" + PREPOSITION + ")";
    private static final String UPDATED = "(?:更新|修改|编辑于|updated?|modified|last\\s+edited|revised"
            + "|aktualisiert|geändert|bearbeitet|zuletzt|mis\\s+à\\s+jour|mise\\s+à\\s+jour|modifié|modifiée|actualisé"
            + "|actualizado|actualizada|modificado|modificada|aggiornato|aggiornata|modificato|atualizado|atualizada"
            + "|bijgewerkt|gewijzigd|zaktualizowano|aktualizacja|aktualizováno|uppdaterad|uppdaterat|opdateret"
            + "|oppdatert|обновлено|изменено|güncellendi|güncelleme)";
    /** Not the end of a longer word ("Update" holds "date"); Chinese labels follow other characters directly. */
    private static final String NOT_INSIDE_A_WORD = "(?<![\\p{IsLatin}\\p{IsCyrillic}])";
    /** A publish label, or a forum's "本贴由 X 于" (posted by X at), right before the date. */
    static final Pattern PUBLISHED_BEFORE = Pattern.compile(
            "(?iu)" + NOT_INSIDE_A_WORD + "(?:" + PUBLISHED + "|由\\s*\\S{1,12}\\s*于)\\W{0,3}$");
    /** An update label shortly before the date ("Updated: Mon,", "Aktualisiert am"). */
    static final Pattern UPDATED_BEFORE = Pattern.compile("(?iu)" + NOT_INSIDE_A_WORD + UPDATED + "[^\\n]{0,12}$");
    /** A text that is only a label, with its preposition and a colon: "Veröffentlicht am", "Mis à jour le :". */
    private static final Pattern LABEL_ONLY = Pattern.compile(
            "(?iu)(?:" + PUBLISHED + "|" + UPDATED + PREPOSITION + ")\\s*[:：]?");

    private DateLabels() {
    }

    static boolean isLabel(String text) {
        return LABEL_ONLY.matcher(text.trim()).matches();
    }
}
