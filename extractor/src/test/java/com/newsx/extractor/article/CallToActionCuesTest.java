package com.newsx.extractor.article;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The cues are written in lower case and matched on the line lowered: capitals, accented ones too, still match. */
class CallToActionCuesTest {
    @Test
    void aPromptIsFoundWhateverItsCase() {
        assertTrue(CallToActionFilter.isPrompt("FOLLOW US ON INSTAGRAM"));
        assertTrue(CallToActionFilter.isPrompt("Folgen Sie uns auf Telegram"));
        assertTrue(CallToActionFilter.isPrompt("ÚNETE A NUESTRO CANAL DE WHATSAPP"));
        assertTrue(CallToActionFilter.isPrompt("Téléchargez notre application"));
        assertTrue(CallToActionFilter.isPrompt("Follow The Gleaner on Twitter"));
    }

    @Test
    void aSentenceOfTheStoryIsNoPrompt() {
        assertFalse(CallToActionFilter.isPrompt("The minister followed the vote on Tuesday and joined the talks."));
        assertFalse(CallToActionFilter.isPrompt("UNITED NATIONS SUPPORTS THE PLAN"));
    }
}
