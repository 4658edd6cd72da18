package com.newsx.topology;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The topology's packages in layers, top first: a package may use only packages of the layers below its own, never
 * one of its own layer or above, so no two packages import each other and the stages read in the order the data
 * flows. A new package fails this test until it is given a layer here.
 */
class PackageLayersTest {
    private static final String ROOT = "com.newsx.topology";

    /** Top first; "" is the root package. */
    static final List<List<String>> LAYERS = List.of(
            // the topology wired from the stages (CrawlTopology); the commands that run it are in commands/
            List.of(""),
            // the bolts' metrics summed for the progress line and the crawl-metrics index
            List.of("metrics"),
            // the stages, in the order the data flows; none uses another; a replay's WARC spout stands for the first three
            List.of("frontier", "url", "fetch", "parse", "extract", "index", "status", "outlinks", "replay"),
            // the Storm wiring the stages share: names of components, streams and fields; groupings; the pulse
            List.of("storm"),
            // sitemaps and feeds read into entries, plain parsing the stages call; when a URL is due again (the
            // lease, the retry back-off, a source's revisit interval); what an article's late revisit does to it; the
            // WARC archive written and read
            List.of("sources", "schedule", "revisit", "archive"),
            // URL and host rules; syndicated copies
            List.of("net", "copies"),
            // the crawler's settings; caches bounded by bytes
            List.of("config", "cache"),
            // the clients of the services: Elasticsearch's (and its writers), Kafka's properties and credentials
            List.of("es", "kafka"),
            // the time-based indices of articles and records behind their aliases: names, periods, retention; what the
            // stages hand on and store (messages, fates, documents, ids), which the writers of es write
            List.of("timeindex", "doc"));

    /** A use of a class of package {@code to} by a source file of package {@code from}. */
    record Use(String from, String to, String file) {
    }

    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    /** A reference to a class (or all classes) of one of our packages: imports and fully qualified names alike. */
    private static final Pattern REFERENCE = Pattern.compile(
            "\\b" + Pattern.quote(ROOT) + "((?:\\.[a-z_]\\w*)*)\\.(?:[A-Z]|\\*)");

    @Test
    void noPackageUsesOneOfItsOwnLayerOrAbove() {
        Map<String, String> sources = sources(Path.of("src/main/java"));
        assertTrue(sources.size() > 50, "the topology's sources were found: " + sources.size());
        List<String> violations = check(sources);
        assertEquals(List.of(), violations, "layers, top first: "
                + LAYERS.stream().map(l -> l.stream().map(PackageLayersTest::name).toList()).toList());
    }

    @Test
    void everyLayeredPackageExists() {
        TreeSet<String> found = new TreeSet<>();
        for (String source : sources(Path.of("src/main/java")).values()) {
            found.add(relative(packageOf(source)));
        }
        List<String> missing = LAYERS.stream().flatMap(List::stream).filter(p -> !found.contains(p)).toList();
        assertEquals(List.of(), missing, "packages listed in LAYERS but not in the sources");
    }

    @Test
    void theCheckSeesUpwardSidewaysAndUnplacedUses() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("doc/A.java", "package com.newsx.topology.doc;\nimport com.newsx.topology.fetch.FetchBolt;\n");
        sources.put("url/B.java", "package com.newsx.topology.url;\nclass B { com.newsx.topology.fetch.X x; }\n");
        sources.put("fetch/C.java", "package com.newsx.topology.fetch;\nimport com.newsx.topology.net.*;\n"
                + "import static com.newsx.topology.storm.Streams.status;\n");
        sources.put("odd/D.java", "package com.newsx.topology.odd;\n");
        List<String> v = check(sources);
        assertEquals(3, v.size(), v.toString());
        assertTrue(v.get(0).contains("doc/A.java: doc uses fetch"), v.get(0));
        assertTrue(v.get(1).contains("url/B.java: url uses fetch"), v.get(1));
        assertTrue(v.get(2).contains("odd"), v.get(2));
    }

    /** Every use that breaks the layering, and every package that has no layer. */
    static List<String> check(Map<String, String> sources) {
        List<String> violations = new ArrayList<>();
        TreeSet<String> unplaced = new TreeSet<>();
        for (Map.Entry<String, String> e : sources.entrySet()) {
            String from = relative(packageOf(e.getValue()));
            if (layer(from) < 0) {
                unplaced.add(from);
                continue;
            }
            for (Use u : uses(from, e.getKey(), e.getValue())) {
                int to = layer(u.to());
                if (to < 0) {
                    unplaced.add(u.to());
                } else if (to <= layer(from)) {
                    violations.add(u.file() + ": " + name(from) + " uses " + name(u.to())
                            + (to == layer(from) ? " (same layer)" : " (a layer above)"));
                }
            }
        }
        for (String p : unplaced) {
            violations.add("package " + name(p) + " has no layer in PackageLayersTest.LAYERS");
        }
        return violations;
    }

    static List<Use> uses(String from, String file, String source) {
        List<Use> uses = new ArrayList<>();
        Matcher m = REFERENCE.matcher(source);
        TreeSet<String> seen = new TreeSet<>();
        while (m.find()) {
            String to = m.group(1).isEmpty() ? "" : m.group(1).substring(1);
            if (!to.equals(from) && seen.add(to)) {
                uses.add(new Use(from, to, file));
            }
        }
        return uses;
    }

    private static int layer(String pkg) {
        for (int i = 0; i < LAYERS.size(); i++) {
            if (LAYERS.get(i).contains(pkg)) {
                return i;
            }
        }
        return -1;
    }

    private static String packageOf(String source) {
        Matcher m = PACKAGE.matcher(source);
        return m.find() ? m.group(1) : "";
    }

    /** "com.newsx.topology.fetch" -> "fetch"; the root package -> "". */
    private static String relative(String pkg) {
        return pkg.equals(ROOT) ? "" : pkg.startsWith(ROOT + ".") ? pkg.substring(ROOT.length() + 1) : pkg;
    }

    private static String name(String relative) {
        return relative.isEmpty() ? ROOT : relative;
    }

    /** The sources under a folder, by path relative to {@code com/newsx/topology}. */
    private static Map<String, String> sources(Path dir) {
        Map<String, String> out = new LinkedHashMap<>();
        Path base = dir.resolve(ROOT.replace('.', '/'));
        try (Stream<Path> files = Files.walk(base)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                out.put(base.relativize(f).toString(), Files.readString(f, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
