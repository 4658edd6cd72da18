package com.newsx.boundaries;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PackageGraphTest {
    private static PackageGraph graph(String... fileThenSource) {
        Map<String, String> sources = new TreeMap<>();
        for (int i = 0; i < fileThenSource.length; i += 2) {
            sources.put(fileThenSource[i], fileThenSource[i + 1]);
        }
        return PackageGraph.of(sources);
    }

    @Test
    void importsStaticImportsWildcardsAndQualifiedNamesAreUses() {
        PackageGraph g = graph(
                "a/A.java", "package com.newsx.a;\nimport com.newsx.b.B;\nimport static com.newsx.c.C.run;\n",
                "b/B.java", "package com.newsx.b;\nimport com.newsx.c.*;\n",
                "c/C.java", "package com.newsx.c;\nclass C { com.newsx.d.D.Inner d; }\n",
                "d/D.java", "package com.newsx.d;\n");
        assertTrue(g.uses("com.newsx.a", "com.newsx.b"));
        assertTrue(g.uses("com.newsx.a", "com.newsx.c"));
        assertTrue(g.uses("com.newsx.b", "com.newsx.c"));
        assertTrue(g.uses("com.newsx.c", "com.newsx.d"));
        assertFalse(g.uses("com.newsx.d", "com.newsx.c"));
        assertEquals(List.of(), g.cycles());
        assertEquals("", g.describeCycles());
    }

    @Test
    void commentsAndStringsAreNotUses() {
        PackageGraph g = graph(
                "a/A.java", "package com.newsx.a;\n/** {@link com.newsx.b.B} */\nclass A { // com.newsx.b.B\n"
                        + "  /* com.newsx.b.B */ String s = \"com.newsx.b.B \\\" com.newsx.b.B\"; char q = '\"';\n"
                        + "  String t = \"\"\"\n    com.newsx.b.B\n    \"\"\"; }\n",
                "b/B.java", "package com.newsx.b;\nimport com.newsx.a.A;\n");
        assertFalse(g.uses("com.newsx.a", "com.newsx.b"));
        assertTrue(g.uses("com.newsx.b", "com.newsx.a"));
        assertEquals(List.of(), g.cycles());
    }

    @Test
    void findsEveryCycleWithTheUsesThatCloseIt() {
        PackageGraph g = graph(
                "x/X.java", "package com.newsx.x;\nimport com.newsx.x.sub.S;\n",
                "x/sub/S.java", "package com.newsx.x.sub;\nimport com.newsx.x.X;\n",
                "p/P.java", "package com.newsx.p;\nimport com.newsx.q.Q;\nimport com.newsx.x.X;\n",
                "q/Q.java", "package com.newsx.q;\nimport com.newsx.r.R;\n",
                "r/R.java", "package com.newsx.r;\nimport com.newsx.p.P;\nimport com.newsx.elsewhere.E;\n");
        assertEquals(List.of(List.of("com.newsx.p", "com.newsx.q", "com.newsx.r"), List.of("com.newsx.x", "com.newsx.x.sub")),
                g.cycles().stream().sorted((a, b) -> a.get(0).compareTo(b.get(0))).toList());
        String text = g.describeCycles();
        assertTrue(text.contains("com.newsx.x.sub -> com.newsx.x (x/sub/S.java)"), text);
        assertTrue(text.contains("com.newsx.r -> com.newsx.p (r/R.java)"), text);
        assertFalse(text.contains("com.newsx.p -> com.newsx.x"), "a use leaving the cycle is not part of it: " + text);
        assertFalse(text.contains("elsewhere"), "a package outside the sources is not in the graph: " + text);
    }
}
