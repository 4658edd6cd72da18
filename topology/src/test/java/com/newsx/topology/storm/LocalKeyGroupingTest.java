package com.newsx.topology.storm;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LocalKeyGroupingTest {
    @Test
    void targetsAreTheSendersWorkersTasksWhenItHasAny() {
        assertArrayEquals(new int[]{4, 9}, LocalKeyGrouping.choose(List.of(9, 14, 4, 19), Set.of(1, 4, 5, 9)));
        assertArrayEquals(new int[]{4, 9, 14, 19}, LocalKeyGrouping.choose(List.of(9, 14, 4, 19), Set.of(2, 3)));
    }

    @Test
    void aKeyAlwaysGoesToTheSameTaskAndKeysSpreadOverAll() {
        LocalKeyGrouping g = new LocalKeyGrouping(1, new int[]{4, 9, 14});
        Map<Integer, Integer> perTask = new HashMap<>();
        for (int i = 0; i < 3000; i++) {
            String url = "http://site" + (i % 41) + ".example/page-" + i;
            List<Integer> first = g.chooseTasks(7, List.of("status", url, 200));
            assertEquals(first, g.chooseTasks(8, List.of("other", url, 404)), "the key alone decides");
            perTask.merge(first.get(0), 1, Integer::sum);
        }
        assertEquals(Set.of(4, 9, 14), perTask.keySet());
        perTask.values().forEach(n -> assertTrue(n > 800, "uneven: " + perTask));
    }
}
