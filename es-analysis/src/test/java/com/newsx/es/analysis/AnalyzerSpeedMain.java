package com.newsx.es.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Nanoseconds a character for the cjk analyzer on the dev sets' gold bodies (../shared/eval/SET/truth.jsonl), per
 * set: 3 s of warm-up passes, then the best of 5 timed passes. Run from the module's directory with its test classpath:
 * {@code java -cp target/classes:target/test-classes:$(mvn -q dependency:build-classpath -Dmdep.outputFile=/dev/stdout)
 * com.newsx.es.analysis.AnalyzerSpeedMain [SET...]}.
 */
public final class AnalyzerSpeedMain {
    private AnalyzerSpeedMain() {
    }

    public static void main(String[] args) throws IOException {
        List<String> sets = args.length > 0 ? List.of(args) : List.of("articles-en", "articles-en-wcxb", "articles-zh");
        Analyzer analyzer = new CjkBigramAnalyzer();
        for (String set : sets) {
            List<String> bodies = bodies(Path.of("..", "..", "shared", "eval", set, "truth.jsonl"));
            long chars = bodies.stream().mapToLong(String::length).sum();
            long warm = System.nanoTime() + 3_000_000_000L;
            while (System.nanoTime() < warm) {
                tokens(analyzer, bodies);
            }
            double best = Double.MAX_VALUE;
            for (int pass = 0; pass < 5; pass++) {
                long t0 = System.nanoTime();
                tokens(analyzer, bodies);
                best = Math.min(best, (System.nanoTime() - t0) / (double) chars);
            }
            System.out.printf("%-18s %4d bodies %9d chars %6.2f ns a char%n", set, bodies.size(), chars, best);
        }
    }

    private static long tokens(Analyzer analyzer, List<String> texts) throws IOException {
        long n = 0;
        for (String t : texts) {
            try (TokenStream ts = analyzer.tokenStream("body", t)) {
                ts.reset();
                while (ts.incrementToken()) {
                    n++;
                }
                ts.end();
            }
        }
        return n;
    }

    /** The "body" string of each line (no JSON library in this module: the string is read with its escapes). */
    static List<String> bodies(Path truth) throws IOException {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(truth)) {
            int at = line.indexOf("\"body\":");
            if (at < 0) {
                continue;
            }
            at = line.indexOf('"', at + 7);
            if (at < 0) {
                continue; // null
            }
            StringBuilder b = new StringBuilder();
            for (int i = at + 1; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '"') {
                    break;
                }
                if (c != '\\') {
                    b.append(c);
                    continue;
                }
                char e = line.charAt(++i);
                switch (e) {
                    case 'n' -> b.append('\n');
                    case 't' -> b.append('\t');
                    case 'r' -> b.append('\r');
                    case 'b' -> b.append('\b');
                    case 'f' -> b.append('\f');
                    case 'u' -> {
                        b.append((char) Integer.parseInt(line.substring(i + 1, i + 5), 16));
                        i += 4;
                    }
                    default -> b.append(e);
                }
            }
            out.add(b.toString());
        }
        return out;
    }
}
