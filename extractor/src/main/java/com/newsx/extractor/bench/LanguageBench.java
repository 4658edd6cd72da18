package com.newsx.extractor.bench;

import com.newsx.args.Args;
import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.extractor.lang.LanguageIdentifier;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.settings.ExtractorSettings;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the article's language costs, warm, on one thread. Over the pages of the manifests,
 * preloaded as bytes: the identification alone (on the titles and bodies that extraction gave), and the whole
 * extraction with the language on and off, in interleaved rounds after a warm-up, so that load from other processes
 * hits all three alike. Prints the median and best round of each, in wall-clock ms and in the process's CPU ms
 * (which counts threads other than the caller's, a library's pool included) an article or a page.
 * <pre>bin/lib/run-module extractor com.newsx.extractor.bench.LanguageBench [--rounds N] [--warmup SECONDS]
 *     [--config FILE] [--set KEY=VALUE]... MANIFEST...</pre>
 */
public final class LanguageBench {
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private record Page(String url, byte[] bytes) {
    }

    private interface Pass {
        /** Runs once over the inputs and returns how many it went through. */
        int run();
    }

    private LanguageBench() {
    }

    public static void main(String[] argv) throws IOException {
        Args a = Args.spec().values("--config", "--rounds", "--warmup").repeated("--set").words().parse(argv);
        ExtractorConfig config = a.has("--config") ? ExtractorConfig.fromFile(Path.of(a.value("--config")))
                : ExtractorConfig.defaults();
        Map<String, String> sets = Args.pairs("--set", a.values("--set"));
        int rounds = a.has("--rounds") ? Integer.parseInt(a.value("--rounds")) : 7;
        long warmUpNanos = (a.has("--warmup") ? Long.parseLong(a.value("--warmup")) : 20) * 1_000_000_000L;
        ExtractorConfig on = config.with(sets, "--set");
        Map<String, String> off = new LinkedHashMap<>(sets);
        off.put("lang.enabled", "false");
        ExtractorSettings withLang = ExtractorSettings.from(on);
        PageExtractor extractWith = new PageExtractor(withLang);
        PageExtractor extractWithout = new PageExtractor(ExtractorSettings.from(config.with(off, "--set")));
        LanguageIdentifier identifier = new LanguageIdentifier(withLang.lang());

        List<Page> pages = new ArrayList<>();
        for (String manifest : a.words()) {
            pages.addAll(load(Path.of(manifest)));
        }
        // The identifier's input: the titles and bodies of the articles, as extraction gives them.
        List<Article> articles = new ArrayList<>();
        for (Page p : pages) {
            Article art = article(extractWithout, p);
            if (art != null && art.body() != null) {
                articles.add(art);
            }
        }
        Pass identify = () -> {
            for (Article art : articles) {
                identifier.identify(art.title(), art.body());
            }
            return articles.size();
        };
        Pass withPass = () -> extractAll(extractWith, pages);
        Pass withoutPass = () -> extractAll(extractWithout, pages);
        Pass[] passes = {identify, withoutPass, withPass};
        String[] names = {"identification alone, ms an article", "extraction without language, ms a page",
                "extraction with language, ms a page"};

        long until = System.nanoTime() + warmUpNanos;
        for (int i = 0; i < 2 || System.nanoTime() < until; i++) {
            for (Pass pass : passes) {
                pass.run();
            }
        }
        double[][] wall = new double[passes.length][rounds];
        double[][] cpu = new double[passes.length][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < passes.length; k++) {
                long cpu0 = OS.getProcessCpuTime();
                long wall0 = System.nanoTime();
                int n = passes[k].run();
                wall[k][r] = (System.nanoTime() - wall0) / 1e6 / n;
                cpu[k][r] = (OS.getProcessCpuTime() - cpu0) / 1e6 / n;
            }
        }
        System.out.printf(Locale.ROOT, "%d pages, %d articles with a body; %d rounds after %d s of warm-up%n",
                pages.size(), articles.size(), rounds, warmUpNanos / 1_000_000_000L);
        System.out.printf(Locale.ROOT, "%-40s %14s %14s %14s %14s%n", "", "median wall", "best wall", "median CPU",
                "best CPU");
        for (int k = 0; k < passes.length; k++) {
            System.out.printf(Locale.ROOT, "%-40s %14.3f %14.3f %14.3f %14.3f%n", names[k], median(wall[k]),
                    min(wall[k]), median(cpu[k]), min(cpu[k]));
        }
        System.out.printf(Locale.ROOT, "the language's share of extraction (medians): %+.3f ms a page wall, %+.3f CPU%n",
                median(wall[2]) - median(wall[1]), median(cpu[2]) - median(cpu[1]));
    }

    private static int extractAll(PageExtractor extractor, List<Page> pages) {
        for (Page p : pages) {
            article(extractor, p);
        }
        return pages.size();
    }

    private static Article article(PageExtractor extractor, Page p) {
        try {
            return extractor.extract(p.bytes(), null, p.url(), Algorithm.FUSED).article();
        } catch (ExtractionException e) {
            return null; // counted like any page: the work was done
        }
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static double min(double[] xs) {
        return Arrays.stream(xs).min().orElse(Double.NaN);
    }

    private static List<Page> load(Path manifest) throws IOException {
        return ManifestPages.read(manifest).stream().map(p -> new Page(p.url(), p.bytes())).toList();
    }
}
