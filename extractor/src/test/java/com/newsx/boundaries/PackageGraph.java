package com.newsx.boundaries;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which of a source tree's packages use which, read from the sources themselves (imports and fully qualified names
 * in code; comments and string literals do not count), and the cycles among them: the strongly connected
 * components of more than one package. A module's tests use it to keep its packages free of cycles; it is shared
 * through the extractor's test jar.
 */
public final class PackageGraph {
    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    /** A dotted name starting with our root: its lower-case segments up to the first class name are a package. */
    private static final Pattern NAME = Pattern.compile("\\bcom\\.newsx(?:\\.\\w+)+");

    /** Package to the packages of this graph it uses, and for each such use the first file that makes it. */
    private final Map<String, Map<String, String>> uses = new TreeMap<>();

    private PackageGraph() {
    }

    /** The graph of the {@code .java} files under {@code root} (a module's src/main/java). */
    public static PackageGraph of(Path root) {
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                sources.put(root.relativize(f).toString(), Files.readString(f, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return of(sources);
    }

    /** The graph of the given sources, by file name. */
    public static PackageGraph of(Map<String, String> sourcesByFile) {
        PackageGraph g = new PackageGraph();
        Map<String, Map<String, String>> all = new TreeMap<>();
        for (Map.Entry<String, String> e : sourcesByFile.entrySet()) {
            String code = codeOnly(e.getValue());
            Matcher p = PACKAGE.matcher(code);
            String from = p.find() ? p.group(1) : "";
            Map<String, String> to = all.computeIfAbsent(from, k -> new TreeMap<>());
            Matcher m = NAME.matcher(code);
            while (m.find()) {
                String pkg = packageOf(m.group());
                if (!pkg.equals(from)) {
                    to.putIfAbsent(pkg, e.getKey());
                }
            }
        }
        // Only the packages of these sources: a use of another module's package cannot close a cycle here.
        for (Map.Entry<String, Map<String, String>> e : all.entrySet()) {
            Map<String, String> to = new TreeMap<>(e.getValue());
            to.keySet().retainAll(all.keySet());
            g.uses.put(e.getKey(), to);
        }
        return g;
    }

    /** The packages found. */
    public TreeSet<String> packages() {
        return new TreeSet<>(uses.keySet());
    }

    /** Whether a class of {@code from} uses one of {@code to}. */
    public boolean uses(String from, String to) {
        return uses.getOrDefault(from, Map.of()).containsKey(to);
    }

    /** Every cycle: each strongly connected component of more than one package, its packages sorted. */
    public List<List<String>> cycles() {
        return new Tarjan().components().stream().filter(c -> c.size() > 1).map(c -> List.copyOf(new TreeSet<>(c))).toList();
    }

    /** The cycles with the uses inside each ("a -> b (a/File.java)"), one line per use; empty when there is none. */
    public String describeCycles() {
        StringBuilder out = new StringBuilder();
        for (List<String> cycle : cycles()) {
            out.append("cycle of ").append(cycle.size()).append(" packages: ").append(cycle).append('\n');
            for (String from : cycle) {
                for (Map.Entry<String, String> to : uses.get(from).entrySet()) {
                    if (cycle.contains(to.getKey())) {
                        out.append("  ").append(from).append(" -> ").append(to.getKey())
                                .append(" (").append(to.getValue()).append(")\n");
                    }
                }
            }
        }
        return out.toString();
    }

    /** "com.newsx.a.b.C.D" and "com.newsx.a.b" -> "com.newsx.a.b". */
    static String packageOf(String dotted) {
        String[] parts = dotted.split("\\.");
        StringBuilder pkg = new StringBuilder(parts[0]);
        for (int i = 1; i < parts.length && !Character.isUpperCase(parts[i].charAt(0)); i++) {
            pkg.append('.').append(parts[i]);
        }
        return pkg.toString();
    }

    /** The source with its comments, string, text block and character literals blanked out. */
    static String codeOnly(String src) {
        StringBuilder out = new StringBuilder(src.length());
        int i = 0;
        int n = src.length();
        while (i < n) {
            char c = src.charAt(i);
            if (c == '/' && i + 1 < n && src.charAt(i + 1) == '/') {
                int end = src.indexOf('\n', i);
                i = end < 0 ? n : end;
            } else if (c == '/' && i + 1 < n && src.charAt(i + 1) == '*') {
                int end = src.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
                out.append(' ');
            } else if (src.startsWith("\"\"\"", i)) {
                int end = src.indexOf("\"\"\"", i + 3);
                while (end > 0 && src.charAt(end - 1) == '\\') {
                    end = src.indexOf("\"\"\"", end + 1);
                }
                i = end < 0 ? n : end + 3;
                out.append("\"\"");
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && src.charAt(j) != c && src.charAt(j) != '\n') {
                    j += src.charAt(j) == '\\' ? 2 : 1;
                }
                i = Math.min(j + 1, n);
                out.append(c).append(c);
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** Tarjan's strongly connected components, iterative so a long chain of packages cannot overflow the stack. */
    private final class Tarjan {
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final List<List<String>> components = new ArrayList<>();
        private int next;

        List<List<String>> components() {
            for (String p : uses.keySet()) {
                if (!index.containsKey(p)) {
                    visit(p);
                }
            }
            return components;
        }

        private void visit(String root) {
            Deque<Map.Entry<String, Iterator<String>>> work = new ArrayDeque<>();
            open(root, work);
            while (!work.isEmpty()) {
                Map.Entry<String, Iterator<String>> top = work.peek();
                String v = top.getKey();
                if (top.getValue().hasNext()) {
                    String w = top.getValue().next();
                    if (!index.containsKey(w)) {
                        open(w, work);
                    } else if (stack.contains(w)) {
                        low.put(v, Math.min(low.get(v), index.get(w)));
                    }
                    continue;
                }
                work.pop();
                if (!work.isEmpty()) {
                    String parent = work.peek().getKey();
                    low.put(parent, Math.min(low.get(parent), low.get(v)));
                }
                if (low.get(v).equals(index.get(v))) {
                    List<String> component = new ArrayList<>();
                    String w;
                    do {
                        w = stack.pop();
                        component.add(w);
                    } while (!w.equals(v));
                    components.add(component);
                }
            }
        }

        private void open(String v, Deque<Map.Entry<String, Iterator<String>>> work) {
            index.put(v, next);
            low.put(v, next);
            next++;
            stack.push(v);
            work.push(Map.entry(v, uses.get(v).keySet().iterator()));
        }
    }
}
