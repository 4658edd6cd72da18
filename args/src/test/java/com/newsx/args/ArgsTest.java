package com.newsx.extractor.cli;

import com.newsx.args.Args;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ArgsTest {
    private static Args.Spec crawl() {
        return Args.spec().values("--config", "--seconds").repeated("--set").flags("--keep");
    }

    @Test
    void valuesFlagsAndRepeatedOptions() {
        Args a = crawl().parse("--set", "a=1", "--config", "c.properties", "--keep", "--set", "b=2", "--set", "a=3");
        assertEquals("c.properties", a.value("--config"));
        assertEquals(List.of("a=1", "b=2", "a=3"), a.values("--set"), "every --set, in the order given");
        assertTrue(a.has("--keep"));
        assertFalse(a.has("--seconds"));
        assertNull(a.value("--seconds"));
        assertEquals("60", a.value("--seconds", "60"));
        assertEquals(List.of(), a.values("--nothing"));
        assertFalse(a.help());
    }

    @Test
    void theLastValueOfAnOptionGivenTwiceCounts() {
        assertEquals("mine.jar", Args.spec().values("--jar").parse("--jar", "default.jar", "--jar", "mine.jar").value("--jar"));
    }

    @Test
    void aValueIsTheNextArgumentWhateverItLooksLike() {
        assertEquals("--keep", crawl().parse("--config", "--keep").value("--config"));
    }

    @Test
    void wordsAreKeptInOrderAmongTheOptions() {
        Args a = Args.spec().values("--es", "-n").words().parse("electric", "-n", "3", "ferry", "--es", "http://x", "-x");
        assertEquals(List.of("electric", "ferry", "-x"), a.words());
        assertEquals("3", a.value("-n"));
    }

    @Test
    void helpEndsTheReading() {
        Args a = crawl().parse("--config", "c", "--help", "--bogus");
        assertTrue(a.help());
        assertTrue(crawl().parse("-h").help());
        assertEquals("unknown argument --bogus",
                assertThrows(IllegalArgumentException.class, () -> crawl().parse("--bogus", "-h")).getMessage(),
                "a mistake before the help option is still one");
    }

    @Test
    void mistakesNameTheArgument() {
        assertEquals("--config needs a value",
                assertThrows(IllegalArgumentException.class, () -> crawl().parse("--keep", "--config")).getMessage());
        assertEquals("--set needs a value",
                assertThrows(IllegalArgumentException.class, () -> crawl().parse("--set")).getMessage());
        assertEquals("unknown argument extra",
                assertThrows(IllegalArgumentException.class, () -> crawl().parse("extra")).getMessage(),
                "a command without words takes none");
        assertEquals("unknown option --algo",
                assertThrows(IllegalArgumentException.class, () -> Args.spec().words().parse("a.html", "--algo")).getMessage());
    }

    @Test
    void anOptionalValueIsTakenUnlessAnOptionFollows() {
        Args.Spec s = Args.spec().optionalValue("--status").values("--every");
        assertEquals("crawl-2", s.parse("--status", "crawl-2").value("--status"));
        Args bare = s.parse("--status", "--every", "5");
        assertTrue(bare.has("--status"));
        assertNull(bare.value("--status"));
        assertEquals("5", bare.value("--every"));
        assertTrue(s.parse("--status").has("--status"));
    }

    @Test
    void pairsSplitAtTheFirstEquals() {
        assertArrayEquals(new String[] {"fetch.resolve", "*.demo=127.0.0.1"},
                Args.pair("--set", "fetch.resolve=*.demo=127.0.0.1", "KEY=VALUE"));
        assertArrayEquals(new String[] {"k", ""}, Args.pair("--set", "k=", "KEY=VALUE"));
        assertEquals("--pid needs NAME=PID, got =5",
                assertThrows(IllegalArgumentException.class, () -> Args.pair("--pid", "=5", "NAME=PID")).getMessage());
    }

    @Test
    void anOptionIsDeclaredOnce() {
        assertThrows(IllegalStateException.class, () -> Args.spec().values("--es").flags("--es"));
        assertThrows(IllegalStateException.class, () -> Args.spec().flags("--help"));
    }

    @Test
    void pairsOfARepeatedOptionKeepTheirOrderAndALaterKeyWins() {
        assertEquals(java.util.List.of("a", "b"), new java.util.ArrayList<>(
                Args.pairs("--set", java.util.List.of("a=1", "b=x=y", "a=2")).keySet()));
        assertEquals(java.util.Map.of("a", "2", "b", "x=y"), Args.pairs("--set", java.util.List.of("a=1", "b=x=y", "a=2")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Args.pairs("--set", java.util.List.of("a=1", "=2")));
        assertEquals("--set needs KEY=VALUE, got =2", e.getMessage());
    }
}
