package com.newsx.topology.parse;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.newsx.extractor.page.PageType;
import com.newsx.extractor.stages.CleanedPage;
import com.newsx.extractor.stages.DomCodec;

import java.util.ArrayList;
import java.util.List;

/**
 * How a cleaned page crosses workers (registered with Storm's Kryo; never Java serialization): the cleaned DOM as
 * {@link DomCodec}'s compact pre-order bytes, the fields as strings, the landmarks as index positions, the links and
 * the query of a results page.
 * The line index and the data regions stay behind: the receiving step rebuilds the index from the DOM (cheaper
 * than carrying it) and the records step finds the regions again.
 */
public final class CleanedPageSerializer extends Serializer<CleanedPage> {
    @Override
    public void write(Kryo kryo, Output out, CleanedPage p) {
        out.writeString(p.url());
        byte[] dom = DomCodec.encode(p.doc());
        out.writeVarInt(dom.length, true);
        out.writeBytes(dom);
        out.writeString(p.title());
        out.writeString(p.publishTime());
        out.writeString(p.author());
        out.writeString(p.source());
        out.writeVarInt(p.titlePos() + 1, true);
        out.writeVarInt(p.timePos() + 1, true);
        out.writeVarInt(p.metaPos().length, true);
        for (int m : p.metaPos()) {
            out.writeVarInt(m + 1, true);
        }
        out.writeString(p.description());
        out.writeVarInt(p.type().ordinal(), true);
        out.writeBoolean(p.toRecords());
        out.writeVarInt(p.links().size(), true);
        for (String l : p.links()) {
            out.writeString(l);
        }
        out.writeString(p.query());
        out.writeString(p.storyText());
    }

    @Override
    public CleanedPage read(Kryo kryo, Input in, Class<? extends CleanedPage> type) {
        String url = in.readString();
        byte[] dom = in.readBytes(in.readVarInt(true));
        String title = in.readString();
        String time = in.readString();
        String author = in.readString();
        String source = in.readString();
        int titlePos = in.readVarInt(true) - 1;
        int timePos = in.readVarInt(true) - 1;
        int[] meta = new int[in.readVarInt(true)];
        for (int i = 0; i < meta.length; i++) {
            meta[i] = in.readVarInt(true) - 1;
        }
        String description = in.readString();
        PageType pageType = PageType.values()[in.readVarInt(true)];
        boolean toRecords = in.readBoolean();
        int n = in.readVarInt(true);
        List<String> links = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            links.add(in.readString());
        }
        String query = in.readString();
        String storyText = in.readString();
        return new CleanedPage(url, DomCodec.decode(dom), null, title, time, author, source, titlePos, timePos, meta,
                description, pageType, toRecords, null, null, links, query == null ? "" : query,
                storyText);
    }
}
