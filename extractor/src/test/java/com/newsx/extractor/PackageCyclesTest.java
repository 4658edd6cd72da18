package com.newsx.extractor;

import com.newsx.boundaries.PackageGraph;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No two of the extractor's packages use each other, directly or round a longer loop; and the root package is the
 * facade on top: of the packages below it, only the commands built on the facade (bin/extract, the benches) use it.
 */
class PackageCyclesTest {
    private static final String ROOT = "com.newsx.extractor";
    private static final Set<String> ON_TOP = Set.of(ROOT + ".cli", ROOT + ".bench");
    private final PackageGraph graph = PackageGraph.of(Path.of("src/main/java"));

    @Test
    void theExtractorsPackagesHaveNoCycle() {
        assertTrue(graph.packages().size() > 10, "the extractor's packages were found: " + graph.packages());
        assertEquals("", graph.describeCycles());
    }

    @Test
    void onlyTheCommandsUseTheRootPackage() {
        assertTrue(graph.packages().containsAll(ON_TOP), graph.packages().toString());
        List<String> users = graph.packages().stream().filter(p -> !ON_TOP.contains(p) && graph.uses(p, ROOT)).toList();
        assertEquals(List.of(), users, "packages below the facade that use it");
    }
}
