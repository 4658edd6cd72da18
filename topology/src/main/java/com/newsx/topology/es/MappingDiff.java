package com.newsx.topology.es;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * How an index's mapping stands against its template's. Fields the index lacks can be added in place, and
 * {@link #additions} is the mapping that adds them (a new multi-field comes with its field's definition, as
 * Elasticsearch wants it); a field whose type differs cannot be changed (only a reindex does); a parameter set
 * otherwise in the index (an analyzer, {@code ignore_above}) is noted, not changed: most parameters cannot change in
 * place either, and none makes the index refuse a document; nor does a type that takes every value the template's
 * does (a keyword where the template now has a binary field), which is noted as a parameter. A parameter the index's
 * mapping leaves out is no difference (Elasticsearch leaves out those at their defaults), nor is a field only the
 * index has (it stays, unused). Objects ({@code properties}) and multi-fields ({@code fields}) are compared field by
 * field, their paths dotted ({@code title.cjk}). The mapping's {@code _source} is compared whole, as the parameter {@code _source}: an
 * index whose {@code excludes} differ from the template's (made when the template had others; they cannot change in
 * place) stores in its documents' source otherwise than a new index would.
 *
 * @param added      fields of the template the index lacks
 * @param retyped    fields whose type differs
 * @param parameters fields whose parameters differ
 * @param additions  the mapping ({@code {"properties": ...}}) that adds the fields the index lacks
 */
public record MappingDiff(List<String> added, List<Retyped> retyped, List<String> parameters, ObjectNode additions) {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A field typed one way in the index and another in the template. */
    public record Retyped(String field, String indexType, String templateType) {
    }

    /** The difference of the index's mapping {@code index} from the template's {@code template}. */
    public static MappingDiff of(JsonNode template, JsonNode index) {
        Walk w = new Walk();
        ObjectNode properties = JSON.createObjectNode();
        w.compare("", template.path("properties"), index.path("properties"), properties);
        if (!template.path("_source").equals(index.path("_source"))) {
            w.parameters.add("_source");
        }
        ObjectNode additions = JSON.createObjectNode();
        if (!properties.isEmpty()) {
            additions.set("properties", properties);
        }
        return new MappingDiff(List.copyOf(w.added), List.copyOf(w.retyped), List.copyOf(w.parameters), additions);
    }

    /** What a comparison finds, field by field. */
    private static final class Walk {
        final List<String> added = new ArrayList<>();
        final List<Retyped> retyped = new ArrayList<>();
        final List<String> parameters = new ArrayList<>();

        /** Compares the fields of {@code want} with those of {@code have}, putting what adds the missing into {@code out}. */
        void compare(String prefix, JsonNode want, JsonNode have, ObjectNode out) {
            for (Iterator<Map.Entry<String, JsonNode>> it = want.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                String path = prefix + f.getKey();
                JsonNode w = f.getValue();
                JsonNode h = have.get(f.getKey());
                if (h == null) {
                    added.add(path);
                    out.set(f.getKey(), w.deepCopy());
                } else if (!typeOf(w).equals(typeOf(h))) {
                    if (takesAll(typeOf(h), typeOf(w))) {
                        parameters.add(path);
                    } else {
                        retyped.add(new Retyped(path, typeOf(h), typeOf(w)));
                    }
                } else {
                    if (differ(ownParameters(w), h)) {
                        parameters.add(path);
                    }
                    ObjectNode objects = JSON.createObjectNode();
                    compare(path + ".", w.path("properties"), h.path("properties"), objects);
                    ObjectNode multi = JSON.createObjectNode();
                    compare(path + ".", w.path("fields"), h.path("fields"), multi);
                    if (!objects.isEmpty() || !multi.isEmpty()) {
                        // an object's new fields go under it; a new multi-field goes with its field's own definition
                        ObjectNode field = ownParameters(w);
                        if (w.has("type")) {
                            field.set("type", w.get("type"));
                        }
                        if (!objects.isEmpty()) {
                            field.set("properties", objects);
                        }
                        if (!multi.isEmpty()) {
                            field.set("fields", multi);
                        }
                        out.set(f.getKey(), field);
                    }
                }
            }
        }
    }

    /** Whether a parameter the index sets has another value in the template. */
    private static boolean differ(ObjectNode want, JsonNode have) {
        for (Iterator<Map.Entry<String, JsonNode>> it = want.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> p = it.next();
            if (have.has(p.getKey()) && !have.get(p.getKey()).equals(p.getValue())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a field of {@code indexType} takes every value one of {@code templateType} does, so that the index's
     * older type is kept like a parameter: a keyword takes the base64 string a binary field is written as (the
     * packed signature of the copies, a keyword in indices made before it was binary).
     */
    private static boolean takesAll(String indexType, String templateType) {
        return indexType.equals("keyword") && templateType.equals("binary");
    }

    /** A field's type; an object's mapping may leave it out. */
    private static String typeOf(JsonNode field) {
        return field.has("type") ? field.get("type").asText() : "object";
    }

    /** A field's own parameters, without its sub-fields (compared one by one) and its type. */
    private static ObjectNode ownParameters(JsonNode field) {
        ObjectNode p = field.isObject() ? ((ObjectNode) field).deepCopy() : JSON.createObjectNode();
        p.remove(List.of("properties", "fields", "type"));
        return p;
    }
}
