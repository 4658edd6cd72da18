package com.newsx.tools.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * URLs per status from a file of key=value lines that a crawler rewrites as it goes (bin/bench stormcrawler's
 * reference crawl, which has no crawl-status index): the bench samples it as it samples the index.
 */
final class CountsFile {
    private final Path file;

    CountsFile(Path file) {
        this.file = file;
    }

    /** Counts per status; empty while the crawler has not written the file yet. */
    Map<String, Long> read() throws IOException {
        try {
            return parse(Files.readAllLines(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            return Map.of();
        }
    }

    static Map<String, Long> parse(List<String> lines) throws IOException {
        Map<String, Long> counts = new TreeMap<>();
        for (String line : lines) {
            int eq = line.indexOf('=');
            if (line.isBlank()) {
                continue;
            }
            try {
                counts.put(line.substring(0, eq).strip(), Long.parseLong(line.substring(eq + 1).strip()));
            } catch (RuntimeException e) {
                throw new IOException("not a count: '" + line + "'");
            }
        }
        return counts;
    }
}
