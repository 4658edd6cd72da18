package com.newsx.extractor.lang;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TextSampleTest {
    private static String paragraph(int n) {
        return ("Paragraph " + n + " says what the article says, in whole sentences of its own language. ").repeat(2)
                .strip();
    }

    @Test
    void aLongBodyGivesItsProseNotItsBylinesNorItsTitle() {
        List<String> lines = new ArrayList<>(List.of("By Anna Smith", "12 March 2024, 14:05"));
        for (int i = 1; i <= 6; i++) {
            lines.add(paragraph(i));
            lines.add("Photo: Reuters");
        }
        String sample = TextSample.of("The headline", String.join("\n", lines), 250);
        assertTrue(sample.startsWith(paragraph(1) + "\n" + paragraph(2).substring(0, 40)), sample);
        assertTrue(sample.length() <= 250, sample.length() + " chars");
        assertTrue(sample.length() >= 200, "the cap is filled: " + sample.length());
        assertFalse(sample.contains("Anna Smith") || sample.contains("Reuters") || sample.contains("headline"), sample);
        assertFalse(sample.endsWith(" "), "cut at a space, not after it");
    }

    @Test
    void proseIsReadInOrderUpToTheCapWithoutAWordOrTwoOfTheNext() {
        String body = String.join("\n", paragraph(1), paragraph(2), paragraph(3), paragraph(4));
        assertEquals(String.join("\n", paragraph(1), paragraph(2), paragraph(3)), TextSample.of(null, body, 490),
                "10 chars were left for the fourth paragraph");
    }

    @Test
    void aShortBodyIsReadWholeWithItsTitle() {
        assertEquals("Title\nBody text", TextSample.of("Title", "Body text", 100));
        assertEquals("Body text", TextSample.of(" ", "Body text", 100));
        assertEquals("Body text", TextSample.of(null, "Body text", 100));
    }

    @Test
    void aBodyOfShortLinesOnlyStillGivesThem() {
        String body = "Kurz.\nNoch kürzer.\nEin Satz.\nUnd noch einer.";
        assertEquals("Kurz.\nNoch kürzer.\nEin Satz.", TextSample.of(null, body, 40));
    }

    @Test
    void aCharacterBeyondTheBmpIsNotCutInTwo() {
        String han = "\uD840\uDC00"; // one ideograph beyond the BMP, two chars
        String line = "ab" + han.repeat(40);
        String sample = TextSample.of(null, line + "\n" + line, 5);
        assertEquals("ab" + han, sample.substring(0, 4));
        assertEquals(4, sample.length());
    }
}
