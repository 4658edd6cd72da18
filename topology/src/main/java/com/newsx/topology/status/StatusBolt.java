package com.newsx.topology.status;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.index.EsClients;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;

import java.io.IOException;
import java.util.Map;

/** Writes every URL's fate to crawl-status; fails the tuple for a replay when Elasticsearch cannot take it. */
public final class StatusBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient ElasticsearchClient es;
    private transient StatusWriter writer;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        CrawlerConfig conf = CrawlerConfig.of(topoConf);
        this.out = collector;
        this.es = EsClients.connect(conf.getString("es.url"));
        this.writer = new StatusWriter(es, conf.getString("es.index.status"));
    }

    @Override
    public void execute(Tuple t) {
        try {
            writer.write(t.getStringByField("url"), t.getStringByField("host"),
                    CrawlStatus.valueOf(t.getStringByField("status")), t.getStringByField("reason"),
                    t.getIntegerByField("http_status"));
            out.ack(t);
        } catch (IOException | RuntimeException e) {
            out.reportError(e);
            out.fail(t);
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }

    @Override
    public void cleanup() {
        if (es != null) {
            EsClients.close(es);
        }
    }
}
