package com.newsx.topology.doc;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;

import java.util.ArrayList;
import java.util.List;

/**
 * A page's documents across workers: their visit's stamp, then index, id and JSON bytes each, then the records a list
 * page's visit leaves (registered with Storm's Kryo).
 */
public final class PageDocumentsSerializer extends Serializer<PageDocuments> {
    @Override
    public void write(Kryo kryo, Output out, PageDocuments p) {
        out.writeLong(p.visit());
        out.writeVarInt(p.size(), true);
        for (PageDocuments.Doc d : p.docs()) {
            out.writeString(d.index());
            out.writeString(d.id());
            out.writeVarInt(d.json().length, true);
            out.writeBytes(d.json());
        }
        PageRecords r = p.records();
        out.writeBoolean(r != null);
        if (r != null) {
            out.writeString(r.index());
            out.writeVarInt(r.rows().size(), true);
            for (int rows : r.rows()) {
                out.writeVarInt(rows, true);
            }
        }
    }

    @Override
    public PageDocuments read(Kryo kryo, Input in, Class<? extends PageDocuments> type) {
        long visit = in.readLong();
        int n = in.readVarInt(true);
        List<PageDocuments.Doc> docs = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String index = in.readString();
            String id = in.readString();
            docs.add(new PageDocuments.Doc(index, id, in.readBytes(in.readVarInt(true))));
        }
        PageRecords records = null;
        if (in.readBoolean()) {
            String index = in.readString();
            int regions = in.readVarInt(true);
            List<Integer> rows = new ArrayList<>(regions);
            for (int i = 0; i < regions; i++) {
                rows.add(in.readVarInt(true));
            }
            records = new PageRecords(index, rows);
        }
        return new PageDocuments(docs, records, visit);
    }
}
