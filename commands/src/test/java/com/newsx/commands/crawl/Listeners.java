package com.newsx.commands.crawl;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The addresses this machine's TCP sockets listen on for a port, read from /proc/net/tcp and tcp6 (Linux). */
final class Listeners {
    private static final String LISTEN = "0A";

    private Listeners() {
    }

    /** Each local address listening on port, as hex digits of /proc ("0100007F" is 127.0.0.1). */
    static List<String> on(int port) throws IOException {
        List<String> found = new ArrayList<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            Path p = Path.of(table);
            if (!Files.exists(p)) {
                continue;
            }
            List<String> lines = Files.readAllLines(p);
            for (String line : lines.subList(1, lines.size())) {
                String[] f = line.trim().split("\\s+");
                String[] local = f[1].split(":");
                if (f[3].equals(LISTEN) && Integer.parseInt(local[1], 16) == port) {
                    found.add(local[0]);
                }
            }
        }
        return found;
    }

    /** Whether a /proc address is loopback: 127.x.x.x (stored little-endian), ::1, or ::ffff:127.x.x.x. */
    static boolean loopback(String hex) {
        if (hex.length() == 8) {
            return hex.endsWith("7F");
        }
        return hex.equals("00000000000000000000000001000000") || (hex.startsWith("0000000000000000FFFF0000") && hex.endsWith("7F"));
    }
}
