package com.newsx.extractor.bench;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LanguageAgreementTest {
    @Test
    void theDeclaredTagCountsByItsPrimarySubtag() {
        assertEquals("de", LanguageAgreement.primary("de-AT"));
        assertEquals("pt", LanguageAgreement.primary(" PT_br "));
        assertEquals("he", LanguageAgreement.primary("iw"), "a withdrawn code");
        assertNull(LanguageAgreement.primary("{{lang}}"));
        assertNull(LanguageAgreement.primary(null));
        assertTrue(LanguageAgreement.agree("no", "nb"), "Norwegian declared, Bokmål identified");
        assertFalse(LanguageAgreement.agree("nb", "nn"));
        assertFalse(LanguageAgreement.agree("en", null));
    }

    @Test
    void pagesWithoutABodyOrADeclarationCountOnlyWhereTheyCan() {
        LanguageAgreement t = new LanguageAgreement();
        t.add(new LanguageAgreement.Page("s", "1", true, "de-DE", "de", "Text"));
        t.add(new LanguageAgreement.Page("s", "2", true, "en", "de", "Ein deutscher Text"));
        t.add(new LanguageAgreement.Page("s", "3", true, null, "fr", "Un texte"));
        t.add(new LanguageAgreement.Page("s", "4", true, "fr", null, "Oui"));
        t.add(new LanguageAgreement.Page("s", "5", false, "fr", null, ""));
        String r = t.report();
        // 5 pages, 4 with a body, 3 identified; 3 of those declare one, 1 agrees
        assertTrue(r.contains("s                           5      4      3 ( 75.0 %)         3      1 (0.333)"), r);
        assertTrue(r.contains("{en -> de=1, fr -> null=1}"), r);
        assertTrue(r.contains("s 2: declared en, identified de: Ein deutscher Text"), r);
    }
}
