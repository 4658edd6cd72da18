package com.newsx.topology.storm;

import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.task.WorkerTopologyContext;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A fields grouping on one field among the target tasks in the sender's own worker (all of them when the worker
 * has none): the same key always reaches the same task, as with Storm's fields grouping, as long as it is always
 * sent from the same worker - which holds for the crawl's URLs (a Kafka partition is read by one spout task; a
 * URL's fates after admission all come from its fetch task's worker). Nothing crosses workers for it.
 */
public final class LocalKeyGrouping implements CustomStreamGrouping {
    private static final long serialVersionUID = 1L;
    private final String field;
    private int index = -1;
    private int[] targets;

    public LocalKeyGrouping(String field) {
        this.field = field;
    }

    /** Prepared by hand (tests): the key at this position, these targets. */
    LocalKeyGrouping(int index, int[] targets) {
        this.field = null;
        this.index = index;
        this.targets = targets;
    }

    @Override
    public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
        index = context.getComponentOutputFields(stream).fieldIndex(field);
        targets = choose(targetTasks, new HashSet<>(context.getThisWorkerTasks()));
    }

    /** The worker-local targets, sorted, or all of them when none is local. */
    public static int[] choose(List<Integer> targetTasks, Set<Integer> thisWorker) {
        List<Integer> local = new ArrayList<>();
        for (Integer t : targetTasks) {
            if (thisWorker.contains(t)) {
                local.add(t);
            }
        }
        return (local.isEmpty() ? targetTasks : local).stream().sorted().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public List<Integer> chooseTasks(int taskId, List<Object> values) {
        return List.of(targets[Math.floorMod(String.valueOf(values.get(index)).hashCode(), targets.length)]);
    }
}
