package com.newsx.topology.fetch;

import com.newsx.topology.Streams;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.seed.UrlMessage;
import com.newsx.topology.status.CrawlStatus;
import org.apache.storm.Config;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.TupleUtils;

import java.net.URI;
import java.util.Map;

/**
 * Fetches politely (see {@link PoliteFetcher}). URLs arrive grouped by queue key, so one task owns a host's
 * queue; tick tuples wake the task to fetch what waited out its delay.
 */
public final class FetchBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient PoliteFetcher<Tuple> fetcher;
    private transient int maxRedirectDepth;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        CrawlerConfig conf = CrawlerConfig.of(topoConf);
        this.out = collector;
        this.fetcher = new PoliteFetcher<>(conf, System::currentTimeMillis);
        this.maxRedirectDepth = conf.getInt("scope.max-depth") + conf.getInt("fetch.max-redirects");
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return Map.of(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, 1);
    }

    @Override
    public void execute(Tuple input) {
        if (!TupleUtils.isTick(input) && !fetcher.offer(input.getStringByField(Streams.KEY), input.getStringByField("url"), input)) {
            out.fail(input); // queues full: Kafka replays it once they drain
        }
        for (PoliteFetcher.Done<Tuple> d : fetcher.drain()) {
            emit(d.handle(), d.result());
            out.ack(d.handle());
        }
    }

    private void emit(Tuple t, FetchResult r) {
        String url = r.url();
        String host = URI.create(url).getHost();
        int depth = t.getIntegerByField("depth");
        String seed = t.getStringByField("seed");
        switch (r.status()) {
            case FETCHED -> out.emit(Streams.PAGE, t, new Values(url, depth, seed, r.contentType(), r.body()));
            case REDIRECT -> {
                // The target passes admission like any URL; one hop counts as one level so loops end.
                if (depth + 1 <= maxRedirectDepth) {
                    UrlMessage next = new UrlMessage(r.location(), depth + 1, seed, url);
                    out.emit(Streams.OUTLINK, t, new Values(r.location(), next.toJson()));
                }
                out.emit(Streams.STATUS, t, Streams.status(url, host, CrawlStatus.REDIRECTED,
                        "HTTP " + r.httpStatus() + " to " + r.location(), r.httpStatus()));
            }
            case ROBOTS_DENIED -> out.emit(Streams.STATUS, t, Streams.status(url, host, CrawlStatus.ROBOTS_DENIED, r.reason(), 0));
            default -> out.emit(Streams.STATUS, t, Streams.status(url, host, CrawlStatus.ERROR,
                    r.status().name().toLowerCase(java.util.Locale.ROOT) + ": " + r.reason(), r.httpStatus()));
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.PAGE, Streams.PAGE_FIELDS);
        declarer.declareStream(Streams.OUTLINK, Streams.OUTLINK_FIELDS);
        declarer.declareStream(Streams.STATUS, Streams.STATUS_FIELDS);
    }
}
