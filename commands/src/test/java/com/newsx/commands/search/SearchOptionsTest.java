package com.newsx.commands.search;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SearchOptionsTest {
    private static SearchOptions parse(String... argv) {
        return SearchOptions.parse("http://es:9200", argv);
    }

    @Test
    void durationsAreANumberAndAUnit() {
        assertEquals(Duration.ofMinutes(30), Since.parse("30m"));
        assertEquals(Duration.ofHours(6), Since.parse("6h"));
        assertEquals(Duration.ofDays(2), Since.parse("2d"));
        assertEquals(Duration.ofDays(14), Since.parse("2w"));
        assertEquals(Duration.ofSeconds(90), Since.parse("90s"));
        for (String bad : List.of("", "30", "m", "1.5h", "-2d", "0h", "3y")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Since.parse(bad), bad);
            assertTrue(e.getMessage().contains("30m, 6h or 2d"), e.getMessage());
        }
    }

    @Test
    void optionsAreRead() {
        SearchOptions o = parse("--since", "2d", "--site", "news.example.com", "--type", "article", "-n", "3", "北京", "地铁");
        assertEquals(List.of("北京", "地铁"), o.words());
        assertEquals(Duration.ofDays(2), o.since());
        assertEquals("news.example.com", o.site());
        assertEquals(SearchOptions.Type.ARTICLE, o.type());
        assertEquals(3, o.size());
        assertEquals("http://es:9200", o.es());
        assertEquals(SearchOptions.Type.ALL, parse("x").type(), "both kinds by default");
        assertNull(parse("--help"));
    }

    @Test
    void aLanguageIsATwoLetterCodeAndMeansArticles() {
        SearchOptions o = parse("--lang", "DE", "Brücke");
        assertEquals("de", o.lang());
        assertEquals(SearchOptions.Type.ARTICLE, o.type(), "records have no language");
        assertNull(parse("x").lang());
        assertEquals("zh", parse("--lang", "zh").lang(), "a language alone lists its newest articles");
        assertThrows(IllegalArgumentException.class, () -> parse("--lang", "deu", "x"));
        assertThrows(IllegalArgumentException.class, () -> parse("--lang", "de-AT", "x"));
        assertThrows(IllegalArgumentException.class, () -> parse("--lang", "de", "--type", "record", "x"));
    }

    @Test
    void mistakesAreNamed() {
        assertThrows(IllegalArgumentException.class, () -> parse(), "nothing to search for");
        assertThrows(IllegalArgumentException.class, () -> parse("--type", "video", "x"));
        assertThrows(IllegalArgumentException.class, () -> parse("--collapse", "--type", "record", "x"));
        assertThrows(IllegalArgumentException.class, () -> parse("--site", "http://a.example/", "x"));
        assertThrows(IllegalArgumentException.class, () -> parse("-n", "ten", "x"));
        assertThrows(IllegalArgumentException.class, () -> parse("--since", "yesterday"));
        assertEquals(Duration.ofHours(1), parse("--since", "1h").since(), "a look-back alone lists the newest");
    }
}
