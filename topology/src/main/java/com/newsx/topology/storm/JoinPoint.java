package com.newsx.topology.storm;


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

    /**
     * @param fuseTasks       the fuse component's task ids
     * @param thisWorkerTasks the task ids running in the caller's worker
     */
    public JoinPoint(List<Integer> fuseTasks, Set<Integer> thisWorkerTasks) {
        if (fuseTasks.isEmpty()) {
            throw new IllegalArgumentException("the fuse component has no tasks");
        }
        this.candidates = LocalKeyGrouping.choose(fuseTasks, thisWorkerTasks);
    }

    /** The fuse task for this URL's halves. */
    public int taskFor(String url) {
        return candidates[Math.floorMod(url.hashCode(), candidates.length)];
    }
}
