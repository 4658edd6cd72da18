package com.newsx.tools.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU time and memory of one process from Linux's /proc: utime+stime in clock ticks, resident set now
 * (VmRSS) and its peak since the process started (VmHWM), in kB. A process that is gone reads as not alive.
 */
record ProcStats(boolean alive, long cpuTicks, long rssKb, long hwmKb) {
    static final ProcStats GONE = new ProcStats(false, 0, 0, 0);

    static ProcStats read(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            String status = Files.readString(Path.of("/proc", Long.toString(pid), "status"));
            return new ProcStats(true, cpuTicks(stat), kb(status, "VmRSS:"), kb(status, "VmHWM:"));
        } catch (IOException | RuntimeException e) {
            return GONE; // exited between two samples, or never was
        }
    }

    /**
     * The ticks all CPUs of the machine spent busy (user, nice, system, irq, softirq, steal: the first line of
     * /proc/stat without idle and iowait), or -1 where it cannot be read. Beside the processes' own figures it shows
     * what else took the cores: kernel threads (the writeback of Elasticsearch's files), the bench itself.
     */
    static long machineBusyTicks() {
        try {
            return busyTicks(Files.readAllLines(Path.of("/proc/stat")).get(0));
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    static long busyTicks(String cpuLine) {
        String[] f = cpuLine.strip().split("\\s+");
        long busy = 0;
        for (int i : new int[]{1, 2, 3, 6, 7, 8}) {
            busy += i < f.length ? Long.parseLong(f[i]) : 0;
        }
        return busy;
    }

    /** utime + stime (fields 14 and 15); the command name before them may hold spaces, so count from its ')'. */
    static long cpuTicks(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]);
    }

    static long kb(String status, String field) {
        for (String line : status.split("\n")) {
            if (line.startsWith(field)) {
                return Long.parseLong(line.substring(field.length()).replace("kB", "").strip());
            }
        }
        return 0; // kernel threads and zombies have no memory lines
    }
}
