package com.newsx.commands.local;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.ElasticsearchClient;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.args.Args;
import com.newsx.commands.services.ServiceCheck;
import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.result.ExtractionException;
import com.newsx.extractor.text.DateParser;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.config.UrlSettings;
import com.newsx.topology.doc.ArticleDocument;
import com.newsx.topology.doc.DocumentId;
import com.newsx.topology.doc.IndexDoc;
import com.newsx.topology.doc.RecordDocuments;
import com.newsx.topology.es.BulkIndexer;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.net.UrlNormaliser;
import com.newsx.topology.timeindex.AliasConflicts;
import com.newsx.topology.timeindex.AliasedIndices;
import com.newsx.topology.timeindex.TimeIndex;
import com.newsx.topology.timeindex.WhereIndexed;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code bin/index --manifest M.jsonl}: extract saved pages (a manifest of {"id","path","url"} lines, the
 * format of bin/extract) and write them to Elasticsearch under ids derived from their normalised URLs:
 * articles behind the alias news-articles, the records of list pages behind news-records (es.index.*), each in
 * its time-based index: an article already indexed stays in its index (it is overwritten there), a new one goes to
 * the current period's, as records do.
 * Each page's fate is printed; the exit code is 1 if any page failed. For a crawl use the topology.
 */
public final class IndexFilesCommand {
    private final PageExtractor extractor;
    private final RecordDocuments records = new RecordDocuments(new DateParser());
    private final ElasticsearchClient es;
    private final BulkIndexer indexer;
    private final TimeIndex articleIndex;
    private final TimeIndex recordIndex;
    private final AliasedIndices indices;
    private final UrlNormaliser urls = UrlNormaliser.of(UrlSettings.from(CrawlerConfig.defaults()));
    private final ObjectMapper json = new ObjectMapper();
    private final PrintStream out;

    public IndexFilesCommand(PageExtractor extractor, ElasticsearchClient es, EsSettings store, PrintStream out) {
        this.extractor = extractor;
        this.es = es;
        this.indexer = new BulkIndexer(es);
        this.articleIndex = store.articles();
        this.recordIndex = store.records();
        this.indices = new AliasedIndices(new ElasticsearchAsyncClient(es._transport()),
                List.of(articleIndex.alias(), recordIndex.alias()));
        this.out = out;
    }

    public static void main(String[] args) {
        Args a;
        CrawlerSettings settings;
        try {
            a = Args.spec().values("--es", "--manifest", "--config").repeated("--set").parse(args);
            if (a.help()) {
                System.out.println("usage: bin/index [--es URL] [--config FILE] [--set KEY=VALUE]... --manifest M.jsonl");
                System.out.println("       bin/index retention --help");
                return;
            }
            settings = CommandSettings.read(a); // the indices' names and period; the cluster is --es's
        } catch (IOException | IllegalArgumentException e) {
            System.err.println("index: " + e.getMessage() + " (see --help)");
            System.exit(2);
            return;
        }
        String es = a.value("--es", EsClients.defaultUrl());
        Path manifest = a.has("--manifest") ? Path.of(a.value("--manifest")) : null;
        if (manifest == null) {
            System.err.println("index: --manifest M.jsonl is required (see --help)");
            System.exit(2);
        }
        Optional<String> down = new ServiceCheck().elasticsearch(es);
        if (down.isPresent()) {
            System.err.println("index: " + down.get());
            System.exit(1);
        }
        ElasticsearchClient client = EsClients.connect(es);
        try {
            List<String> blocked = AliasConflicts.find(client, es, List.of(settings.es().indices().articles(),
                    settings.es().indices().records(), ArticleDocument.INDEX, RecordDocuments.INDEX));
            if (!blocked.isEmpty()) {
                blocked.forEach(problem -> System.err.println("index: " + problem));
                System.exit(1);
            }
            int failed = new IndexFilesCommand(new PageExtractor(settings.extractor()), client, settings.es(),
                    System.out).run(manifest);
            System.exit(failed == 0 ? 0 : 1);
        } catch (IOException e) {
            System.err.println("index: cannot read " + manifest + ": " + e.getMessage());
            System.exit(2);
        } finally {
            EsClients.close(client);
        }
    }

    /** Indexes every page of the manifest; returns how many failed. */
    public int run(Path manifest) throws IOException {
        return run(manifest, Instant.now());
    }

    /** {@link #run(Path)} as if it were {@code now} (the period of a new document's index). */
    public int run(Path manifest, Instant now) throws IOException {
        Path base = manifest.toAbsolutePath().getParent();
        List<IndexDoc> docs = new ArrayList<>();
        int failed = 0;
        for (String line : Files.readAllLines(manifest)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode entry = json.readTree(line);
            String path = entry.path("path").asText();
            Optional<String> url = urls.normalise(entry.path("url").asText(null));
            if (url.isEmpty()) {
                out.println("failed " + path + ": no valid http(s) url in the manifest entry");
                failed++;
                continue;
            }
            try {
                byte[] bytes = Files.readAllBytes(base.resolve(path));
                PageExtractor.Page page = extractor.extract(bytes, null, url.get(), Algorithm.FUSED);
                if (!page.tables().isEmpty()) {
                    docs.addAll(records.of(recordIndex.at(now), url.get(), page.tables(), now));
                } else {
                    docs.add(new IndexDoc(articleIndex.alias(), DocumentId.of(url.get()),
                            ArticleDocument.of(url.get(), page.article(), page.type().jsonName(), now)));
                }
            } catch (IOException | ExtractionException e) {
                out.println("failed " + path + ": " + e.getMessage());
                failed++;
            }
        }
        docs = placed(docs, now);
        for (String index : docs.stream().map(IndexDoc::index).distinct().toList()) {
            String problem = indices.ensure(index);
            if (problem != null) {
                out.println("failed: " + problem);
                return failed + docs.size();
            }
        }
        for (BulkIndexer.Outcome o : indexer.index(docs, true)) {
            Map<String, Object> src = o.doc().source();
            Object url = src.getOrDefault("url", src.get("page_url"));
            if (o.stored()) {
                out.println("indexed " + o.doc().index() + " " + url + "  \"" + src.getOrDefault("title", "") + "\"");
            } else {
                out.println("failed " + url + ": " + o.reason()
                        + (o.retryable() ? " (the cluster could not take it now: index it again later)" : ""));
                failed++;
            }
        }
        return failed;
    }

    /**
     * The articles (addressed to the alias so far) each in its index: where it is already, else the current period's.
     * No crawl-status tells when these URLs were first indexed, so the index itself is asked.
     */
    private List<IndexDoc> placed(List<IndexDoc> docs, Instant now) throws IOException {
        List<String> ids = docs.stream().filter(d -> d.index().equals(articleIndex.alias())).map(IndexDoc::id).toList();
        Map<String, String> where = WhereIndexed.find(es, articleIndex.alias(), ids);
        return docs.stream().map(d -> !d.index().equals(articleIndex.alias()) ? d
                : new IndexDoc(where.getOrDefault(d.id(), articleIndex.at(now)), d.id(), d.source())).toList();
    }
}
