package com.newsx.topology.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Where a page's two halves meet: one fuse task, chosen once by the cleaning step and carried by the page, so
 * both algorithm bolts send their half to the same task. The choice is among the fuse tasks in the cleaning
 * step's own worker when it has any (the page, which rides with the density half, then never crosses workers),
 * else among all of them; within the candidates the URL's hash picks, so the load spreads evenly.
 */
public final class JoinPoint {
    private final int[] candidates;
    private final boolean local;

    /**
     * @param fuseTasks       the fuse component's task ids
     * @param thisWorkerTasks the task ids running in the caller's worker
     */
    public JoinPoint(List<Integer> fuseTasks, Set<Integer> thisWorkerTasks) {
        if (fuseTasks.isEmpty()) {
            throw new IllegalArgumentException("the fuse component has no tasks");
        }
        List<Integer> local = new ArrayList<>();
        for (Integer task : fuseTasks) {
            if (thisWorkerTasks.contains(task)) {
                local.add(task);
            }
        }
        this.local = !local.isEmpty();
        List<Integer> chosen = this.local ? local : fuseTasks;
        this.candidates = chosen.stream().sorted().mapToInt(Integer::intValue).toArray();
    }

    /** The fuse task for this URL's halves. */
    public int taskFor(String url) {
        return candidates[Math.floorMod(url.hashCode(), candidates.length)];
    }

    /** False when the caller's worker has no fuse task (e.g. rebalanced to more workers than tasks): pages then cross. */
    public boolean local() {
        return local;
    }
}
