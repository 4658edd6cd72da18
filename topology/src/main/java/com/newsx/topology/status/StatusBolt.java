package com.newsx.topology.status;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.bulk.BulkOperation;
import com.codahale.metrics.Counter;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.StatusDocs;
import com.newsx.topology.es.EsBulk;
import com.newsx.topology.schedule.FrontierSettings;
import com.newsx.topology.schedule.NextFetch;
import com.newsx.topology.schedule.RetryBackoff;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.storm.Streams;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;

import java.util.Map;

/**
 * Records every URL's fate in crawl-status, in bulk: one partial update per URL (an upsert for a URL refused
 * before it was ever admitted), with when it is due next ({@link StatusUpdates}). The tuple - the last of its URL's tree - is acked once the update is stored, so
 * the URL's Kafka record is committed only then; if Elasticsearch cannot take it, the tuple fails and the URL is
 * replayed. URLs arrive grouped by URL, so one task writes a URL's updates in order.
 */
public final class StatusBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient ElasticsearchAsyncClient es;
    private transient EsBulk<Tuple> bulk;
    private transient String index;
    private transient StatusUpdates updates;
    private transient Counter written;
    private transient Counter errors;
    private transient TopologyContext context;
    private transient Map<CrawlStatus, Counter> byStatus;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        CrawlerConfig conf = CrawlerConfig.of(topoConf);
        this.out = collector;
        this.context = context;
        this.byStatus = new java.util.EnumMap<>(CrawlStatus.class);
        // an outcome clears next_fetch_time (an article done) by writing it as null
        this.es = EsClients.connectAsyncWritingNulls(conf.getString("es.url"));
        this.index = conf.getString("es.index.status");
        this.updates = new StatusUpdates(new NextFetch(FrontierSettings.from(conf), RetryBackoff.of(conf)));
        // one bulk at a time per task: a URL's updates are stored in the order they were made
        this.bulk = new EsBulk<Tuple>(es, conf.getInt("es.bulk.max-ops"), conf.getLong("es.bulk.flush-ms"), 1)
                .retrying(conf.getInt("es.bulk.retries"), conf.getLong("es.bulk.retry-ms"));
        this.written = context.registerCounter("status_written");
        context.registerGauge("status_waiting", () -> bulk.waiting() + bulk.inFlight());
        this.errors = context.registerCounter("status_errors");
    }

    @Override
    public void execute(Tuple t) {
        if (Streams.isPulse(t)) {
            bulk.maybeFlush();
        } else {
            bulk.awaitRoom(this::drainOutcomes);
            String url = t.getStringByField("url");
            CrawlStatus status = CrawlStatus.valueOf(t.getStringByField("status"));
            Map<String, Object> doc = updates.outcome(url, status, t.getStringByField("reason"),
                    t.getIntegerByField("http_status"), t.getIntegerByField("attempts"), System.currentTimeMillis());
            bulk.add(BulkOperation.of(o -> o.update(u -> u.index(index).id(StatusDocs.id(url))
                    .action(a -> a.doc(doc).docAsUpsert(true)))), t);
            byStatus.computeIfAbsent(status, k -> context.registerCounter("status_" + k.value())).inc();
        }
        drainOutcomes();
    }

    private void drainOutcomes() {
        boolean reported = false;
        for (EsBulk.Outcome<Tuple> o : bulk.drain()) {
            if (o.ok()) {
                written.inc();
                out.ack(o.tag());
            } else if (o.retryable()) {
                errors.inc();
                if (!reported) {
                    out.reportError(new IllegalStateException(o.error()));
                    reported = true;
                }
                out.fail(o.tag());
            } else {
                // a document Elasticsearch will never take: retrying cannot help, so it is logged and dropped
                errors.inc();
                out.reportError(new IllegalArgumentException("crawl-status refused "
                        + o.tag().getStringByField("url") + ": " + o.error()));
                out.ack(o.tag());
            }
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
