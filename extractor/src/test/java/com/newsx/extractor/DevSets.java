package com.newsx.extractor;

import org.junit.jupiter.api.Assumptions;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Where the tests find the dev sets: ../shared/eval next to the repository. Tests run in their module's folder
 * (../../shared/eval from there); the eval main classes may also be run from the repository's folder.
 */
public final class DevSets {
    private DevSets() {
    }

    /** The eval folder, or null when it is absent. */
    public static Path dir() {
        Path cwd = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (String candidate : List.of("../../shared/eval", "../shared/eval")) {
            Path p = cwd.resolve(candidate).normalize();
            if (Files.isDirectory(p)) {
                return p;
            }
        }
        return null;
    }

    /** Where a test run from a module's folder looks for the dev sets first. */
    private static Path expected() {
        return Path.of(System.getProperty("user.dir")).toAbsolutePath().resolve("../../shared/eval").normalize();
    }

    /**
     * The eval folder for a test that needs it and the files named (relative to it, e.g. "lists/records.jsonl"): the
     * test is skipped, not failed, when any is absent, since the dev sets are not part of the repository.
     */
    public static Path require(String... files) {
        Path dir = dir();
        Assumptions.assumeTrue(dir != null, () -> "skipped: no dev sets at " + expected()
                + " (../shared/eval beside the repository; not part of it)");
        for (String f : files) {
            Assumptions.assumeTrue(Files.exists(dir.resolve(f)), "skipped: " + dir.resolve(f) + " is absent");
        }
        return dir;
    }
}
