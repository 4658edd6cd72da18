package com.newsx.topology.index;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.topology.Streams;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.status.CrawlStatus;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;

import java.net.URI;
import java.util.List;
import java.util.Map;

/**
 * Writes each document to Elasticsearch and acks its tuple only once it is stored, so the crawl is
 * at-least-once end to end; ids come from the normalised URL, so a replay overwrites. A refused document
 * (e.g. a mapping error) is recorded as an error; an unreachable cluster fails the tuple for a replay.
 */
public final class IndexBolt extends BaseRichBolt {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<Map<String, Object>> SOURCE = new TypeReference<>() {
    };

    private transient OutputCollector out;
    private transient ElasticsearchClient es;
    private transient BulkIndexer indexer;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        this.out = collector;
        this.es = EsClients.connect(CrawlerConfig.of(topoConf).getString("es.url"));
        this.indexer = new BulkIndexer(es);
    }

    @Override
    public void execute(Tuple t) {
        String url = t.getStringByField("url");
        Map<String, Object> source;
        try {
            source = JSON.readValue(t.getStringByField("source"), SOURCE);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the extract bolt emitted a document that is not JSON", e);
        }
        BulkIndexer.Doc doc = new BulkIndexer.Doc(t.getStringByField("index"), t.getStringByField("id"), source);
        BulkIndexer.Outcome o = indexer.index(List.of(doc), false).get(0);
        String host = URI.create(url).getHost();
        if (o.stored()) {
            out.emit(Streams.STATUS, t, Streams.status(url, host, CrawlStatus.INDEXED, "in " + doc.index(), 200));
            out.ack(t);
        } else if (o.reason().startsWith("elasticsearch unavailable")) {
            out.reportError(new IllegalStateException(o.reason()));
            out.fail(t);
        } else {
            out.emit(Streams.STATUS, t, Streams.status(url, host, CrawlStatus.ERROR, "index refused: " + o.reason(), 200));
            out.ack(t);
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.STATUS, Streams.STATUS_FIELDS);
    }

    @Override
    public void cleanup() {
        if (es != null) {
            EsClients.close(es);
        }
    }
}
