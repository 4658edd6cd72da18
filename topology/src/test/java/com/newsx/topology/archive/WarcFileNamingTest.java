package com.newsx.topology.archive;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WarcFileNamingTest {
    @Test
    void namesAreThePrefixTheUtcTimeBegunAndAFiveDigitSerialAsCcNewsHasThem() {
        WarcFileNaming n = new WarcFileNaming("NEWSX");
        Instant t = Instant.parse("2024-03-18T06:50:51.999Z");
        assertEquals("NEWSX-20240318065051-00000.warc.gz", n.name(t, 0));
        assertEquals("NEWSX-20240318065051-00042.warc.gz", n.name(t, 42));
        assertEquals("NEWSX-20240318065051-123456.warc.gz", n.name(t, 123456), "more files than five digits hold");
    }

    @Test
    void aNameReadsBackIntoItsPartsAHyphenatedPrefixIncluded() {
        WarcFileNaming.Parts p = WarcFileNaming.parse("CC-NEWS-20161026065051-00003.warc.gz").orElseThrow();
        assertEquals("CC-NEWS", p.prefix());
        assertEquals(Instant.parse("2016-10-26T06:50:51Z"), p.begun());
        assertEquals(3, p.serial());
        WarcFileNaming n = new WarcFileNaming("my-crawl");
        Instant t = Instant.parse("2026-12-06T18:11:11Z");
        assertEquals(new WarcFileNaming.Parts("my-crawl", t, 7), WarcFileNaming.parse(n.name(t, 7)).orElseThrow());
    }

    @Test
    void otherNamesAreNotRead() {
        assertTrue(WarcFileNaming.parse("notes.txt").isEmpty());
        assertTrue(WarcFileNaming.parse("X-2024031806505-00000.warc.gz").isEmpty(), "13 digits are no time");
        assertTrue(WarcFileNaming.parse("X-20241318065051-00000.warc.gz").isEmpty(), "month 13");
        assertTrue(WarcFileNaming.parse("X-20240318065051-00000.warc.gz.open").isEmpty(), "still being written");
    }

    @Test
    void closedWarcFilesAreTheOnesADirectoryIsReadFor() {
        assertTrue(WarcFileNaming.isClosedWarc("a.warc.gz"));
        assertTrue(WarcFileNaming.isClosedWarc("a.warc"));
        assertFalse(WarcFileNaming.isClosedWarc("a.warc.gz.open"));
        assertFalse(WarcFileNaming.isClosedWarc("a.cdx.gz"));
    }
}
