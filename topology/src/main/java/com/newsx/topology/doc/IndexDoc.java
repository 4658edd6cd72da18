package com.newsx.topology.doc;

import java.util.Map;

/**
 * A document to write: index name, id and source. Made here, with the documents it is built from, and written by
 * the bulk writers of {@code es}, which know Elasticsearch but not what a document holds.
 */
public record IndexDoc(String index, String id, Map<String, Object> source) {
}
