package com.newsx.topology.es;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.topology.timeindex.TimeIndex;
import org.apache.http.util.EntityUtils;
import org.elasticsearch.client.Request;
import org.elasticsearch.client.ResponseException;
import org.elasticsearch.client.RestClient;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Brings Elasticsearch up to the crawl's index templates before a crawl starts: puts each template
 * ({@link IndexTemplate}), so that new indices get its mapping, then adds to the existing indices the crawl writes,
 * which a template no longer reaches, the fields their template gained since they were made. The mappings are strict: an index made from an older
 * template refuses every document carrying a field added since ({@link EsFailure#mappingBehind}), so without this a
 * crawl started where the templates were not applied (another cluster, an upgrade without bin/services start) would
 * write nothing. Fields are added in place ({@link MappingDiff}); a field whose type changed cannot be changed in
 * place (only a reindex does that), so it is a problem, naming the index and the field, and the caller refuses to
 * start: the crawl would write values the index cannot take. A parameter set otherwise (an analyzer) is only noted:
 * it refuses no document. Idempotent: an index with every field of its template is left alone.
 */
public final class MappingUpgrade {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * What was done and what stands in the way.
     *
     * @param changes  a line per index given the fields its template added since, or keeping parameters of its own
     * @param problems a line per refusal or type change, saying what to do; none when the crawl may start
     */
    public record Report(List<String> changes, List<String> problems) {
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    private final RestClient rest;
    private final List<IndexTemplate> templates;

    public MappingUpgrade(RestClient rest, List<IndexTemplate> templates) {
        this.rest = rest;
        this.templates = List.copyOf(templates);
    }

    /** Brings the cluster at {@code esUrl} up to the bundled templates ({@link #apply}). */
    public static Report run(String esUrl, List<String> indices, List<String> timeAliases) {
        return run(esUrl, EsAuth.fromEnvironment(), indices, timeAliases);
    }

    /** As {@link #run(String, List, List)}, with these credentials and CA. */
    public static Report run(String esUrl, EsAuth auth, List<String> indices, List<String> timeAliases) {
        try (RestClient rest = EsClients.rest(esUrl, auth).build()) {
            return new MappingUpgrade(rest, IndexTemplate.bundled()).apply(indices, timeAliases);
        } catch (IOException e) {
            return new Report(List.of(), List.of("Elasticsearch at " + esUrl + ": " + e.getMessage()));
        }
    }

    /**
     * Puts every template, then brings up to its template the mapping of each existing index named in {@code indices}
     * (names or aliases) and each time-based index of {@code timeAliases} ({@code news-articles-2026.11} for
     * {@code news-articles}; not another crawl's that merely starts alike). An index no template matches is left alone.
     */
    public Report apply(List<String> indices, List<String> timeAliases) {
        List<String> changes = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (IndexTemplate t : templates) {
            try {
                send("PUT", "/_index_template/" + t.name(), t.json());
            } catch (ResponseException e) {
                problems.add("Elasticsearch refused the index template " + t.name() + " (" + t.file() + "): " + error(e));
            } catch (IOException e) {
                problems.add("cannot put the index template " + t.name() + ": " + e.getMessage());
                return new Report(changes, problems); // no answer: nothing further will get one
            }
        }
        Map<String, JsonNode> mappings;
        try {
            mappings = mappings(indices, timeAliases);
        } catch (IOException e) {
            problems.add("cannot read the mappings of " + String.join(", ", indices) + " and the indices of "
                    + String.join(", ", timeAliases) + ": " + message(e));
            return new Report(changes, problems);
        }
        for (Map.Entry<String, JsonNode> m : mappings.entrySet()) {
            IndexTemplate t = IndexTemplate.forIndex(templates, m.getKey()).orElse(null);
            if (t != null) {
                upgrade(m.getKey(), m.getValue(), t, changes, problems);
            }
        }
        return new Report(changes, problems);
    }

    private void upgrade(String index, JsonNode mapping, IndexTemplate t, List<String> changes, List<String> problems) {
        MappingDiff diff = MappingDiff.of(t.mappings(), mapping);
        for (MappingDiff.Retyped r : diff.retyped()) {
            problems.add("the index " + index + " maps the field " + r.field() + " as " + r.indexType()
                    + ", its template " + t.name() + " (" + t.file() + ") as " + r.templateType()
                    + ": Elasticsearch cannot change a field's type in place, and the crawl would write values the"
                    + " index cannot take. Reindex " + index + " into an index made from the template (or delete it,"
                    + " losing what it holds), then start again (docs/services.md, Upgrades)");
        }
        if (!diff.parameters().isEmpty()) {
            changes.add("the index " + index + " keeps its own parameters for " + String.join(", ", diff.parameters())
                    + ", which " + t.file() + " sets otherwise: they change only with a reindex (its documents are"
                    + " taken all the same)");
        }
        if (!diff.retyped().isEmpty() || diff.added().isEmpty()) {
            return; // a start refused leaves the index as it was
        }
        try {
            send("PUT", "/" + index + "/_mapping", JSON.writeValueAsString(diff.additions()));
            changes.add("the index " + index + " has the fields of " + t.file() + " added since it was made: "
                    + String.join(", ", diff.added()));
        } catch (ResponseException e) {
            problems.add("Elasticsearch refused to add the fields " + String.join(", ", diff.added()) + " of "
                    + t.file() + " to the index " + index + ": " + error(e) + ". Reindex " + index + " into an index"
                    + " made from the template (or delete it), then start again (docs/services.md, Upgrades)");
        } catch (IOException e) {
            problems.add("cannot add the fields of " + t.file() + " to the index " + index + ": " + e.getMessage());
        }
    }

    /** The mappings of the existing indices asked for, by index name (sorted, for steady messages). */
    private Map<String, JsonNode> mappings(List<String> indices, List<String> timeAliases) throws IOException {
        Map<String, JsonNode> out = new TreeMap<>();
        for (String name : indices) {
            out.putAll(mappingsOf(name));
        }
        for (String alias : timeAliases) {
            mappingsOf(alias + "-*").forEach((index, mapping) -> {
                if (TimeIndex.belongsTo(alias, index)) {
                    out.put(index, mapping);
                }
            });
        }
        return out;
    }

    /** The mappings of the open indices {@code target} names (an index, an alias, a pattern); none when none exists. */
    private Map<String, JsonNode> mappingsOf(String target) throws IOException {
        Request r = new Request("GET", "/" + target + "/_mapping");
        r.addParameter("ignore_unavailable", "true");
        r.addParameter("allow_no_indices", "true");
        r.addParameter("expand_wildcards", "open");
        JsonNode body = JSON.readTree(EntityUtils.toString(rest.performRequest(r).getEntity()));
        Map<String, JsonNode> out = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = body.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            out.put(e.getKey(), e.getValue().path("mappings"));
        }
        return out;
    }

    private void send(String method, String path, String json) throws IOException {
        Request r = new Request(method, path);
        r.setJsonEntity(json);
        rest.performRequest(r);
    }

    /** Elasticsearch's error of a refused request: its type and reason, else the status line. */
    private static String error(ResponseException e) {
        try {
            JsonNode error = JSON.readTree(EntityUtils.toString(e.getResponse().getEntity())).path("error");
            if (error.has("type")) {
                return error.path("type").asText() + ": " + error.path("reason").asText();
            }
        } catch (IOException | RuntimeException unreadable) {
            // the status line below says enough
        }
        return e.getResponse().getStatusLine().toString();
    }

    private static String message(IOException e) {
        return e instanceof ResponseException re ? error(re) : e.getMessage();
    }
}
