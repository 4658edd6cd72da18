#!/usr/bin/env python3
"""Another tenant on the machine, for bin/bench crawl --taken: one busy process per core, each busy its share of
every 10 ms (CPU time), so that the crawl meets the slower machine of a busy day on demand. Runs at nice -10 when allowed
(root), so the share is taken even while the crawl keeps every core busy; until its process group is killed."""
import os
import sys
import time


def main():
    cores = float(sys.argv[1])
    n = os.cpu_count() or 1
    duty = min(1.0, cores / n)
    os.setpgrp()  # one group with its busy processes: killing the group ends them all
    for cpu in range(n):
        if os.fork() == 0:
            try:
                os.nice(-10)
            except PermissionError:
                pass  # as another user: the share is asked for at the default priority
            os.sched_setaffinity(0, {cpu})
            period = time.perf_counter()
            while True:
                # CPU time, not wall time: preempted by the crawl, it still takes its share of each period
                used = time.process_time() + duty * 0.01
                while time.process_time() < used:
                    pass
                period += 0.01
                time.sleep(max(0.0, period - time.perf_counter()))
                period = max(period, time.perf_counter() - 0.01)  # no debt carried past one period
    os.wait()


if __name__ == "__main__":
    main()
