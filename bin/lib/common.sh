# bin/lib/common.sh - the helpers the scripts of bin/ share. Sourced with the name their messages start with:
#
#   . "$root/bin/lib/common.sh" bench
#
# (always give the name: sourced without arguments, the file would see the caller's own.)

newsx_me=$1
newsx_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

# die MESSAGE: "NAME: MESSAGE" on standard error, and exit code 1.
die() { printf '%s: %s\n' "$newsx_me" "$*" >&2; exit 1; }

# say MESSAGE: "NAME: MESSAGE" on standard error, so that notes on progress stay out of a report on standard output.
say() { printf '%s: %s\n' "$newsx_me" "$*" >&2; }

# stop_pid PID NAME [SECONDS]: TERM, then KILL if the process is still there after SECONDS (default 20). An empty
# or dead PID is nothing to do.
stop_pid() {
  local pid=$1 name=$2 seconds=${3:-20}
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq $((seconds * 5))); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.2; done
  say "$name (pid $pid) did not stop on TERM; killing it"
  kill -KILL "$pid" 2>/dev/null || true
}

# port_open PORT: whether something listens on 127.0.0.1:PORT.
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# on_exit FUNCTION: FUNCTION runs once when the script ends - at its end, at an error under set -e, or at INT or
# TERM (exit code 130) - and the script's exit code stays what it was before FUNCTION ran.
on_exit() {
  newsx_exit_function=$1
  trap newsx_run_exit_function EXIT
  trap 'exit 130' INT TERM
}
newsx_run_exit_function() {
  local rc=$?
  trap - EXIT INT TERM
  "$newsx_exit_function"
  exit $rc
}

# jvm_options NAME [VARIABLE]: the value of the environment VARIABLE when it is set (empty too: the JVM's own
# defaults), else the options of conf/jvm/NAME.options on one line (one option a line there; blank lines and lines
# starting with # left out). In a command substitution, follow it with || exit 1: die ends only the subshell.
jvm_options() {
  if [[ -n "${2:-}" && -n "${!2+set}" ]]; then
    printf '%s\n' "${!2}"
    return
  fi
  local file="$newsx_root/conf/jvm/$1.options"
  [[ -f "$file" ]] || die "no JVM options file $file"
  sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' -e '/^#/d' -e '/^$/d' "$file" | paste -sd' ' -
}

# ---------------------------------------------------------------- the benches' runs (bin/lib/bench-*)

# start_services: Kafka and Elasticsearch (bin/services start) unless they are up; started_services=1 records that
# this run started them, for stop_started_services at its end.
start_services() {
  if "$newsx_root/bin/services" status >/dev/null 2>&1; then
    say "Kafka and Elasticsearch are running; leaving them running"
  else
    "$newsx_root/bin/services" start >&2
    started_services=1
  fi
}

stop_started_services() {
  [[ ${started_services:-0} == 1 ]] || return 0
  say "stopping the services this run started"
  "$newsx_root/bin/services" stop >&2 || true
}

# delete_indices ES PATTERNS: deletes the indices matching the comma-separated PATTERNS, when Elasticsearch at ES
# answers (asked at _cluster/health: the node here answers GET / with 405, which once left every run's indices behind).
delete_indices() {
  curl -fsS -o /dev/null "$1/_cluster/health" 2>/dev/null || return 0
  local idx=""
  idx=$(curl -fsS "$1/_cat/indices/$2?h=index" 2>/dev/null | paste -sd, -) || true
  [[ -z "$idx" ]] || curl -fsS -o /dev/null -X DELETE "$1/$idx" || true
}

# bench_report CLASS ARGS...: a report class of tools/ (com.newsx.tools.bench.CLASS) over a run's files, in a small
# JVM of its own whatever NEWSX_JAVA_OPTS gives the crawler (a GC log file named there, say).
bench_report() {
  local class=$1; shift
  NEWSX_JAVA_OPTS=-Xmx256m "$newsx_root/bin/lib/run-module" tools "com.newsx.tools.bench.$class" "$@"
}
