# bin/lib/bench-web.sh - sourced by bin/lib/bench-crawl and bin/lib/bench-stormcrawler: the bench web of
# ../shared/bench started the same way for both crawls. Needs bin/lib/common.sh (die, say, port_open, bench_report)
# and these variables of the caller: bench_web out hosts pages port port_given latency seconds sitemaps; sets web_pid
# (and port, when the given one was taken).

# The bench web in the background, listening once this returns; rendering 10,000 pages takes about 35 s.
start_bench_web() {
  if port_open "$port"; then
    [[ $port_given == 0 ]] || die "port $port is taken (another bench web?); give another --port"
    for ((p = port + 1; p < port + 100; p++)); do port_open "$p" || break; done
    say "port $port is taken; the bench web listens on $p (the URLs carry the port)"
    port=$p
  fi
  web_args=(serve --hosts "$hosts" --pages "$pages" --port "$port" --latency-ms "$latency" --ttl $((seconds + 900))
    --stats-out "$out/web-stats.json")
  if [[ $sitemaps == on ]]; then
    python3 "$bench_web/benchweb.py" "${web_args[@]}" >"$out/web.log" 2>&1 &
  else
    # The same web with robots.txt naming no sitemap: works for any revision of the crawler, as no setting has to exist.
    python3 -c '
import sys
sys.path.insert(0, sys.argv[1])
import benchweb
benchweb.Renderer.robots = lambda self, hidx: "User-agent: *\nAllow: /\n"
sys.argv = ["benchweb.py"] + sys.argv[2:]
benchweb.main()' "$bench_web" "${web_args[@]}" >"$out/web.log" 2>&1 &
  fi
  web_pid=$!
  say "bench web (pid $web_pid) rendering $pages pages for $hosts hosts ..."
  for ((i = 0; i < 600; i++)); do
    grep -q 'serving on' "$out/web.log" 2>/dev/null && break
    kill -0 "$web_pid" 2>/dev/null || { cat "$out/web.log" >&2; die "the bench web exited"; }
    sleep 0.5
  done
  grep -q 'serving on' "$out/web.log" || die "the bench web did not start listening in 300 s (log: $out/web.log)"
  sed -n '1p' "$out/web.log" >&2
}

# What the bench web saw (it writes its summary when stopped).
print_web_stats() {
  [[ -f "$out/web-stats.json" ]] || return 0
  bench_report BenchWebReport "$out/web-stats.json"
}

# print_rates crawl-status|stormcrawler [--cold]: the headline, pages/s 10-90 % served by the bench web by its own
# count beside the crawler's completed figure; also added to the run's summary.txt (served_pages_per_s) for --compare.
# After the web has stopped: it writes its stats only then.
print_rates() {
  bench_report RateHeadline "$out/web-stats.json" "$out/summary.txt" "$@"
}
