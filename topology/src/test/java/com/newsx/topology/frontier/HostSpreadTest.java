package com.newsx.topology.frontier;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class HostSpreadTest {
    private static DueUrl due(String host, int n) {
        return new DueUrl(host + n, "http://" + host + "/" + n, host, 1, "http://" + host + "/", null, 0, n, null, null, -1);
    }

    @Test
    void oneBusyHostCannotFillTheBatch() {
        List<DueUrl> due = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            due.add(due("busy.example", i));
        }
        due.add(due("quiet.example", 99));
        due.add(due("other.example", 100));
        List<DueUrl> batch = new HostSpread(3).pick(due);
        assertEquals(List.of("busy.example0", "busy.example1", "busy.example2", "quiet.example99", "other.example100"),
                batch.stream().map(DueUrl::id).toList(), "the busy host's oldest three, then the others, in order");
    }
}
