package com.newsx.commands.cluster;

import org.apache.storm.generated.BoltAggregateStats;
import org.apache.storm.generated.CommonAggregateStats;
import org.apache.storm.generated.ComponentAggregateStats;
import org.apache.storm.generated.TopologyPageInfo;
import org.apache.storm.generated.WorkerSummary;

import java.util.Comparator;
import java.util.Map;
import java.util.TreeMap;

/**
 * A running topology's live figures as Nimbus aggregates them for its UI (the same numbers the Storm UI's
 * topology page shows, over the topology's whole life): per spout and bolt the executors, tuples emitted,
 * transferred, acked and failed, the spout's complete latency (seed read to last ack) and each bolt's process
 * latency and capacity (the share of the last 10 minutes its executors were busy: near 1 means add executors).
 */
final class TopologyFigures {
    private TopologyFigures() {
    }

    static String format(TopologyPageInfo info) {
        StringBuilder out = new StringBuilder();
        out.append(String.format("topology %s (%s): %s, up %s, %d workers, %d executors, %d tasks%n",
                info.get_name(), info.get_id(), info.get_status(), duration(info.get_uptime_secs()),
                info.get_num_workers(), info.get_num_executors(), info.get_num_tasks()));
        out.append(String.format("%-12s %5s %10s %11s %10s %8s %12s %9s%n",
                "component", "exec", "emitted", "transferred", "acked", "failed", "latency ms", "capacity"));
        rows(out, info.get_id_to_spout_agg_stats(), true);
        rows(out, info.get_id_to_bolt_agg_stats(), false);
        if (info.is_set_workers() && !info.get_workers().isEmpty()) {
            out.append("workers:\n");
            info.get_workers().stream()
                    .sorted(Comparator.comparing(WorkerSummary::get_host).thenComparingInt(WorkerSummary::get_port))
                    .forEach(w -> out.append(String.format("  %s:%d  up %s  %d executors  %.0f MB on-heap assigned  %s%n",
                            w.get_host(), w.get_port(), duration(w.get_uptime_secs()), w.get_num_executors(),
                            w.get_assigned_memonheap(), new TreeMap<>(w.get_component_to_num_tasks()))));
        }
        return out.toString();
    }

    private static void rows(StringBuilder out, Map<String, ComponentAggregateStats> stats, boolean spouts) {
        if (stats == null) {
            return;
        }
        new TreeMap<>(stats).forEach((id, s) -> {
            if (id.startsWith("__")) {
                return; // Storm's own acker and system components
            }
            CommonAggregateStats c = s.get_common_stats();
            String latency = "";
            String capacity = "";
            if (s.is_set_specific_stats()) {
                if (spouts && s.get_specific_stats().is_set_spout()) {
                    latency = String.format("%.1f", s.get_specific_stats().get_spout().get_complete_latency_ms());
                } else if (!spouts && s.get_specific_stats().is_set_bolt()) {
                    BoltAggregateStats b = s.get_specific_stats().get_bolt();
                    latency = String.format("%.1f", b.get_process_latency_ms());
                    capacity = String.format("%.3f", b.get_capacity());
                }
            }
            out.append(String.format("%-12s %5d %10d %11d %10d %8d %12s %9s%n", id, c.get_num_executors(),
                    c.get_emitted(), c.get_transferred(), c.get_acked(), c.get_failed(), latency, capacity));
            if (s.is_set_last_error() && s.get_last_error().is_set_error()) {
                String error = s.get_last_error().get_error();
                int nl = error.indexOf('\n');
                out.append("             last error: ").append(nl < 0 ? error : error.substring(0, nl)).append('\n');
            }
        });
    }

    static String duration(int secs) {
        if (secs < 60) {
            return secs + "s";
        }
        if (secs < 3600) {
            return (secs / 60) + "m" + (secs % 60) + "s";
        }
        return (secs / 3600) + "h" + (secs % 3600 / 60) + "m";
    }
}
