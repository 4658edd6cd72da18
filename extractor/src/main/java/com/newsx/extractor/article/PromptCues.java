package com.newsx.extractor.article;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The wording of a call to action ({@link CallToActionFilter}): second-person invitations to follow, subscribe, join,
 * download, support, donate, click or share, in the languages of the news web (English, Spanish, German, French,
 * Portuguese, Italian, Polish), written in lower case and found in the line lowered, where a word starts.
 * <p>
 * Each cue is tried only where a word starts with one of its possible first letters: one pattern of every cue, tried
 * at each character, ran each of its sixty alternatives at every word's start and end, which made it a tenth of a
 * crawled page's CPU time. A line holds a cue exactly when {@link #ANY} finds one.
 */
final class PromptCues {
    /** The cues, each a regular expression that starts with a letter or a class of letters. */
    static final List<String> CUES = List.of("follow us", "follow @", "subscribe to (our|the)",
            "sign up for (our|the)", "download (the|our) [^.]{0,30}apps?\\b", "join (us|our)", "support us",
            // "Follow The Gleaner on Twitter", "Get the latest news straight to your phone", thanks for the support
            "follow [^.!?]{1,40} on (twitter|facebook|instagram|tiktok|youtube|linkedin|telegram|whatsapp)",
            "get the latest (news|updates|headlines|stories)", "thank(s| you) for your support",
            "s[ií]guenos", "suscr[ií]bete", "[úu]nete", "desc[aá]rga(la|te)? (la|nuestra) app",
            "canal de (youtube|telegram|whatsapp)",
            "folgen sie uns", "folge uns", "abonnieren sie", "abonniere", "unterst[üu]tze (uns|unsere)",
            "jetzt spenden", "werden sie mitglied", "jetzt mitglied werden", "jetzt registrieren",
            "suivez-nous", "abonnez-vous", "inscrivez-vous", "t[ée]l[ée]chargez", "soutenez",
            "siga-nos", "assine", "inscreva-se", "baixe o app",
            "seguici", "iscriviti", "abbonati", "scarica l.app",
            "obserwuj nas", "zapisz si[eę]", "subskrybuj", "pobierz aplikacj", "wesprzyj",
            // click here, share it with a friend
            "click here", "hier klicken", "klicken sie hier", "klicke hier", "haga clic aqu", "haz clic aqu",
            "pincha aqu", "cliquez ici", "clicca qui", "kliknij tutaj", "clique aqui",
            "share (it|this|the) [a-z ]{0,20}with",
            "teile[n]? (sie )?(diesen|den) (artikel|beitrag)", "comparte (esta|este)", "partagez (cet|cette)",
            "condividi (questo|questa)", "udost[eę]pnij");

    /** Every cue in one pattern: what a line is matched against, as the cues by first letter find it faster. */
    static final Pattern ANY = Pattern.compile("\\b(" + String.join("|", CUES) + ")");

    /** First letters are all below this. */
    private static final int FIRST_LIMIT = 0x100;
    /** For each character below {@link #FIRST_LIMIT}, its slot in {@link #BY_FIRST}: 0 for one that starts no cue. */
    private static final byte[] SLOT = new byte[FIRST_LIMIT];
    /** By slot, the cues that may start with its letter, each after a word boundary (slot 0 unused). */
    private static final Pattern[] BY_FIRST = byFirstLetter();

    /**
     * Each thread's matchers, by slot, made on first use and reset to each line: making them for each line (a fusion
     * reads hundreds of short lines) was a tenth of the step's allocation.
     */
    private static final ThreadLocal<Matcher[]> MATCHERS = ThreadLocal.withInitial(() -> new Matcher[BY_FIRST.length]);

    private PromptCues() {
    }

    /** Whether the text holds a cue (matched in the text lowered). */
    static boolean isPrompt(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        Matcher[] matchers = null;
        for (int i = 0, n = lower.length(); i < n; i++) {
            char c = lower.charAt(i);
            int slot = c < FIRST_LIMIT ? SLOT[c] : 0;
            if (slot == 0) {
                continue;
            }
            // A letter after a letter or digit starts no word (the boundary would fail): skipped without a match try.
            if (i > 0 && Character.isLetterOrDigit(lower.charAt(i - 1))) {
                continue;
            }
            if (matchers == null) {
                matchers = MATCHERS.get();
            }
            Matcher m = matchers[slot];
            if (m == null) {
                m = BY_FIRST[slot].matcher(lower).useTransparentBounds(true); // the boundary sees the character before
                matchers[slot] = m;
            }
            if (m.reset(lower).region(i, n).lookingAt()) {
                return true;
            }
        }
        return false;
    }

    private static Pattern[] byFirstLetter() {
        List<List<String>> cues = new ArrayList<>();
        for (int c = 0; c < FIRST_LIMIT; c++) {
            cues.add(new ArrayList<>());
        }
        for (String cue : CUES) {
            for (char c : firstLetters(cue).toCharArray()) {
                cues.get(c).add(cue);
            }
        }
        List<Pattern> patterns = new ArrayList<>();
        patterns.add(null);
        for (int c = 0; c < FIRST_LIMIT; c++) {
            if (!cues.get(c).isEmpty()) {
                SLOT[c] = (byte) patterns.size();
                patterns.add(Pattern.compile("\\b(" + String.join("|", cues.get(c)) + ")"));
            }
        }
        return patterns.toArray(new Pattern[0]);
    }

    /** The letters a cue can start with: its first character, or the letters of the class it starts with. */
    static String firstLetters(String cue) {
        String letters = cue.charAt(0) == '[' ? cue.substring(1, cue.indexOf(']')) : cue.substring(0, 1);
        for (char c : letters.toCharArray()) {
            if (!Character.isLetter(c) || c >= FIRST_LIMIT) {
                throw new IllegalStateException("a cue must start with a Latin-1 letter or a class of them: " + cue);
            }
        }
        return letters;
    }
}
