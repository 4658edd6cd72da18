package com.newsx.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bin/lib/class-archive, which bin/crawl's JVM takes its class-data-sharing options from, with a real JVM: the first
 * run writes the archive as it exits, the next maps its classes from it, a truncated archive (a run killed while
 * writing it) is thrown away instead of crashing the JVM that would map it, and a rebuilt jar gets an archive of its own.
 */
class ClassArchiveIT {
    private static final String MAIN = ArchivedHello.class.getName();

    @TempDir
    Path dir;

    @Test
    void writesThenMapsAndDiscardsATruncatedArchive() throws Exception {
        Path jar = helloJar(dir.resolve("hello.jar"));
        Path cds = dir.resolve("cds");

        List<String> first = options(cds, jar);
        assertTrue(first.stream().anyMatch(o -> o.startsWith("-XX:ArchiveClassesAtExit=")), first.toString());
        Run written = java(first, jar, false);
        assertEquals(0, written.code(), written.out());
        assertTrue(written.out().contains("hello from ArchivedHello"), written.out());
        assertEquals(1, archives(cds, ".jsa.new").size(), "the first run wrote its archive as it exited");

        List<String> second = options(cds, jar);
        assertTrue(second.stream().anyMatch(o -> o.startsWith("-XX:SharedArchiveFile=")), second.toString());
        assertEquals(List.of(), archives(cds, ".jsa.new"), "the written archive was checked and kept");
        Run mapped = java(second, jar, true);
        assertEquals(0, mapped.code(), mapped.out());
        assertTrue(mapped.out().lines().anyMatch(l -> l.contains(MAIN + " source: shared objects file")),
                "the program's own class came from the archive:\n" + mapped.out());

        // a run killed while writing its archive leaves a truncated file: the next start throws it away
        Path kept = archives(cds, ".jsa").get(0);
        byte[] bytes = Files.readAllBytes(kept);
        Files.delete(kept);
        Files.write(Path.of(kept + ".new"), Arrays.copyOf(bytes, 4096));
        List<String> third = options(cds, jar);
        assertTrue(third.stream().anyMatch(o -> o.startsWith("-XX:ArchiveClassesAtExit=")), third.toString());
        assertEquals(List.of(), archives(cds, ".jsa.new"), "the truncated archive was deleted");
        Run again = java(third, jar, false);
        assertEquals(0, again.code(), again.out());

        // a rebuilt jar (another size or time) gets an archive of its own; the old one is deleted
        List<String> mapping = options(cds, jar);
        assertTrue(mapping.stream().anyMatch(o -> o.startsWith("-XX:SharedArchiveFile=")), mapping.toString());
        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 60_000));
        List<String> rebuilt = options(cds, jar);
        assertTrue(rebuilt.stream().anyMatch(o -> o.startsWith("-XX:ArchiveClassesAtExit=")), rebuilt.toString());
        assertEquals(List.of(), archives(cds, ".jsa"), "the old jar's archive was deleted");
        assertFalse(rebuilt.contains(mapping.get(0)));
    }

    private record Run(int code, String out) {
    }

    private static List<String> options(Path cds, Path jar) throws Exception {
        Run r = run(List.of(Services.repoRoot().resolve("bin/lib/class-archive").toString(), "hello", cds.toString(),
                jar.toString()));
        assertEquals(0, r.code(), r.out());
        assertFalse(r.out().contains("stderr:"), "nothing on stderr: " + r.out());
        return r.out().lines().filter(l -> !l.isBlank()).toList();
    }

    private static Run java(List<String> options, Path jar, boolean logLoads) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("java"));
        cmd.addAll(options);
        if (logLoads) {
            cmd.add("-Xlog:class+load=info");
        }
        cmd.addAll(List.of("-cp", jar.toString(), MAIN));
        return run(cmd);
    }

    /** Runs cmd; its output, with what it wrote to stderr (if anything) after a line "stderr:". */
    private static Run run(List<String> cmd) throws Exception {
        Path err = Files.createTempFile("class-archive", ".err");
        try {
            Process p = new ProcessBuilder(cmd).redirectError(err.toFile()).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int code = p.waitFor();
            String errors = Files.readString(err);
            return new Run(code, errors.isEmpty() ? out : out + "stderr:\n" + errors);
        } finally {
            Files.deleteIfExists(err);
        }
    }

    private static List<Path> archives(Path cds, String suffix) throws IOException {
        if (!Files.isDirectory(cds)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(cds)) {
            return s.filter(p -> p.getFileName().toString().endsWith(suffix)).toList();
        }
    }

    /** A jar holding ArchivedHello's class file alone. */
    private static Path helloJar(Path jar) throws IOException {
        String entry = MAIN.replace('.', '/') + ".class";
        try (InputStream in = ClassArchiveIT.class.getClassLoader().getResourceAsStream(entry);
             JarOutputStream j = new JarOutputStream(Files.newOutputStream(jar))) {
            j.putNextEntry(new JarEntry(entry));
            j.write(in.readAllBytes());
            j.closeEntry();
        }
        return jar;
    }
}
