package com.newsx.topology.replay;

import com.codahale.metrics.Counter;
import com.newsx.topology.storm.PageLinks;
import com.newsx.topology.storm.RecordingCollector;
import com.newsx.topology.storm.Streams;
import com.newsx.topology.storm.TestTuples;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LinkSinkTest {
    @Test
    void aPagesLinksAreSettledAsStoredSoItsOutcomeMayBeFinalAndNoneIsWritten() {
        PageLinks pages = new PageLinks(System::currentTimeMillis, 60_000);
        RecordingCollector rec = new RecordingCollector();
        Counter dropped = new Counter();
        LinkSink sink = new LinkSink();
        sink.prepare(rec.collector(), pages, dropped);
        pages.sending("http://a.example/list");
        assertEquals(PageLinks.State.PENDING, pages.state("http://a.example/list"));
        Tuple t = TestTuples.of(Streams.CLEAN, Streams.OUTLINK, Streams.OUTLINK_FIELDS, "http://a.example/list", 3,
                "http://a.example/list", new String[]{"http://a.example/1", "http://a.example/2"}, null);
        sink.execute(t);
        assertEquals(PageLinks.State.STORED, pages.state("http://a.example/list"));
        assertTrue(rec.acked.contains(t));
        assertTrue(rec.emits.isEmpty(), "nothing goes on");
        assertEquals(2, dropped.getCount());
    }
}
