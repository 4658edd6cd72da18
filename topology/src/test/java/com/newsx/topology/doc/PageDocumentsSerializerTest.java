package com.newsx.topology.doc;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class PageDocumentsSerializerTest {
    @Test
    void documentsCrossWorkersWithTheirVisitStamp() {
        PageDocuments p = new PageDocuments(List.of(new PageDocuments.Doc("news-records", "r1", "{\"a\":1}".getBytes())),
                1_700_000_000_123L);
        PageDocumentsSerializer s = new PageDocumentsSerializer();
        Kryo kryo = new Kryo();
        Output out = new Output(256, -1);
        s.write(kryo, out, p);
        PageDocuments back = s.read(kryo, new Input(out.toBytes()), PageDocuments.class);
        assertEquals(1_700_000_000_123L, back.visit());
        assertEquals("r1", back.docs().get(0).id());
        assertArrayEquals("{\"a\":1}".getBytes(), back.docs().get(0).json());
    }
}
