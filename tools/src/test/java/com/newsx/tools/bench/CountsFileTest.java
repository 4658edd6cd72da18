package com.newsx.tools.bench;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class CountsFileTest {

    @Test
    void readsCountsPerStatusAndCountsStormCrawlersFetchedAsCompleted() throws IOException {
        Map<String, Long> c = CountsFile.parse(List.of("discovered=9800", "fetched=9500", "fetched_again=12", "error=3", ""));
        assertEquals(9800L, c.get("discovered"));
        assertEquals(9503L, StatusCounts.completed(c), "fetched and error are completed pages, a second fetch is not");
    }

    @Test
    void aFileNotWrittenYetReadsAsNoCounts(@TempDir Path dir) throws IOException {
        assertEquals(Map.of(), new CountsFile(dir.resolve("counts.txt")).read());
        Files.writeString(dir.resolve("counts.txt"), "fetched=7\n");
        assertEquals(Map.of("fetched", 7L), new CountsFile(dir.resolve("counts.txt")).read());
    }

    @Test
    void aLineThatIsNoCountIsAnError() {
        assertThrows(IOException.class, () -> CountsFile.parse(List.of("fetched=many")));
        assertThrows(IOException.class, () -> CountsFile.parse(List.of("no equals sign")));
    }
}
