package com.newsx.topology.doc;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class PageDocumentsSerializerTest {
    private static PageDocuments across(PageDocuments p) {
        PageDocumentsSerializer s = new PageDocumentsSerializer();
        Output out = new Output(256, -1);
        s.write(new Kryo(), out, p);
        return s.read(new Kryo(), new Input(out.toBytes()), PageDocuments.class);
    }

    @Test
    void aListPagesDocumentsCrossWithTheRecordsItsVisitLeaves() {
        PageDocuments p = new PageDocuments(List.of(new PageDocuments.Doc("r1", "id-0-0", "{}".getBytes())),
                new PageRecords("r1", List.of(1, 0, 7)));
        PageDocuments back = across(p);
        assertEquals("id-0-0", back.docs().get(0).id());
        assertArrayEquals("{}".getBytes(), back.docs().get(0).json());
        assertEquals(p.records(), back.records());
        assertEquals(PageRecords.none(), across(p.leaving(PageRecords.none())).records());
        assertNull(across(new PageDocuments(List.of())).records(), "an article page's: no records to replace");
    }
}
