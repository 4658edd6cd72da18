package com.newsx.topology.archive;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The WARC files a replay's arguments name: a file as it is (even one still {@code .open}), a directory's closed
 * WARC files at any depth ({@code .warc.gz}, {@code .warc}), by path, so a crawl's files come in the order they were
 * begun ({@link WarcFileNaming}).
 */
public final class WarcFiles {
    private WarcFiles() {
    }

    /** The files, in order; a path that is neither file nor directory throws, naming it. */
    public static List<Path> list(List<String> paths) throws IOException {
        List<Path> out = new ArrayList<>();
        for (String p : paths) {
            Path path = Path.of(p);
            if (Files.isRegularFile(path)) {
                out.add(path);
            } else if (Files.isDirectory(path)) {
                try (Stream<Path> s = Files.walk(path)) {
                    s.filter(Files::isRegularFile)
                            .filter(f -> WarcFileNaming.isClosedWarc(f.getFileName().toString()))
                            .sorted()
                            .forEach(out::add);
                }
            } else {
                throw new IOException(p + ": no such file or directory");
            }
        }
        return out;
    }
}
