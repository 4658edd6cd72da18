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

    @Test
    void documentsCrossWorkersWithTheirVisitStamp() {
        PageDocuments p = new PageDocuments(List.of(new PageDocuments.Doc("news-records", "r1", "{\"a\":1}".getBytes())),
                1_700_000_000_123L);
        PageDocuments back = across(p);
        assertEquals(1_700_000_000_123L, back.visit());
        assertEquals("r1", back.docs().get(0).id());
        assertArrayEquals("{\"a\":1}".getBytes(), back.docs().get(0).json());
        PageDocuments both = across(p.leaving(new PageRecords("r1", List.of(2))).withVisit(42));
        assertEquals(42, both.visit());
        assertEquals(new PageRecords("r1", List.of(2)), both.records(), "a stamp keeps the records, and back");
    }
}
