package com.newsx.topology.metrics;

/**
 * A Storm v2 metric name taken apart. Storm names a task's metric
 * {@code storm.topology.<topology>.<host>.<component>.<task>.<port>-<name>}; the host may hold dots, so the
 * parts are read from the right. A metric registered as a set of one under an empty key (a histogram with its
 * own reservoir, see {@link com.newsx.topology.storm.BoltMetrics#register}) ends in the set's '.', dropped here.
 *
 * @param component the component id
 * @param task      the task id
 * @param name      the metric's own name, as the bolt registered it
 */
public record MetricName(String component, int task, String name) {
    /** The parts, or null for a name of another shape (Storm's own worker metrics). */
    public static MetricName parse(String full) {
        int dash = full.lastIndexOf('-');
        if (dash < 0 || !(full.startsWith("storm.topology.") || full.startsWith("storm.worker."))) {
            return null;
        }
        String[] parts = full.substring(0, dash).split("\\.");
        if (parts.length < 6) {
            return null;
        }
        try {
            int task = Integer.parseInt(parts[parts.length - 2]);
            Integer.parseInt(parts[parts.length - 1]); // the port
            String name = full.endsWith(".") ? full.substring(dash + 1, full.length() - 1) : full.substring(dash + 1);
            return new MetricName(parts[parts.length - 3], task, name);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
