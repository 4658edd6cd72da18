package com.newsx.extractor.article;

import org.junit.jupiter.api.Test;

import java.util.Locale;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Trying the cues by first letter finds a cue exactly where the one pattern of every cue does. */
class PromptCuesTest {
    /** Pieces of cues and of prose, and what may stand beside a word: letters, digits, marks, an underscore. */
    private static final String[] PIECES = {"follow", "Follow", "us", "@", "subscribe to", "our", "the", "sign up for",
        "download", "app", "apps", "join", "support", "on", "Twitter", "get the latest", "news", "thanks", "thank you",
        "for your support", "síguenos", "SIGUENOS", "únete", "Únete", "unete", "descárgala", "la", "app", "canal de",
        "YouTube", "folgen sie uns", "unterstütze", "uns", "jetzt", "spenden", "mitglied", "werden sie", "suivez-nous",
        "téléchargez", "TÉLÉCHARGEZ", "siga-nos", "scarica l'app", "zapisz się", "udostępnij", "click here",
        "klicken sie hier", "share it", "share this story", "with", "teilen sie diesen artikel", "comparte esta",
        "partagez cet", "condividi questa", "the minister", "followed", "joined", "supports", "." , ",", "!", "?",
        "x", "é", "9", "_", "\u0301", "İ", "ß", "中文", "-", "'"};
    private static final String[] GLUE = {" ", "", " ", "  ", "\n", " ", ""};

    @Test
    void findsACueExactlyWhereTheWholePatternDoes() {
        Random random = new Random(20240607);
        int prompts = 0;
        for (int n = 0; n < 50_000; n++) {
            StringBuilder line = new StringBuilder();
            for (int k = random.nextInt(9); k >= 0; k--) {
                line.append(PIECES[random.nextInt(PIECES.length)]).append(GLUE[random.nextInt(GLUE.length)]);
            }
            String text = line.toString();
            boolean expected = PromptCues.ANY.matcher(text.toLowerCase(Locale.ROOT)).find();
            assertEquals(expected, PromptCues.isPrompt(text), text);
            prompts += expected ? 1 : 0;
        }
        assertTrue(prompts > 5_000 && prompts < 45_000, "both kinds of line tried: " + prompts);
    }

    @Test
    void aCueMustStartWithALetterItCanBeFiledUnder() {
        assertEquals("úu", PromptCues.firstLetters("[úu]nete"));
        assertThrows(IllegalStateException.class, () -> PromptCues.firstLetters("(follow|join) us"));
    }
}
