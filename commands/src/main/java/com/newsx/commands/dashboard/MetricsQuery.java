package com.newsx.commands.dashboard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.newsx.topology.es.EsAuth;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a topology's charts from the crawl-metrics index in one search: per component and metric, a date
 * histogram, per worker in each bucket its last report ({@link MetricsSeries} makes the lines).
 */
final class MetricsQuery {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final EsAuth auth = EsAuth.fromEnvironment(); // NEWSX_ES_* credentials and CA
    private final HttpClient http = auth.apply(HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))).build();
    private final String es;
    private final String index;

    MetricsQuery(String esUrl, String index) {
        this.es = esUrl.replaceAll("/+$", "");
        this.index = index;
    }

    /** The topologies that reported in the last {@code minutes}, most recent first. */
    List<String> topologies(int minutes) throws IOException, InterruptedException {
        ObjectNode q = JSON.createObjectNode().put("size", 0);
        q.putObject("query").putObject("range").putObject("@timestamp").put("gte", "now-" + minutes + "m");
        ObjectNode t = q.putObject("aggs").putObject("t");
        t.putObject("terms").put("field", "topology").put("size", 50).putObject("order").put("last", "desc");
        t.putObject("aggs").putObject("last").putObject("max").put("field", "@timestamp");
        JsonNode r = search(q);
        List<String> names = new java.util.ArrayList<>();
        r.path("aggregations").path("t").path("buckets").forEach(b -> names.add(b.path("key").asText()));
        return names;
    }

    /** The dashboard's JSON: the topology, the series with their points, and the algorithms' wins so far. */
    ObjectNode charts(String topology, int minutes, int bucketSeconds) throws IOException, InterruptedException {
        ObjectNode q = JSON.createObjectNode().put("size", 0);
        ObjectNode bool = q.putObject("query").putObject("bool");
        ArrayNode filter = bool.putArray("filter");
        filter.addObject().putObject("term").put("topology", topology);
        filter.addObject().putObject("range").putObject("@timestamp").put("gte", "now-" + minutes + "m");
        ObjectNode byComponent = q.putObject("aggs").putObject("component");
        byComponent.putObject("terms").put("field", "component").put("size", 100);
        ObjectNode byMetric = byComponent.putObject("aggs").putObject("metric");
        byMetric.putObject("terms").put("field", "metric").put("size", 200);
        ObjectNode byTime = byMetric.putObject("aggs").putObject("t");
        byTime.putObject("date_histogram").put("field", "@timestamp").put("fixed_interval", bucketSeconds + "s");
        ObjectNode byWorker = byTime.putObject("aggs").putObject("worker");
        byWorker.putObject("terms").put("field", "worker").put("size", 100);
        ObjectNode last = byWorker.putObject("aggs").putObject("last").putObject("top_hits").put("size", 1);
        last.putArray("sort").addObject().putObject("@timestamp").put("order", "desc");
        last.putArray("_source").add("value").add("@timestamp");
        JsonNode r = search(q);

        // component.metric -> bucket -> worker -> last report
        Map<String, TreeMap<Long, Map<String, MetricsSeries.Report>>> all = new LinkedHashMap<>();
        for (JsonNode c : r.path("aggregations").path("component").path("buckets")) {
            for (JsonNode m : c.path("metric").path("buckets")) {
                TreeMap<Long, Map<String, MetricsSeries.Report>> buckets = new TreeMap<>();
                for (JsonNode t : m.path("t").path("buckets")) {
                    Map<String, MetricsSeries.Report> workers = new TreeMap<>();
                    for (JsonNode w : t.path("worker").path("buckets")) {
                        JsonNode hit = w.path("last").path("hits").path("hits").path(0).path("_source");
                        workers.put(w.path("key").asText(), new MetricsSeries.Report(
                                Instant.parse(hit.path("@timestamp").asText()).toEpochMilli(), hit.path("value").asDouble()));
                    }
                    if (!workers.isEmpty()) {
                        buckets.put(t.path("key").asLong(), workers);
                    }
                }
                all.put(c.path("key").asText() + "." + m.path("key").asText(), buckets);
            }
        }

        ObjectNode out = JSON.createObjectNode().put("topology", topology).put("minutes", minutes)
                .put("bucket_seconds", bucketSeconds);
        ArrayNode series = out.putArray("series");
        for (Series s : Series.ALL) {
            ObjectNode o = series.addObject().put("title", s.title());
            ArrayNode points = o.putArray("points");
            var buckets = all.get(s.component() + "." + s.metric());
            if (buckets != null) {
                for (MetricsSeries.Point p : MetricsSeries.line(s, buckets)) {
                    if (!Double.isNaN(p.v())) {
                        points.addArray().add(p.t()).add(Math.round(p.v() * 100) / 100.0);
                    }
                }
            }
        }
        // which algorithm won the fusion, so far: the latest total of each worker's fuse.won_* counter, summed
        ObjectNode won = out.putObject("won");
        all.forEach((key, buckets) -> {
            if (key.startsWith("fuse.won_")) {
                Map<String, Double> latest = new TreeMap<>();
                buckets.values().forEach(workers -> workers.forEach((w, rep) -> latest.put(w, rep.v())));
                won.put(key.substring("fuse.won_".length()),
                        (long) latest.values().stream().mapToDouble(Double::doubleValue).sum());
            }
        });
        return out;
    }

    private JsonNode search(ObjectNode query) throws IOException, InterruptedException {
        HttpRequest req = auth.apply(HttpRequest.newBuilder(URI.create(es + "/" + index + "/_search?ignore_unavailable=true")))
                .timeout(Duration.ofSeconds(20)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(query))).build();
        HttpResponse<String> resp = http.send(req, HttpResponse.BodyHandlers.ofString());
        if (resp.statusCode() != 200) {
            throw new IOException("Elasticsearch answered " + resp.statusCode() + ": "
                    + resp.body().substring(0, Math.min(300, resp.body().length())));
        }
        return JSON.readTree(resp.body());
    }
}
