package com.newsx.topology.doc;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The documents one page gives - its article, or its data records - indexed together, so that the page gets one
 * status once all are stored. Sources travel as JSON bytes and go to Elasticsearch as they are. {@code visit} is the
 * stamp of the visit that made them ({@link VisitStamp}): their external version, so that a replay of the visit does
 * not write them again; 0 or less: none (written as an ordinary overwrite).
 */
public final class PageDocuments {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One document: index, id and JSON source. */
    public record Doc(String index, String id, byte[] json) {
    }

    private final List<Doc> docs;
    /** A list page's visit: the records it leaves, which replace its last visit's (null: not a list page's). */
    private final PageRecords records;
    private final long visit;

    public PageDocuments(List<Doc> docs) {
        this(docs, null, -1);
    }

    public PageDocuments(List<Doc> docs, PageRecords records) {
        this(docs, records, -1);
    }

    public PageDocuments(List<Doc> docs, long visit) {
        this(docs, null, visit);
    }

    public PageDocuments(List<Doc> docs, PageRecords records, long visit) {
        this.docs = List.copyOf(docs);
        this.records = records;
        this.visit = visit;
    }

    /** The same documents, written as the visit {@code stamp}'s version. */
    public PageDocuments withVisit(long stamp) {
        return new PageDocuments(docs, records, stamp);
    }

    /** The stamp of the visit that made them; 0 or less: none. */
    public long visit() {
        return visit;
    }

    public static PageDocuments of(List<IndexDoc> docs) {
        return of(docs, null);
    }

    /** A list page's documents, and the records its visit leaves (its old ones not among them are deleted). */
    public static PageDocuments of(List<IndexDoc> docs, PageRecords records) {
        List<Doc> out = new ArrayList<>(docs.size());
        for (IndexDoc d : docs) {
            out.add(new Doc(d.index(), d.id(), json(d.source())));
        }
        return new PageDocuments(out, records);
    }

    /** With the records this list page's visit leaves. */
    public PageDocuments leaving(PageRecords r) {
        return new PageDocuments(docs, r, visit);
    }

    public static PageDocuments one(String index, String id, Map<String, Object> source) {
        return new PageDocuments(List.of(new Doc(index, id, json(source))));
    }

    private static byte[] json(Map<String, Object> source) {
        try {
            return JSON.writeValueAsBytes(source);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a document of plain values cannot fail to serialise", e);
        }
    }

    public List<Doc> docs() {
        return docs;
    }

    public int size() {
        return docs.size();
    }

    /** The records a list page's visit leaves; null for other pages. */
    public PageRecords records() {
        return records;
    }
}
