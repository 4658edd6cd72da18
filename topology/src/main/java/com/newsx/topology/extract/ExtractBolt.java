package com.newsx.topology.extract;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.ExtractionException;
import com.newsx.extractor.PageExtractor;
import com.newsx.extractor.article.fields.DateParser;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.topology.Streams;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.index.ArticleDocument;
import com.newsx.topology.index.BulkIndexer;
import com.newsx.topology.index.RecordDocuments;
import com.newsx.topology.seed.UrlMessage;
import com.newsx.topology.status.CrawlStatus;
import com.newsx.topology.url.CrawlScope;
import com.newsx.topology.url.DocumentId;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

import java.net.URI;
import java.time.Instant;
import java.util.Map;

/**
 * Extracts a fetched page with the extractor library - page type, fused article, data records - and emits
 * what to index (the article to news-articles, a list page's records to news-records) plus the page's
 * in-scope outlinks for the urls topic. A page that yields nothing is recorded with the reason.
 */
public final class ExtractBolt extends BaseRichBolt {
    private static final ObjectMapper JSON = new ObjectMapper();

    private transient OutputCollector out;
    private transient PageExtractor extractor;
    private transient RecordDocuments recordDocs;
    private transient String recordIndex;
    private transient Outlinks outlinks;
    private transient String articleIndex;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        CrawlerConfig conf = CrawlerConfig.of(topoConf);
        this.out = collector;
        this.extractor = new PageExtractor(ExtractorConfig.defaults());
        this.recordDocs = new RecordDocuments(new DateParser());
        this.recordIndex = conf.getString("es.index.records");
        this.articleIndex = conf.getString("es.index.articles");
        this.outlinks = new Outlinks(CrawlScope.parse(conf.getString("scope"), conf.getInt("scope.max-depth")),
                conf.getInt("scope.max-outlinks-per-page"));
    }

    @Override
    public void execute(Tuple t) {
        String url = t.getStringByField("url");
        int depth = t.getIntegerByField("depth");
        String seed = t.getStringByField("seed");
        byte[] bytes = t.getBinaryByField("bytes");
        String host = URI.create(url).getHost();
        try {
            PageExtractor.Page page = extractor.extract(bytes, t.getStringByField("content_type"), url, Algorithm.FUSED);
            UrlMessage self = new UrlMessage(url, depth, seed, null);
            for (String link : outlinks.of(page.links(), url, seed, depth)) {
                out.emit(Streams.OUTLINK, t, new Values(link, self.child(link).toJson()));
            }
            Instant now = Instant.now();
            if (!page.tables().isEmpty()) {
                // List, home and comment pages: their records. (Their links above feed the crawl.)
                for (BulkIndexer.Doc d : recordDocs.of(recordIndex, url, page.tables(), now)) {
                    out.emit(Streams.DOCUMENT, t, new Values(url, d.index(), d.id(), JSON.writeValueAsString(d.source())));
                }
            } else if (page.article().body() != null) {
                out.emit(Streams.DOCUMENT, t, new Values(url, articleIndex, DocumentId.of(url),
                        JSON.writeValueAsString(ArticleDocument.of(url, page.article(), page.type().jsonName(), now))));
            } else {
                out.emit(Streams.STATUS, t, Streams.status(url, host, CrawlStatus.FETCHED_NOTHING,
                        page.type().jsonName() + " page with neither article text nor records", 200));
            }
        } catch (ExtractionException | JsonProcessingException | RuntimeException e) {
            out.emit(Streams.STATUS, t, Streams.status(url, host, CrawlStatus.ERROR, "extraction failed: " + e.getMessage(), 200));
        }
        out.ack(t);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.OUTLINK, Streams.OUTLINK_FIELDS);
        declarer.declareStream(Streams.DOCUMENT, Streams.DOCUMENT_FIELDS);
        declarer.declareStream(Streams.STATUS, Streams.STATUS_FIELDS);
    }
}
