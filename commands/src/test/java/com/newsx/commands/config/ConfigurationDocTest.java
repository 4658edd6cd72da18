package com.newsx.commands.config;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** docs/configuration.md against what the code and the scripts read: every setting, every NEWSX_* variable. */
class ConfigurationDocTest {
    private static final Path ROOT = Path.of(System.getProperty("user.dir")).resolve("..").normalize();
    private static final Path DOC = ROOT.resolve("docs/configuration.md");
    private static final Pattern VARIABLE = Pattern.compile("NEWSX_[A-Z0-9_]+");
    /** A row of the environment table: its first cell is the variable. Prose mentions elsewhere do not count. */
    private static final Pattern ROW = Pattern.compile("(?m)^\\| `(NEWSX_[A-Z0-9_]+)` \\|");

    @Test
    void theDocListsEveryKeyWithItsCurrentDefault() throws Exception {
        String text = Files.readString(DOC, StandardCharsets.UTF_8);
        String table = SettingsTable.markdown();
        assertTrue(table.contains("| crawler | `fetch.max-bytes` | `10485760` |"), table);
        assertTrue(table.contains("| extractor | `fusion.filters` |"), table);
        assertEquals(SettingsTable.replaced(text), text, "the settings table of docs/configuration.md is stale:"
                + " regenerate it with bin/lib/run-module commands com.newsx.commands.config.SettingsTable"
                + " --write docs/configuration.md");
    }

    @Test
    void aSecretIsShownOnlyAsSetOrNot() {
        assertEquals("(set)", SettingsTable.shown("kafka.password", "hunter2"));
        assertEquals("(set)", SettingsTable.shown("es.api-key", "a2V5"));
        assertEquals("(empty)", SettingsTable.shown("es.password", ""));
        assertEquals("`/run/secrets/kafka`", SettingsTable.shown("kafka.password-file", "/run/secrets/kafka"), "a file's name is no secret");
        assertEquals("`20`", SettingsTable.shown("kafka.producer.linger-ms", "20"));
        assertTrue(SettingsTable.markdown().contains("| crawler | `kafka.password` | (empty) |"));
    }

    @Test
    void theDocListsEveryEnvironmentVariableTheScriptsRead() throws Exception {
        Map<String, Set<String>> used = usedIn(ROOT.resolve("bin"), ROOT.resolve("docker"));
        // The scan must see the scripts, or an empty table would pass.
        assertTrue(used.containsKey("NEWSX_ES_PORT") && used.containsKey("NEWSX_ES_URL"), used.toString());
        Set<String> documented = new TreeSet<>();
        Matcher m = ROW.matcher(Files.readString(DOC, StandardCharsets.UTF_8));
        while (m.find()) {
            documented.add(m.group(1));
        }
        Map<String, Set<String>> missing = new TreeMap<>(used);
        missing.keySet().removeAll(documented);
        assertEquals(Map.of(), missing, "used in bin/ or docker/ (in these files) but not in the environment table of"
                + " docs/configuration.md");
        Set<String> unused = new TreeSet<>(documented);
        unused.removeAll(used.keySet());
        // The Java commands read some themselves (the Elasticsearch credentials, in every process that talks to it).
        unused.removeAll(usedIn(ROOT.resolve("topology/src/main"), ROOT.resolve("commands/src/main")).keySet());
        assertEquals(Set.of(), unused, "in the environment table of docs/configuration.md but used nowhere in bin/,"
                + " docker/ or the main sources");
    }

    /** Each NEWSX_* name in the files under these folders, with the files that name it. */
    private static Map<String, Set<String>> usedIn(Path... dirs) throws IOException {
        Map<String, Set<String>> used = new TreeMap<>();
        for (Path dir : dirs) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    // Latin-1 reads any bytes; the names are ASCII.
                    Matcher m = VARIABLE.matcher(Files.readString(f, StandardCharsets.ISO_8859_1));
                    while (m.find()) {
                        used.computeIfAbsent(m.group(), k -> new TreeSet<>()).add(ROOT.relativize(f).toString());
                    }
                }
            }
        }
        return used;
    }
}
