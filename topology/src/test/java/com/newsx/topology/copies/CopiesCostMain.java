package com.newsx.topology.copies;

import co.elastic.clients.elasticsearch.core.MsearchRequest;
import co.elastic.clients.elasticsearch.core.MsearchResponse;
import co.elastic.clients.json.JsonpDeserializer;
import co.elastic.clients.json.JsonpSerializable;
import co.elastic.clients.json.NdJsonpSerializable;
import co.elastic.clients.json.jackson.JacksonJsonpMapper;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.extractor.DevSets;
import com.newsx.extractor.dedup.BodyFingerprint;
import com.newsx.extractor.dedup.CopyDetection;
import com.newsx.topology.config.CopySettings;
import jakarta.json.stream.JsonGenerator;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * What the copies step costs the crawler per article, warm, over the dev-set bodies (../shared/eval articles-en and
 * articles-zh) and any JSON-lines files of {@code "body"}s named (bench-web articles, say): the signature (and band
 * keys), the document read that makes it, the in-memory lookup and decision of a batch (the linker's memory of
 * recent articles, no index candidates), the batch's {@code _msearch} written as the Elasticsearch client writes it,
 * its answer read as the client reads it with no hits and with {@code copies.max-candidates} hits a search, and the
 * copy fields written. Thread CPU ms and allocated KB per article, the median of the measured rounds:
 * {@code CopiesCostMain [--seconds S] [--batch N] [FILE.jsonl...]}.
 */
public final class CopiesCostMain {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JacksonJsonpMapper MAPPER = new JacksonJsonpMapper();
    private static final String INDEX = "news-articles";

    /**
     * One measured step: a run over the articles (or the batches of the matchable ones: {@code perBatch}), its result
     * folded into a number the JIT cannot drop.
     */
    private record Step(String name, boolean perBatch, ToLongFunction<Corpus> run) {
    }

    /** The articles as the index step gets them, read once, and the answers the benchmark hands the lookup. */
    private static final class Corpus {
        final List<String> ids = new ArrayList<>();
        final List<String> bodies = new ArrayList<>();
        final List<byte[]> docs = new ArrayList<>();
        final List<CopyArticle> articles = new ArrayList<>();
        final List<List<CopyArticle>> batches = new ArrayList<>();
        final List<byte[]> requests = new ArrayList<>();
        final List<byte[]> emptyAnswers = new ArrayList<>();
        final List<byte[]> fullAnswers = new ArrayList<>();
        CopySettings settings;
        int matchable;
    }

    public static void main(String[] args) throws Exception {
        double seconds = 2;
        int batch = 50;
        List<Path> extra = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--seconds" -> seconds = Double.parseDouble(args[++i]);
                case "--batch" -> batch = Integer.parseInt(args[++i]);
                default -> extra.add(Path.of(args[i]));
            }
        }
        Path eval = DevSets.dir();
        if (eval == null) {
            System.err.println("CopiesCostMain: no ../shared/eval beside the repository (the dev sets)");
            System.exit(2);
        }
        Corpus c = new Corpus();
        c.settings = new CopySettings(true, CopyDetection.DEFAULTS, 20, 2000);
        for (String set : List.of("articles-en", "articles-zh")) {
            load(eval.resolve(set).resolve("truth.jsonl"), set, c);
        }
        for (Path p : extra) {
            load(p, p.getFileName().toString(), c);
        }
        prepare(c, batch);
        long chars = c.bodies.stream().mapToLong(String::length).sum();
        System.out.printf(Locale.ROOT, "%d articles (%d matchable; %.1f K characters of body each), batches of %d, %d hits"
                + " a full answer%n", c.bodies.size(), c.matchable, chars / 1000.0 / c.bodies.size(), batch,
                c.settings.maxCandidates());
        CopyDetection d = c.settings.detection();
        List<Step> steps = List.of(
                new Step("signature (fingerprint + band keys)", false, k -> {
                    long s = 0;
                    for (String b : k.bodies) {
                        BodyFingerprint f = d.fingerprint(b);
                        s += f.mins()[0] + d.bands(f).size();
                    }
                    return s;
                }),
                new Step("document read (parse + signature)", false, k -> {
                    long s = 0;
                    for (int i = 0; i < k.docs.size(); i++) {
                        s += read(k.ids.get(i), k.docs.get(i), d).bands().size();
                    }
                    return s;
                }),
                new Step("in-memory lookup + decision", true, k -> {
                    // a new linker a pass: its memory fills with the articles decided before, up to copies.recent
                    StoryLinker linker = new StoryLinker(k.settings);
                    long s = 0;
                    for (List<CopyArticle> b : k.batches) {
                        List<List<Candidate>> none = new ArrayList<>();
                        for (int i = 0; i < b.size(); i++) {
                            none.add(List.of());
                        }
                        for (StoryDecision.Link l : linker.decide(b, none)) {
                            s += l.storyId().length();
                        }
                    }
                    return s;
                }),
                new Step("_msearch request written", true, k -> {
                    long s = 0;
                    for (List<CopyArticle> b : k.batches) {
                        s += ndjson(EsCandidates.request(INDEX, lookups(b, k.settings.maxCandidates()))).length;
                    }
                    return s;
                }),
                new Step("_msearch answer read, no hits", true, k -> answers(k.emptyAnswers)),
                new Step("_msearch answer read, full", true, k -> answers(k.fullAnswers)),
                new Step("copy fields written", false, k -> {
                    long s = 0;
                    for (CopyArticle a : k.articles) {
                        s += a.linked(new StoryDecision.Link(null, a.id())).length;
                    }
                    return s;
                }));
        System.out.printf(Locale.ROOT, "%-38s %10s %12s%n", "step", "ms/article", "KB/article");
        for (Step s : steps) {
            measure(s, c, seconds);
        }
        System.out.printf(Locale.ROOT, "in-memory candidates a lookup: %.2f (memory of %d articles)%n",
                candidatesPerLookup(c), c.settings.recent());
    }

    private static void load(Path file, String set, Corpus c) throws IOException {
        int n = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode r = JSON.readTree(line);
            String body = r.path("body").asText("");
            if (body.isBlank()) {
                continue;
            }
            c.ids.add(set + "/" + (r.has("id") ? r.get("id").asText() : String.valueOf(n)));
            c.bodies.add(body);
            n++;
        }
    }

    /** The documents, articles, batches and the lookups' requests and answers, made once. */
    private static void prepare(Corpus c, int batch) throws IOException {
        Instant t0 = Instant.parse("2026-12-01T00:00:00Z");
        for (int i = 0; i < c.bodies.size(); i++) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("url", "https://example.com/" + c.ids.get(i));
            doc.put("host", "example.com");
            doc.put("title", "A headline of about this length for article " + i);
            doc.put("body", c.bodies.get(i));
            doc.put("publish_time", t0.plusSeconds(60L * i).toString());
            doc.put("fetch_time", t0.plusSeconds(60L * i + 600).toString());
            doc.put("indexed_time", t0.plusSeconds(60L * i + 601).toString());
            doc.put("page_type", "article");
            doc.put("algorithm", "fused");
            doc.put("story_id", c.ids.get(i));
            doc.put("content_hash", Integer.toHexString(c.bodies.get(i).hashCode()));
            byte[] json = JSON.writeValueAsBytes(doc);
            c.docs.add(json);
            c.articles.add(read(c.ids.get(i), json, c.settings.detection()));
        }
        List<CopyArticle> matchable = c.articles.stream().filter(a -> !a.bands().isEmpty()).toList();
        c.matchable = matchable.size();
        for (int from = 0; from < matchable.size(); from += batch) {
            List<CopyArticle> b = matchable.subList(from, Math.min(matchable.size(), from + batch));
            c.batches.add(b);
            c.emptyAnswers.add(answer(b, matchable, 0));
            c.fullAnswers.add(answer(b, matchable, c.settings.maxCandidates()));
        }
    }

    private static CopyArticle read(String id, byte[] json, CopyDetection d) {
        try {
            return CopyArticle.read(id, json, d);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<CandidateSource.Lookup> lookups(List<CopyArticle> batch, int max) {
        List<CandidateSource.Lookup> out = new ArrayList<>(batch.size());
        for (CopyArticle a : batch) {
            out.add(new CandidateSource.Lookup(a.id(), a.bands(), max));
        }
        return out;
    }

    /** The request as the client sends it: a header and a body line per search. */
    private static byte[] ndjson(MsearchRequest r) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        write(r, out);
        return out.toByteArray();
    }

    private static void write(NdJsonpSerializable r, ByteArrayOutputStream out) {
        for (Iterator<?> it = r._serializables(); it.hasNext(); ) {
            Object o = it.next();
            if (o instanceof NdJsonpSerializable nd && o != r) {
                write(nd, out); // a search: its header and body lines
                continue;
            }
            JsonGenerator g = MAPPER.jsonProvider().createGenerator(out);
            ((JsonpSerializable) o).serialize(g, MAPPER);
            g.close();
            out.write('\n');
        }
    }

    /**
     * An {@code _msearch} answer as Elasticsearch gives it for {@code batch}: per search {@code hits} of the other
     * articles, with the doc-value fields the lookup asks for.
     */
    private static byte[] answer(List<CopyArticle> batch, List<CopyArticle> all, int hits) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("took", 3);
        ArrayNode responses = root.putArray("responses");
        int next = 0;
        for (CopyArticle a : batch) {
            ObjectNode r = responses.addObject();
            r.put("took", 1);
            r.put("timed_out", false);
            ObjectNode shards = r.putObject("_shards");
            shards.put("total", 1).put("successful", 1).put("skipped", 0).put("failed", 0);
            ObjectNode h = r.putObject("hits");
            h.putNull("max_score");
            ArrayNode list = h.putArray("hits");
            for (int i = 0; i < hits; i++) {
                CopyArticle o = all.get(next++ % all.size());
                ObjectNode hit = list.addObject();
                hit.put("_index", INDEX + "-2026.12");
                hit.put("_id", o.id());
                hit.put("_score", 12.5 - i * 0.25);
                ObjectNode fields = hit.putObject("fields"); // doc values come as arrays
                fields.putArray("copy_signature").add(PackedMinima.pack(o.self().fingerprint().mins()));
                fields.putArray("copy_shingles").add(o.self().fingerprint().shingles());
                fields.putArray("publish_time").add(o.self().publishTime());
                fields.putArray("fetch_time").add(o.self().fetchTime());
                fields.putArray("story_id").add(o.id());
            }
            r.put("status", 200);
        }
        return JSON.writeValueAsBytes(root);
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static long answers(List<byte[]> answers) {
        long s = 0;
        JsonpDeserializer<MsearchResponse<Map>> des = MsearchResponse.createMsearchResponseDeserializer(
                (JsonpDeserializer) JsonpDeserializer.of(Map.class));
        for (byte[] a : answers) {
            MsearchResponse<Map> r = des.deserialize(MAPPER.jsonProvider().createParser(new ByteArrayInputStream(a)), MAPPER);
            for (List<Candidate> l : EsCandidates.answer(r).found()) {
                s += l.size();
            }
        }
        return s;
    }

    private static double candidatesPerLookup(Corpus c) {
        RecentArticles recent = new RecentArticles(c.settings.recent());
        long found = 0;
        long lookups = 0;
        for (CopyArticle a : c.articles) {
            if (a.bands().isEmpty()) {
                continue;
            }
            found += recent.sharing(a.bands()).size();
            lookups++;
            recent.add(a.self(), a.bands());
        }
        return found / (double) Math.max(1, lookups);
    }

    /** Warms the step for {@code seconds}, then measures rounds of about a second each; prints the medians. */
    private static void measure(Step step, Corpus c, double seconds) {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long tid = Thread.currentThread().getId();
        long sink = 0;
        long warmEnd = System.nanoTime() + (long) (seconds * 1e9);
        while (System.nanoTime() < warmEnd) {
            sink += step.run().applyAsLong(c);
        }
        int rounds = 7;
        double[] ms = new double[rounds];
        double[] kb = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            long cpu0 = mx.getCurrentThreadCpuTime();
            long alloc0 = mx.getThreadAllocatedBytes(tid);
            long end = System.nanoTime() + 1_000_000_000L;
            long n = 0;
            do {
                sink += step.run().applyAsLong(c);
                n += step.perBatch() ? c.matchable : c.articles.size();
            } while (System.nanoTime() < end);
            ms[r] = (mx.getCurrentThreadCpuTime() - cpu0) / 1e6 / n;
            kb[r] = (mx.getThreadAllocatedBytes(tid) - alloc0) / 1024.0 / n;
        }
        Arrays.sort(ms);
        Arrays.sort(kb);
        System.out.printf(Locale.ROOT, "%-38s %10.4f %12.1f%s%n", step.name(), ms[rounds / 2], kb[rounds / 2],
                sink == 42 ? " " : "");
    }
}
