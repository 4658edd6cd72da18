/**
 * The crawl's benches, run by bin/bench: the measuring half of {@code bin/bench crawl} (URLs per status, CPU and
 * memory per process and per thread group, the steady-state rate, the report), what splitting extraction over
 * bolts costs ({@code bin/bench split}), and the URLs-per-status command bin/demo ends with.
 */
package com.newsx.tools.bench;
