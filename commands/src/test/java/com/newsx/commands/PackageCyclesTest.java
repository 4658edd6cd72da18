package com.newsx.commands;

import com.newsx.boundaries.PackageGraph;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** No two of the commands' packages use each other, directly or round a longer loop. */
class PackageCyclesTest {
    @Test
    void theCommandsPackagesHaveNoCycle() {
        PackageGraph g = PackageGraph.of(Path.of("src/main/java"));
        assertTrue(g.packages().size() > 5, "the commands' packages were found: " + g.packages());
        assertEquals("", g.describeCycles());
    }
}
