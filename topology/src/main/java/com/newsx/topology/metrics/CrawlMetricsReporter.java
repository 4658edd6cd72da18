package com.newsx.topology.metrics;

import co.elastic.clients.elasticsearch.ElasticsearchClient;
import co.elastic.clients.elasticsearch.core.BulkRequest;
import com.codahale.metrics.MetricRegistry;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.MetricsSettings;
import com.newsx.topology.es.EsAuth;
import com.newsx.topology.es.EsClients;
import org.apache.storm.metrics2.reporters.StormReporter;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A Storm metrics reporter (topology.metrics.reporters): every period it sums the bolts' metrics of this worker
 * ({@link CrawlMetrics}) for the in-process progress line and, when {@code metrics.es.enabled}, writes them to
 * the {@code crawl-metrics} index, one document per component and metric, so a crawl on a cluster can be
 * followed with any Elasticsearch client. A failed write is skipped, never retried: metrics are not the crawl.
 */
public final class CrawlMetricsReporter implements StormReporter {
    private MetricRegistry registry;
    private long periodMs;
    private String topology;
    private String worker;
    private String esUrl;
    private EsAuth esAuth;
    private String index;
    private boolean toEs;
    private long esEveryMs;
    private long lastEsWrite;
    private ElasticsearchClient es;
    private ScheduledExecutorService timer;

    @Override
    public void prepare(MetricRegistry registry, Map<String, Object> topoConf, Map<String, Object> reporterConf) {
        this.registry = registry;
        CrawlerSettings settings = CrawlerSettings.of(topoConf);
        MetricsSettings metrics = settings.metrics();
        this.periodMs = metrics.reportMs();
        this.toEs = metrics.esEnabled();
        this.esEveryMs = metrics.esEveryMs();
        this.esUrl = settings.es().url();
        this.esAuth = settings.es().auth();
        this.index = settings.es().indices().metrics();
        Object name = topoConf.get("topology.name");
        this.topology = name == null ? "newsx-crawl" : name.toString();
        this.worker = workerName();
    }

    @Override
    public void start() {
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "crawl-metrics-reporter");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleAtFixedRate(this::report, periodMs, periodMs, TimeUnit.MILLISECONDS);
    }

    private void report() {
        try {
            Map<String, Double> summary = CrawlMetrics.summarise(registry);
            CrawlMetrics.publish(summary);
            long now = System.currentTimeMillis();
            if (toEs && !summary.isEmpty() && now - lastEsWrite >= esEveryMs) {
                lastEsWrite = now;
                write(summary);
            }
        } catch (RuntimeException e) {
            // a report lost is a point missing on a chart; the crawl goes on
        }
    }

    private void write(Map<String, Double> summary) {
        try {
            if (es == null) {
                es = EsClients.connect(esUrl, esAuth);
            }
            String at = Instant.now().toString();
            BulkRequest.Builder b = new BulkRequest.Builder();
            summary.forEach((key, value) -> {
                if (key.startsWith("__") && !key.startsWith("__system.memory.heap.used")) {
                    return; // Storm's own per-worker figures: only the heap in use is worth a point
                }
                int dot = key.indexOf('.');
                Map<String, Object> d = new LinkedHashMap<>();
                d.put("@timestamp", at);
                d.put("topology", topology);
                d.put("worker", worker);
                d.put("component", key.substring(0, dot));
                d.put("metric", key.substring(dot + 1));
                d.put("value", value);
                b.operations(o -> o.index(i -> i.index(index).document(d)));
            });
            es.bulk(b.build());
        } catch (Exception e) {
            // Elasticsearch down: this report is skipped
        }
    }

    /**
     * host:port of this worker (the supervisor starts each worker with -Dworker.port), or host:local in-process:
     * figures are summed per worker, so a topology's total at a moment is the sum over its workers.
     */
    static String workerName() {
        String host;
        try {
            host = java.net.InetAddress.getLocalHost().getHostName();
        } catch (java.io.IOException e) {
            host = "localhost";
        }
        return host + ":" + System.getProperty("worker.port", "local");
    }

    @Override
    public void close() {
        stop();
    }

    @Override
    public void stop() {
        if (timer != null) {
            timer.shutdownNow();
        }
        if (es != null) {
            EsClients.close(es);
        }
    }
}
