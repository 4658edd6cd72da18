package com.newsx.topology.storm;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JoinPointTest {
    // two workers: tasks 1-10 in the first, 11-20 in the second; fuse tasks 7 (first) and 17 (second)
    private static final List<Integer> FUSE = List.of(17, 7);
    private static final Set<Integer> FIRST = Set.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    private static final Set<Integer> SECOND = Set.of(11, 12, 13, 14, 15, 16, 17, 18, 19, 20);

    @Test
    void pagesMeetInTheirOwnWorker() {
        JoinPoint first = new JoinPoint(FUSE, FIRST);
        JoinPoint second = new JoinPoint(FUSE, SECOND);
        for (int i = 0; i < 100; i++) {
            String url = "http://news" + i + ".example/a/" + i + ".html";
            assertEquals(7, first.taskFor(url));
            assertEquals(17, second.taskFor(url));
        }
    }

    @Test
    void theSameUrlAlwaysMeetsAtTheSameTaskAndTheLoadSpreads() {
        List<Integer> fuse = List.of(3, 4, 5, 6);
        JoinPoint lineBlockSide = new JoinPoint(fuse, Set.of(1, 2, 3, 4, 5, 6));
        JoinPoint densitySide = new JoinPoint(List.of(6, 5, 4, 3), Set.of(6, 5, 4, 3, 2, 1));
        Map<Integer, Integer> perTask = new HashMap<>();
        for (int i = 0; i < 4000; i++) {
            String url = "http://site" + (i % 37) + ".example/story-" + i;
            int task = lineBlockSide.taskFor(url);
            assertEquals(task, densitySide.taskFor(url), url);
            perTask.merge(task, 1, Integer::sum);
        }
        assertEquals(Set.of(3, 4, 5, 6), perTask.keySet());
        perTask.values().forEach(n -> assertTrue(n > 800, "uneven: " + perTask));
    }

    @Test
    void aWorkerWithoutFuseTasksSendsToAllOfThem() {
        JoinPoint p = new JoinPoint(FUSE, Set.of(21, 22));
        int a = p.taskFor("http://a.example/1");
        assertTrue(a == 7 || a == 17);
        assertThrows(IllegalArgumentException.class, () -> new JoinPoint(List.of(), FIRST));
    }
}
