/**
 * The crawl's benches, run by bin/bench: the measuring half of {@code bin/bench crawl} (URLs per status, CPU and
 * memory per process and per thread group, the steady-state rate, the report), what splitting extraction over
 * bolts costs ({@code bin/bench split}), the URLs-per-status command bin/demo ends with, and the reports the bench
 * scripts print over a run's files ({@link com.newsx.tools.bench.FreshnessReport}, {@link
 * com.newsx.tools.bench.EsIndexTimes}, {@link com.newsx.tools.bench.GcPauses}, {@link
 * com.newsx.tools.bench.BenchWebReport}, {@link com.newsx.tools.bench.WarmUpSummary}), in the format their Python
 * and awk forerunners printed, and {@link com.newsx.tools.bench.SoakReport}'s of {@code bin/bench soak}.
 */
package com.newsx.tools.bench;
