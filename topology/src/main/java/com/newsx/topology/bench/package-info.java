/** Benchmarks of the crawl's own parts, run as commands (bin/bench split). */
package com.newsx.topology.bench;
