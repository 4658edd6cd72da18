package com.newsx.tools.drift;

import com.newsx.args.Args;
import com.newsx.localweb.DemoNewsWeb;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The Java half of {@code bin/eval --warc DIR --compare REV} (bin/lib/eval-drift runs the builds):
 * <pre>
 * DriftCommand pages --out DIR WARC...          the archived HTML pages and manifest.jsonl, for bin/extract --manifest
 * DriftCommand report --manifest M --base P --head P [--base-name S] [--head-name S] [--min-similarity X]
 *                     [--max-drift SHARE] [--gate FIELDS] [--examples N] [--no-gate]
 * DriftCommand demo-warc --out FILE [--seed N]   the demo news web as the crawl archives it
 * </pre>
 * Exit status: 0 done (report: the gate passed), 1 the gate failed, 2 a mistake in the command line or an input that
 * cannot be read.
 */
public final class DriftCommand {
    static final String USAGE = """
            usage: DriftCommand pages --out DIR WARC...
                   DriftCommand report --manifest M --base P.jsonl --head P.jsonl [--base-name S] [--head-name S]
                                [--min-similarity X] [--max-drift SHARE] [--gate FIELDS] [--examples N] [--no-gate]
                   DriftCommand demo-warc --out FILE [--seed N]""";

    private DriftCommand() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.println(USAGE);
            return 2;
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        try {
            return switch (args[0]) {
                case "pages" -> pages(rest, err);
                case "report" -> report(rest, out);
                case "demo-warc" -> demoWarc(rest, err);
                case "-h", "--help" -> {
                    out.println(USAGE);
                    yield 0;
                }
                default -> throw new IllegalArgumentException("unknown command " + args[0]);
            };
        } catch (IllegalArgumentException e) {
            err.println("drift: " + e.getMessage());
            err.println(USAGE);
            return 2;
        } catch (IOException | UncheckedIOException e) {
            err.println("drift: " + e.getMessage());
            return 2;
        }
    }

    private static int pages(String[] args, PrintStream err) throws IOException {
        Args a = Args.spec().values("--out").words().parse(args);
        if (a.words().isEmpty() || a.value("--out") == null) {
            throw new IllegalArgumentException("pages needs --out DIR and at least one WARC file or directory");
        }
        ArchivedPages.Counts c = ArchivedPages.write(a.words(), Path.of(a.value("--out")));
        err.printf("drift: %d HTML pages from %d WARC file(s) (%,d records; %d pages archived again unchanged and %d"
                + " of other types left out)%n", c.pages(), c.files(), c.records(), c.duplicates(), c.notHtml());
        if (c.pages() == 0) {
            err.println("drift: no HTML page in " + a.words());
            return 2;
        }
        return 0;
    }

    private static int report(String[] args, PrintStream out) throws IOException {
        Args a = Args.spec().values("--manifest", "--base", "--head", "--base-name", "--head-name", "--min-similarity",
                "--max-drift", "--gate", "--examples").flags("--no-gate").parse(args);
        for (String required : List.of("--manifest", "--base", "--head")) {
            if (a.value(required) == null) {
                throw new IllegalArgumentException("report needs " + required);
            }
        }
        DriftGate gate = new DriftGate(number(a, "--min-similarity", DriftGate.MIN_SIMILARITY),
                number(a, "--max-drift", DriftGate.MAX_SHARE),
                a.has("--gate") ? DriftGate.fields(a.value("--gate")) : DriftGate.FIELDS, !a.has("--no-gate"));
        int examples = (int) number(a, "--examples", 3);
        List<ArchivedPages.Entry> pages = ArchivedPages.read(Path.of(a.value("--manifest")));
        Map<String, Extraction> base = Extraction.readAll(Path.of(a.value("--base")));
        Map<String, Extraction> head = Extraction.readAll(Path.of(a.value("--head")));
        DriftReport r = DriftReport.compare(pages, base, head, gate);
        out.print(r.render(a.value("--base-name", "base"), a.value("--head-name", "this build"), examples));
        return r.passes() ? 0 : 1;
    }

    private static int demoWarc(String[] args, PrintStream err) throws IOException {
        Args a = Args.spec().values("--out", "--seed").parse(args);
        if (a.value("--out") == null) {
            throw new IllegalArgumentException("demo-warc needs --out FILE");
        }
        long seed = (long) number(a, "--seed", DemoNewsWeb.DEFAULT_SEED);
        int n = DemoWarc.write(Path.of(a.value("--out")), seed);
        err.printf("drift: the demo web (seed %d) archived: %d resources in %s%n", seed, n, a.value("--out"));
        return 0;
    }

    private static double number(Args a, String option, double otherwise) {
        String v = a.value(option);
        if (v == null) {
            return otherwise;
        }
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a number, got " + v);
        }
    }
}
