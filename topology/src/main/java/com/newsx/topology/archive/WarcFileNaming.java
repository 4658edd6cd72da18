package com.newsx.topology.archive;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * File names as CC-NEWS has them: {@code <prefix>-<yyyyMMddHHmmss>-<serial>.warc.gz}, the time (UTC) the file was
 * begun and a serial of five digits or more, so that names sort by time and no two files of one writer share one.
 * A file being written carries {@link #OPEN} after its name until it is closed.
 */
public final class WarcFileNaming {
    public static final String EXTENSION = ".warc.gz";
    /** Marks a file still being written: a tool that ships the archive leaves such files alone. */
    public static final String OPEN = ".open";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);
    /** The prefix may hold hyphens itself (CC-NEWS): the time and the serial are read from the right. */
    private static final Pattern NAME = Pattern.compile("(.+)-(\\d{14})-(\\d{5,})\\.warc(\\.gz)?");

    /** A name's parts. */
    public record Parts(String prefix, Instant begun, long serial) {
    }

    private final String prefix;

    public WarcFileNaming(String prefix) {
        this.prefix = prefix;
    }

    /** The name of a file begun at {@code begun}, the writer's {@code serial}-th. */
    public String name(Instant begun, long serial) {
        return prefix + "-" + STAMP.format(begun) + "-" + String.format(Locale.ROOT, "%05d", serial) + EXTENSION;
    }

    /** A name's prefix, time and serial; empty if it is not named so. */
    public static Optional<Parts> parse(String fileName) {
        Matcher m = NAME.matcher(fileName);
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            Instant begun = LocalDateTime.parse(m.group(2), STAMP).toInstant(ZoneOffset.UTC);
            return Optional.of(new Parts(m.group(1), begun, Long.parseLong(m.group(3))));
        } catch (DateTimeParseException | NumberFormatException e) {
            return Optional.empty(); // 14 digits that are no time (a month 13), or a serial past a long
        }
    }

    /** Whether a file name is a WARC file's, closed ({@code .warc.gz} or {@code .warc}, not {@link #OPEN}). */
    public static boolean isClosedWarc(String fileName) {
        return fileName.endsWith(EXTENSION) || fileName.endsWith(".warc");
    }
}
