package com.newsx.topology.config;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReadmeSettingsTableTest {
    @Test
    void theReadmeListsEveryKeyWithItsCurrentDefault() throws Exception {
        Path readme = Path.of(System.getProperty("user.dir")).resolve("../README.md").normalize();
        String text = Files.readString(readme, StandardCharsets.UTF_8);
        String table = SettingsTable.markdown();
        assertTrue(table.contains("| crawler | `fetch.max-bytes` | `10485760` |"), table);
        assertTrue(table.contains("| extractor | `fusion.filters` |"), table);
        assertEquals(SettingsTable.replaced(text), text, "the README's settings table is stale: regenerate it with"
                + " bin/lib/run-module topology com.newsx.topology.config.SettingsTable --write README.md");
    }
}
