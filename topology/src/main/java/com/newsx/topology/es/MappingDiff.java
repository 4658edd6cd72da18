package com.newsx.topology.es;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * How an index's mapping stands against its template's. Fields the index lacks can be added to it in place;
 * a field whose type differs cannot (Elasticsearch keeps a field's type for the index's life: only a reindex changes
 * it); any other difference (a parameter, {@code dynamic}) is for Elasticsearch to take or refuse. Fields the index
 * has and the template no longer names are no difference: they stay, unused. Objects ({@code properties}) and
 * multi-fields ({@code fields}) are compared field by field, their paths dotted ({@code title.cjk}).
 *
 * @param added   fields of the template the index lacks
 * @param retyped fields whose type differs
 * @param differs whether anything of the template differs in the index (false: nothing to put)
 */
public record MappingDiff(List<String> added, List<Retyped> retyped, boolean differs) {
    /** A field typed one way in the index and another in the template. */
    public record Retyped(String field, String indexType, String templateType) {
    }

    /** The difference of the index's mapping {@code index} from the template's {@code template}. */
    public static MappingDiff of(JsonNode template, JsonNode index) {
        List<String> added = new ArrayList<>();
        List<Retyped> retyped = new ArrayList<>();
        boolean differs = template.has("dynamic") && !template.get("dynamic").asText().equals(index.path("dynamic").asText());
        differs |= compare("", template.path("properties"), index.path("properties"), added, retyped);
        return new MappingDiff(List.copyOf(added), List.copyOf(retyped), differs);
    }

    /** Compares the fields of {@code want} with those of {@code have}; true when any differs. */
    private static boolean compare(String prefix, JsonNode want, JsonNode have, List<String> added, List<Retyped> retyped) {
        boolean differs = false;
        for (Iterator<Map.Entry<String, JsonNode>> it = want.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            String path = prefix + f.getKey();
            JsonNode w = f.getValue();
            JsonNode h = have.get(f.getKey());
            if (h == null) {
                added.add(path);
                differs = true;
            } else if (!typeOf(w).equals(typeOf(h))) {
                retyped.add(new Retyped(path, typeOf(h), typeOf(w)));
                differs = true;
            } else {
                differs |= !parameters(w).equals(parameters(h));
                differs |= compare(path + ".", w.path("properties"), h.path("properties"), added, retyped);
                differs |= compare(path + ".", w.path("fields"), h.path("fields"), added, retyped);
            }
        }
        return differs;
    }

    /** A field's type; an object's mapping may leave it out. */
    private static String typeOf(JsonNode field) {
        return field.has("type") ? field.get("type").asText() : "object";
    }

    /** A field's own parameters, without its sub-fields (compared one by one) and its type. */
    private static JsonNode parameters(JsonNode field) {
        if (!field.isObject()) {
            return field;
        }
        ObjectNode p = ((ObjectNode) field).deepCopy();
        p.remove(List.of("properties", "fields", "type"));
        return p;
    }
}
