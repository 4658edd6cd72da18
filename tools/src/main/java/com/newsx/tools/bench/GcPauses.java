package com.newsx.tools.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The crawler's GC pauses in a bench run, from its unified GC log (-Xlog:gc:file=...): how many, their total and the
 * longest. A pause is a line naming a Pause whose last field is its duration in ms ("... Pause Young ... 5.123ms").
 * Stalls are the first thing to rule out when a crawl's rate is low.
 */
public final class GcPauses {
    private GcPauses() {
    }

    /** usage: GcPauses GC_LOG (prints nothing when the log has no pause) */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: GcPauses GC_LOG");
            System.exit(2);
        }
        print(System.out, Files.readAllLines(Path.of(args[0]), StandardCharsets.ISO_8859_1), args[0]);
    }

    static void print(PrintStream out, List<String> log, String name) {
        int n = 0;
        double ms = 0;
        double longest = 0;
        for (String line : log) {
            String[] fields = line.strip().split("[ \t]+");
            String last = fields[fields.length - 1];
            if (line.contains("Pause") && last.endsWith("ms")) {
                double pause = Decimals.leadingNumber(last);
                n++;
                ms += pause;
                longest = Math.max(longest, pause);
            }
        }
        if (n > 0) {
            out.println("crawler GC: " + n + " pauses, " + Decimals.fixed(ms / 1000, 1) + " s in all, longest "
                    + Decimals.fixed(longest, 0) + " ms (" + name + ")");
        }
    }
}
