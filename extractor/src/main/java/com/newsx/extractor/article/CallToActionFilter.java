package com.newsx.extractor.article;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Drops the call to action that closes a story: "Follow us on ...", "Download the ... app", "Síguenos", "Únete a
 * nuestro canal de Telegram", "Abonnez-vous", "Unterstütze uns". Sites append it to the story's own paragraphs, in the
 * story's container and markup, so neither the region nor the names tell it from the last paragraph; its wording does.
 * Only the story's last few kept lines ({@code filter.call-to-action.tail-lines}) of at most
 * {@code filter.call-to-action.max-chars} characters are read, so that a story that reports on an app or a channel
 * keeps its sentences; the prompt goes with whatever follows it. The cue list covers the languages of the news web
 * (English, Spanish, German, French, Portuguese, Italian, Polish): second-person invitations to follow, subscribe,
 * join, download, support, click or share.
 */
final class CallToActionFilter implements LineFilter {
    static final Pattern PROMPT = Pattern.compile("(?iu)(follow us|follow @|subscribe to (our|the)|sign up for (our|the)"
            + "|download (the|our) [^.]{0,30}apps?\\b|join (us|our)|support us"
            + "|s[ií]guenos|suscr[ií]bete|[úu]nete|desc[aá]rga(la|te)? (la|nuestra) app|canal de (youtube|telegram|whatsapp)"
            + "|folgen sie uns|folge uns|abonnieren sie|abonniere|unterst[üu]tze (uns|unsere)|jetzt spenden"
            + "|suivez-nous|abonnez-vous|inscrivez-vous|t[ée]l[ée]chargez|soutenez"
            + "|siga-nos|assine|inscreva-se|baixe o app"
            + "|seguici|iscriviti|abbonati|scarica l.app"
            + "|obserwuj nas|zapisz si[eę]|subskrybuj|pobierz aplikacj|wesprzyj"
            // click here, share it with a friend
            + "|click here|hier klicken|klicken sie hier|klicke hier|haga clic aqu|haz clic aqu|pincha aqu|cliquez ici"
            + "|clicca qui|kliknij tutaj|clique aqui|share (it|this|the) [a-z ]{0,20}with"
            + "|teile[n]? (sie )?(diesen|den) (artikel|beitrag)|comparte (esta|este)|partagez (cet|cette)"
            + "|condividi (questo|questa)|udost[eę]pnij)");

    private final int tailLines;
    private final int maxChars;

    CallToActionFilter(int tailLines, int maxChars) {
        this.tailLines = tailLines;
        this.maxChars = maxChars;
    }

    static boolean isPrompt(String text) {
        return PROMPT.matcher(text).find();
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
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
}
