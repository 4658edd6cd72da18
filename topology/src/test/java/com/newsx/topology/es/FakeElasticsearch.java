package com.newsx.topology.es;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * A tiny Elasticsearch for unit tests: answers {@code _bulk}, {@code _mget}, {@code _search} and {@code _msearch} on loopback as the
 * test says, item by item, and keeps every operation it was sent. Enough for the Java client (it sends the product
 * header); no documents, and a search finds nothing (or fails as the test says). It creates indices (acknowledged,
 * nothing kept) and keeps index templates and indices' mappings ({@code _index_template}, {@code _mapping}, merged as
 * Elasticsearch merges an added field) for the start-up's mapping upgrade. The bolts' and writers' decisions on what
 * Elasticsearch answers are tested against it without a cluster.
 */
public final class FakeElasticsearch implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One bulk operation as sent: its action (index, create, update, delete), index, id, metadata and body. */
    public record Op(String action, String index, String id, JsonNode meta, JsonNode body) {
        /** The document of an index or create, or the partial document of an update. */
        public JsonNode doc() {
            return "update".equals(action) && body != null ? body.get("doc") : body;
        }
    }

    /** How an operation fares: its status and, for a failure, the error's type and reason. */
    public record Reply(int status, String errorType, String reason) {
        public static Reply ok() {
            return new Reply(201, null, null);
        }

        public static Reply error(int status, String type) {
            return new Reply(status, type, type + " (fake)");
        }
    }

    /** A document as mget finds it: found with a source, missing, or an item-level failure. */
    public record Got(Map<String, Object> source, String errorType, long seqNo) {
        public static Got found(Map<String, Object> source) {
            return new Got(source, null, 1);
        }

        public static Got missing() {
            return new Got(null, null, -1);
        }

        public static Got failure(String type) {
            return new Got(null, type, -1);
        }
    }

    private final HttpServer server;
    private final List<Op> ops = new CopyOnWriteArrayList<>();
    private final List<List<String>> mgets = new CopyOnWriteArrayList<>();
    private volatile Function<Op, Reply> bulk = op -> Reply.ok();
    private volatile Function<String, Got> mget = id -> Got.missing();
    private volatile Function<JsonNode, Reply> search = body -> Reply.ok();
    /** The bodies of the searches of every _msearch received, a list per request. */
    private final List<List<JsonNode>> msearches = new CopyOnWriteArrayList<>();
    private final List<JsonNode> searches = new CopyOnWriteArrayList<>();
    /** When above 0, whole requests answer this status (a cluster refusing everything). */
    private volatile int requestStatus;
    /** Indices and their mappings, by name. */
    private final Map<String, ObjectNode> mappings = new java.util.concurrent.ConcurrentSkipListMap<>();
    /** Index templates put, by name. */
    private final Map<String, JsonNode> templates = new java.util.concurrent.ConcurrentHashMap<>();
    /** Method and path of every request other than _bulk and _mget, in order. */
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private volatile java.util.function.BiFunction<String, JsonNode, Reply> putMapping = (index, body) -> Reply.ok();
    private volatile Function<String, Reply> putTemplate = name -> Reply.ok();

    public FakeElasticsearch() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        server.createContext("/", this::handle);
        server.start();
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** How each bulk operation fares from now on. */
    public FakeElasticsearch onBulk(Function<Op, Reply> f) {
        this.bulk = f;
        return this;
    }

    /** What mget finds for each id from now on. */
    public FakeElasticsearch onMget(Function<String, Got> f) {
        this.mget = f;
        return this;
    }

    /** How each search (alone, or of an _msearch) fares from now on (given its body): found nothing, or failed. */
    public FakeElasticsearch onSearch(Function<JsonNode, Reply> f) {
        this.search = f;
        return this;
    }

    /** The bodies of the single searches ({@code INDEX/_search}) received so far. */
    public List<JsonNode> searches() {
        return new ArrayList<>(searches);
    }

    /** The searches' bodies of each _msearch received so far. */
    public List<List<JsonNode>> msearches() {
        return new ArrayList<>(msearches);
    }

    /** Every request answers this HTTP status (0: answer normally). */
    public FakeElasticsearch failRequests(int status) {
        this.requestStatus = status;
        return this;
    }

    /** An index with this mapping (JSON of a {@code mappings} object). */
    public FakeElasticsearch index(String name, String mappingJson) throws IOException {
        mappings.put(name, (ObjectNode) JSON.readTree(mappingJson));
        return this;
    }

    /** An index's mapping as it stands, or null. */
    public JsonNode mapping(String index) {
        return mappings.get(index);
    }

    /** The index templates put so far, by name. */
    public Map<String, JsonNode> templates() {
        return Map.copyOf(templates);
    }

    /** How a mapping put on an index fares (refused: not merged) from now on. */
    public FakeElasticsearch onPutMapping(java.util.function.BiFunction<String, JsonNode, Reply> f) {
        this.putMapping = f;
        return this;
    }

    /** How an index template put fares from now on. */
    public FakeElasticsearch onPutTemplate(Function<String, Reply> f) {
        this.putTemplate = f;
        return this;
    }

    /** "METHOD /path" of every request other than _bulk and _mget, in order. */
    public List<String> requests() {
        return new ArrayList<>(requests);
    }

    /** The bulk operations received so far, in order. */
    public List<Op> ops() {
        return new ArrayList<>(ops);
    }

    /** The ids of each mget received so far. */
    public List<List<String>> mgets() {
        return new ArrayList<>(mgets);
    }

    private void handle(HttpExchange x) throws IOException {
        try {
            String path = x.getRequestURI().getPath();
            byte[] body = x.getRequestBody().readAllBytes();
            if (requestStatus > 0) {
                send(x, requestStatus, "{\"error\":{\"type\":\"fake_failure\",\"reason\":\"refused\"},\"status\":"
                        + requestStatus + "}");
            } else if (path.endsWith("/_bulk")) {
                send(x, 200, bulk(new String(body, StandardCharsets.UTF_8)));
            } else if (path.endsWith("/_search") && !path.startsWith("/_search")) {
                JsonNode searchBody = JSON.readTree(body);
                searches.add(searchBody);
                Reply r = search.apply(searchBody);
                if (r.errorType() != null) {
                    send(x, r.status(), "{\"error\":{\"type\":\"" + r.errorType() + "\",\"reason\":\""
                            + r.reason() + "\"},\"status\":" + r.status() + "}");
                } else {
                    send(x, 200, "{\"took\":1,\"timed_out\":false,\"_shards\":{\"total\":1,\"successful\":1,"
                            + "\"skipped\":0,\"failed\":0},\"hits\":{\"hits\":[]}}");
                }
            } else if (path.endsWith("/_msearch")) {
                send(x, 200, msearch(new String(body, StandardCharsets.UTF_8)));
            } else if (path.endsWith("/_mget")) {
                String index = path.equals("/_mget") ? null : path.substring(1, path.indexOf('/', 1));
                send(x, 200, mget(index, JSON.readTree(body)));
            } else if (x.getRequestMethod().equals("PUT") && path.lastIndexOf('/') == 0 && !path.startsWith("/_")) {
                requests.add("PUT " + path); // an index created (a time-based one, under its alias)
                send(x, 200, "{\"acknowledged\":true,\"shards_acknowledged\":true,\"index\":\""
                        + path.substring(1) + "\"}");
            } else if (path.startsWith("/_index_template/") && x.getRequestMethod().equals("PUT")) {
                requests.add("PUT " + path);
                String name = path.substring("/_index_template/".length());
                reply(x, putTemplate.apply(name), () -> templates.put(name, JSON.readTree(body)));
            } else if (path.endsWith("/_mapping") && x.getRequestMethod().equals("GET")) {
                requests.add("GET " + path);
                send(x, 200, mappings(path.substring(1, path.length() - "/_mapping".length())));
            } else if (path.endsWith("/_mapping") && x.getRequestMethod().equals("PUT")) {
                requests.add("PUT " + path);
                String index = path.substring(1, path.length() - "/_mapping".length());
                JsonNode mapping = JSON.readTree(body);
                reply(x, putMapping.apply(index, mapping), () -> merge(mappings.get(index), mapping));
            } else {
                send(x, 404, "{\"error\":{\"type\":\"not_here\",\"reason\":\"" + path + "\"},\"status\":404}");
            }
        } catch (RuntimeException e) {
            send(x, 500, "{\"error\":{\"type\":\"fake_bug\",\"reason\":\"" + e + "\"},\"status\":500}");
        } finally {
            x.close();
        }
    }

    private interface Change {
        void apply() throws IOException;
    }

    /** Answers a request that changes something: acknowledged (and the change made), or the reply's error. */
    private static void reply(HttpExchange x, Reply r, Change change) throws IOException {
        if (r.errorType() == null) {
            change.apply();
            send(x, 200, "{\"acknowledged\":true}");
        } else {
            ObjectNode error = JSON.createObjectNode();
            error.putObject("error").put("type", r.errorType()).put("reason", r.reason());
            error.put("status", r.status());
            send(x, r.status(), JSON.writeValueAsString(error));
        }
    }

    /** The mappings of the indices that {@code targets} names (comma-separated names and * patterns; none missing). */
    private String mappings(String targets) throws IOException {
        ObjectNode out = JSON.createObjectNode();
        for (String target : targets.split(",")) {
            String regex = ("\\Q" + target + "\\E").replace("*", "\\E.*\\Q");
            mappings.forEach((index, mapping) -> {
                if (index.matches(regex)) {
                    out.putObject(index).set("mappings", mapping.deepCopy());
                }
            });
        }
        return JSON.writeValueAsString(out);
    }

    /** Puts {@code added} into {@code into} as Elasticsearch merges a mapping: new fields added, objects merged. */
    private static void merge(ObjectNode into, JsonNode added) {
        added.fields().forEachRemaining(e -> {
            JsonNode have = into.get(e.getKey());
            if (have instanceof ObjectNode o && e.getValue().isObject()) {
                merge(o, e.getValue());
            } else {
                into.set(e.getKey(), e.getValue().deepCopy());
            }
        });
    }

    private String bulk(String ndjson) throws IOException {
        String[] lines = ndjson.split("\n");
        ArrayNode items = JSON.createArrayNode();
        boolean errors = false;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            JsonNode action = JSON.readTree(lines[i]);
            String name = action.fieldNames().next();
            JsonNode meta = action.get(name);
            JsonNode source = null;
            if (!"delete".equals(name)) {
                source = JSON.readTree(lines[++i]);
            }
            Op op = new Op(name, text(meta, "_index"), text(meta, "_id"), meta, source);
            ops.add(op);
            Reply r = bulk.apply(op);
            ObjectNode item = JSON.createObjectNode();
            item.put("_index", op.index());
            item.put("_id", op.id());
            item.put("status", r.status());
            if (r.errorType() != null) {
                errors = true;
                ObjectNode error = item.putObject("error");
                error.put("type", r.errorType());
                error.put("reason", r.reason());
            } else {
                item.put("result", "created");
                item.put("_version", 1);
                item.put("_seq_no", ops.size());
                item.put("_primary_term", 1);
            }
            items.addObject().set(name, item);
        }
        ObjectNode resp = JSON.createObjectNode();
        resp.put("took", 1);
        resp.put("errors", errors);
        resp.set("items", items);
        return JSON.writeValueAsString(resp);
    }

    /** Each search (a header line, then a body line) answered by {@link #search}: no hits, or its error. */
    private String msearch(String ndjson) throws IOException {
        List<JsonNode> bodies = new ArrayList<>();
        ArrayNode responses = JSON.createArrayNode();
        String[] lines = ndjson.split("\n");
        for (int i = 0; i + 1 < lines.length; i += 2) {
            JsonNode body = JSON.readTree(lines[i + 1]);
            bodies.add(body);
            Reply r = search.apply(body);
            ObjectNode item = responses.addObject();
            if (r.errorType() != null) {
                ObjectNode error = item.putObject("error");
                error.put("type", r.errorType());
                error.put("reason", r.reason());
            } else {
                item.put("took", 1);
                item.put("timed_out", false);
                ObjectNode shards = item.putObject("_shards");
                shards.put("total", 1);
                shards.put("successful", 1);
                shards.put("skipped", 0);
                shards.put("failed", 0);
                item.putObject("hits").putArray("hits");
            }
            item.put("status", r.errorType() != null ? r.status() : 200);
        }
        msearches.add(bodies);
        ObjectNode resp = JSON.createObjectNode();
        resp.put("took", 1);
        resp.set("responses", responses);
        return JSON.writeValueAsString(resp);
    }

    private String mget(String index, JsonNode request) throws IOException {
        List<String> ids = new ArrayList<>();
        List<String> indices = new ArrayList<>();
        if (request.has("ids")) {
            request.get("ids").forEach(n -> {
                ids.add(n.asText());
                indices.add(index);
            });
        } else {
            request.get("docs").forEach(n -> {
                ids.add(n.get("_id").asText());
                indices.add(n.has("_index") ? n.get("_index").asText() : index);
            });
        }
        mgets.add(ids);
        ArrayNode docs = JSON.createArrayNode();
        for (int i = 0; i < ids.size(); i++) {
            Got g = mget.apply(ids.get(i));
            ObjectNode d = docs.addObject();
            d.put("_index", indices.get(i));
            d.put("_id", ids.get(i));
            if (g.errorType() != null) {
                ObjectNode error = d.putObject("error");
                error.put("type", g.errorType());
                error.put("reason", g.errorType() + " (fake)");
            } else if (g.source() == null) {
                d.put("found", false);
            } else {
                d.put("found", true);
                d.put("_version", 1);
                d.put("_seq_no", g.seqNo());
                d.put("_primary_term", 1);
                d.set("_source", JSON.valueToTree(g.source()));
            }
        }
        return JSON.writeValueAsString(JSON.createObjectNode().set("docs", docs));
    }

    private static String text(JsonNode n, String field) {
        return n != null && n.has(field) ? n.get(field).asText() : null;
    }

    private static void send(HttpExchange x, int status, String json) throws IOException {
        byte[] b = json.getBytes(StandardCharsets.UTF_8);
        x.getResponseHeaders().add("Content-Type", "application/json");
        x.getResponseHeaders().add("X-Elastic-Product", "Elasticsearch");
        x.sendResponseHeaders(status, b.length);
        x.getResponseBody().write(b);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
