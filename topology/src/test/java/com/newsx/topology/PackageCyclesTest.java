package com.newsx.topology;

import com.newsx.boundaries.PackageGraph;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** No two of the topology's packages use each other, directly or round a longer loop. */
class PackageCyclesTest {
    @Test
    void theTopologysPackagesHaveNoCycle() {
        PackageGraph g = PackageGraph.of(Path.of("src/main/java"));
        assertTrue(g.packages().size() > 10, "the topology's packages were found: " + g.packages());
        assertEquals("", g.describeCycles());
    }
}
