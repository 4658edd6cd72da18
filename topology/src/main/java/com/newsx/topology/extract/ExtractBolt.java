package com.newsx.topology.extract;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.extractor.Article;
import com.newsx.extractor.ExtractionException;
import com.newsx.extractor.NewsExtractor;
import com.newsx.extractor.article.Algorithm;
import com.newsx.extractor.config.ExtractorConfig;
import com.newsx.topology.Streams;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.index.ArticleDocument;
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
import org.jsoup.nodes.Document;

import java.net.URI;
import java.time.Instant;
import java.util.Map;

/**
 * Extracts a fetched page with the extractor library (fused article extraction) and emits the document to
 * index, plus the page's in-scope outlinks for the urls topic. A page that yields nothing is recorded with
 * the reason.
 */
public final class ExtractBolt extends BaseRichBolt {
    private static final ObjectMapper JSON = new ObjectMapper();

    private transient OutputCollector out;
    private transient NewsExtractor extractor;
    private transient Outlinks outlinks;
    private transient String articleIndex;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        CrawlerConfig conf = CrawlerConfig.of(topoConf);
        this.out = collector;
        this.extractor = new NewsExtractor(ExtractorConfig.defaults());
        this.articleIndex = conf.getString("es.index.articles");
        this.outlinks = new Outlinks(CrawlScope.parse(conf.getString("scope"), conf.getInt("scope.max-depth")),
                conf.getInt("scope.max-outlinks-per-page"));
    }

    @Override
    public void execute(Tuple t) {
        String url = t.getStringByField("url");
        int depth = t.getIntegerByField("depth");
        String seed = t.getStringByField("seed");
        String contentType = t.getStringByField("content_type");
        byte[] bytes = t.getBinaryByField("bytes");
        String host = URI.create(url).getHost();
        try {
            Document doc = extractor.parse(bytes, contentType, url);
            UrlMessage page = new UrlMessage(url, depth, seed, null);
            for (String link : outlinks.of(doc, url, seed, depth)) {
                out.emit(Streams.OUTLINK, t, new Values(link, page.child(link).toJson()));
            }
            Article a = extractor.extract(bytes, contentType, url, Algorithm.FUSED);
            if (a.body() == null && a.title() == null) {
                out.emit(Streams.STATUS, t, Streams.status(url, host, CrawlStatus.FETCHED_NOTHING, "no article text found", 200));
            } else {
                out.emit(Streams.DOCUMENT, t, new Values(url, articleIndex, DocumentId.of(url),
                        JSON.writeValueAsString(ArticleDocument.of(url, a, Instant.now()))));
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
