package com.newsx.topology.outlinks;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class OutlinkCapTest {

    @Test
    void linksOverTheAdmissionCapAreNotWritten() {
        String ok = "http://a.example/" + "x".repeat(8192 - 17);
        String tooLong = ok + "y";
        String huge = "http://a.example/" + "z".repeat(2_000_000); // over Kafka's 1 MB record size
        assertEquals(8192, ok.length());
        assertEquals(List.of("http://a.example/1", ok, "http://a.example/2"),
                new OutlinkCap(8192).within(new String[]{"http://a.example/1", tooLong, ok, huge, "http://a.example/2"}));
    }
}
