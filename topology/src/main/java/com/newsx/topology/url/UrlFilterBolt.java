package com.newsx.topology.url;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import com.newsx.topology.Streams;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.fetch.PolitenessKey;
import com.newsx.topology.index.EsClients;
import com.newsx.topology.status.CrawlStatus;
import com.newsx.topology.status.EsSeenSet;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

import java.io.IOException;
import java.util.Map;

/** Admits URLs from the topic (see {@link UrlAdmission}) and sends them on, grouped by politeness queue. */
public final class UrlFilterBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient UrlAdmission admission;
    private transient ElasticsearchClient es;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        CrawlerConfig conf = CrawlerConfig.of(topoConf);
        this.out = collector;
        this.es = EsClients.connect(conf.getString("es.url"));
        this.admission = new UrlAdmission(new AddressGuard(conf.getBoolean("url.block-private-addresses")),
                new EsSeenSet(es, conf.getString("es.index.status")), PolitenessKey.mode(conf.getString("fetch.queue-mode")));
    }

    @Override
    public void execute(Tuple input) {
        UrlAdmission.Decision d;
        try {
            d = admission.admit(input.getStringByField(Streams.MESSAGE));
        } catch (IOException e) {
            out.reportError(e);
            out.fail(input); // the seen-set did not answer: Kafka replays the URL later
            return;
        }
        if (d instanceof UrlAdmission.Admitted a) {
            out.emit(input, new Values(a.queueKey(), a.message().url(), a.message().depth(), a.message().seed()));
        } else if (d instanceof UrlAdmission.Refused r) {
            out.emit(Streams.STATUS, input, Streams.status(r.url(), null, CrawlStatus.FILTERED, r.reason(), 0));
        }
        out.ack(input);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(Streams.URL_FIELDS);
        declarer.declareStream(Streams.STATUS, Streams.STATUS_FIELDS);
    }

    @Override
    public void cleanup() {
        if (es != null) {
            EsClients.close(es);
        }
    }
}
