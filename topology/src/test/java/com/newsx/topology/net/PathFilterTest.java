package com.newsx.topology.net;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PathFilterTest {
    private final PathFilter defaults = new PathFilter(3, 20, 1024);

    @Test
    void repeatedSegmentsAreATrap() {
        assertTrue(defaults.check("http://a.example/news/2024/05/story.html").isEmpty());
        assertTrue(defaults.check("http://a.example/a/b/a/b/a/b/").isEmpty(), "three times is allowed");
        assertTrue(defaults.check("http://a.example/a/b/a/b/a/b/a/x.html").orElseThrow().contains("'a' 4 times"));
        assertTrue(defaults.check("http://a.example/cal/next/next/next/next/").orElseThrow()
                .contains("url.max-segment-repeats"));
    }

    @Test
    void tooDeepOrTooLongPathsAreATrap() {
        assertTrue(defaults.check("http://a.example/1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16/17/18/19/20")
                .isEmpty());
        assertTrue(defaults.check("http://a.example/1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16/17/18/19/20/21").orElseThrow()
                .contains("url.max-path-segments"));
        assertTrue(defaults.check("http://a.example/" + "x".repeat(1100)).orElseThrow().contains("url.max-path-length"));
        assertTrue(defaults.check("http://a.example/s?q=" + "y".repeat(1100)).orElseThrow().contains("path too long"));
        assertTrue(new PathFilter(0, 0, 0).check("http://a.example/a/a/a/a/a/" + "x".repeat(5000)).isEmpty(), "0: off");
    }

    @Test
    void admissionRefusesThemWithTheReason() {
        UrlAdmission admission = new UrlAdmission(new AddressGuard(false), PolitenessKey.Mode.HOST, 8192, defaults);
        var r = assertInstanceOf(UrlAdmission.Refused.class, admission.check("http://a.example/x/x/x/x/"));
        assertTrue(r.reason().contains("repeats"), r.reason());
        assertInstanceOf(UrlAdmission.Candidate.class, admission.check("http://a.example/x/y/"));
    }
}
