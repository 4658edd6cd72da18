# Sourced by bin/services (after bin/lib/common.sh): a multi-process Storm cluster on 127.0.0.1 (NEWSX_STORM_BIND), each
# daemon in its own JVM.
#
#   zookeeper   ZooKeeper's own ZooKeeperServerMain (Storm's shaded copy), data in $DATA/storm/zookeeper, on $BIND only
#               (Storm's DevZookeeper listens on every interface and has no setting to change that)
#   nimbus      org.apache.storm.daemon.nimbus.Nimbus
#   supervisor  org.apache.storm.daemon.supervisor.Supervisor, with $SLOTS worker slots from $SLOT_PORT on
#
# Nimbus's and the Supervisor's thrift ports and each worker's slot port listen on $BIND only too: Storm 2.8.3 binds
# them on every interface and has no setting for it, so storm.yaml names the two plugins of storm-bind/ instead
# (storm.thrift.transport, storm.messaging.transport), whose jar is put in extlib/ (the daemons' and the workers'
# classpath); they read the address from newsx.storm.bind-address.
#
# The installation is laid out from Maven Central alone (bin/lib/storm-pom.xml) the way the supervisor
# expects a STORM_HOME: lib/ (daemons), lib-worker/ (put on every worker's classpath before the topology
# jar), extlib/, conf/storm.yaml, log4j2/worker.xml. The Storm UI is not on Maven Central, so it is not run.
#
# Workers are the supervisor's children in spirit only (separate JVMs that outlive it), so 'stop' also ends
# the workers this supervisor launched: by the PIDs it records under storm.local.dir, then any process left
# whose command line names this installation's storm.home.

STORM_DAEMONS=(zookeeper nimbus supervisor)
STORM_DATA=$DATA/storm
STORM_LOGS=$LOGS/storm

storm_fetch() {
  if [ -f "$STORM_HOME/lib/storm-core-$STORM_VERSION.jar" ] && [ -f "$STORM_HOME/lib-worker/storm-client-$STORM_VERSION.jar" ]; then
    return
  fi
  check_disk
  mkdir -p "$LOGS"
  show "fetching Storm $STORM_VERSION from Maven Central (first run only) ..."
  local profile
  for profile in daemon worker; do
    if ! mvn -B -q -f "$ROOT/bin/lib/storm-pom.xml" package -P"$profile" -Dstorm.home="$STORM_HOME" \
        >"$LOGS/storm-fetch.log" 2>&1; then
      tail -n 20 "$LOGS/storm-fetch.log" >&2
      die "Storm download failed (full log: $LOGS/storm-fetch.log). Check that Maven Central is reachable, then run 'bin/services start storm' again."
    fi
  done
}

# The jar of storm-bind/ (the plugins that bind the daemons' and workers' ports to $BIND), built again when its
# sources changed since, and put in extlib/ in place of any earlier one.
storm_bind_jar() {
  local jar="$ROOT/storm-bind/target/newsx-storm-bind-$PROJECT_VERSION.jar"
  if [ ! -f "$jar" ] || [ -n "$(find "$ROOT/storm-bind/src/main" "$ROOT/storm-bind/pom.xml" -newer "$jar" -print -quit)" ]; then
    show "building the Storm bind-address plugins (storm-bind) ..."
    mkdir -p "$LOGS"
    mvn -B -q -f "$ROOT/pom.xml" -pl storm-bind package -DskipTests >"$LOGS/storm-bind-build.log" 2>&1 \
      || die "building storm-bind failed (log: $LOGS/storm-bind-build.log)"
  fi
  mkdir -p "$STORM_HOME/extlib"
  rm -f "$STORM_HOME"/extlib/newsx-storm-bind-*.jar
  cp "$jar" "$STORM_HOME/extlib/"
}

storm_prepare() {
  mkdir -p "$STORM_HOME/conf" "$STORM_HOME/extlib" "$STORM_HOME/log4j2" "$STORM_DATA" "$STORM_LOGS" "$RUN"
  cp "$ROOT/conf/services/storm-cluster.xml" "$STORM_HOME/log4j2/cluster.xml"
  cp "$ROOT/conf/services/storm-worker.xml" "$STORM_HOME/log4j2/worker.xml"
  local ports="" i
  for ((i = 0; i < SLOTS; i++)); do ports+="${ports:+, }$((SLOT_PORT + i))"; done
  cat >"$STORM_HOME/conf/storm.yaml" <<EOF
# Written by 'bin/services start storm'; change the NEWSX_* settings instead (bin/services --help).
storm.zookeeper.servers: ["$STORM_HOST"]
storm.zookeeper.port: $ZK_PORT
nimbus.seeds: ["$STORM_HOST"]
nimbus.thrift.port: $NIMBUS_PORT
supervisor.thrift.port: $SUPERVISOR_PORT
supervisor.slots.ports: [$ports]
storm.local.dir: "$STORM_DATA/local"
# The address the daemons and workers announce to each other.
storm.local.hostname: "$STORM_HOST"
# The address Nimbus's and the Supervisor's thrift ports and the worker slots listen on (NEWSX_STORM_BIND; 0.0.0.0:
# every interface). Storm 2.8.3 has no setting for it: the plugins of storm-bind/ (extlib/) read this one. Clients
# need no plugin: the wire is Storm's own (docs/cluster.md, What listens where).
newsx.storm.bind-address: "$BIND"
storm.thrift.transport: "com.newsx.stormbind.BoundTransportPlugin"
storm.messaging.transport: "com.newsx.stormbind.BoundMessagingContext"
storm.log.dir: "$STORM_LOGS"
# The even scheduler honours topology.workers (the resource-aware default packs executors by memory instead),
# so the crawl's topology.workers setting and 'bin/submit --rebalance --workers N' mean what they say.
storm.scheduler: "org.apache.storm.scheduler.DefaultScheduler"
worker.heap.memory.mb: $WORKER_HEAP_MB
# Storm's default worker options include GC flags that Java 17 refuses; deep pages need a large stack. The collector
# and JIT flags are bin/crawl's (NEWSX_STORM_WORKER_JVM; docs/cluster.md).
worker.childopts: "-Xmx%HEAP-MEM%m -Xss16m${WORKER_JVM:+ $WORKER_JVM} -XX:+HeapDumpOnOutOfMemoryError -XX:HeapDumpPath=artifacts/heapdump"
# Live figures (bin/submit --status): workers send their executors' counters to ZooKeeper this often (Storm's
# default is 60 s). They count a sample of the tuples (Storm's 5%, scaled up): counting every one cost a third
# of the bench crawl's pages/s (48 against 73 pages/s, one worker), though small crawls then read in steps of 20.
executor.metrics.frequency.secs: 10
topology.stats.sample.rate: ${NEWSX_STORM_STATS_SAMPLE_RATE:-0.05}
# A killed worker is noticed by its missing process at once; a hung one by missing heartbeats after this.
supervisor.worker.timeout.secs: 30
EOF
  cat >"$STORM_HOME/conf/zoo.cfg" <<EOF
# Written by 'bin/services start storm': Storm's ZooKeeper, listening on NEWSX_STORM_BIND only.
dataDir=$STORM_DATA/zookeeper
clientPort=$ZK_PORT
clientPortAddress=$BIND
tickTime=2000
maxClientCnxns=0
# no admin web server (it would take port 8080 on every interface)
admin.enableServer=false
EOF
}

storm_cp() { echo "$STORM_HOME/lib/*:$STORM_HOME/extlib/*:$STORM_HOME/conf"; }

storm_main() {
  case $1 in
    zookeeper) echo org.apache.storm.shade.org.apache.zookeeper.server.ZooKeeperServerMain;;
    nimbus) echo org.apache.storm.daemon.nimbus.Nimbus;;
    supervisor) echo org.apache.storm.daemon.supervisor.Supervisor;;
  esac
}

# The daemons answer on the address they announce (loopback unless NEWSX_STORM_BIND names another).
storm_answers() { (exec 3<>"/dev/tcp/$STORM_HOST/$1") 2>/dev/null; }

storm_args() { [ "$1" != zookeeper ] || echo "$STORM_HOME/conf/zoo.cfg"; }

storm_port() {
  case $1 in zookeeper) echo "$ZK_PORT";; nimbus) echo "$NIMBUS_PORT";; supervisor) echo "$SUPERVISOR_PORT";; esac
}

# Launch one daemon in the background; its working folder is its own (Nimbus keeps a metrics store there).
storm_launch() {
  local d=$1
  mkdir -p "$STORM_DATA/$d"
  : >"$STORM_LOGS/$d.log"
  (cd "$STORM_DATA/$d" && exec nohup "$(java_home)/bin/java" -server -Xms"$STORM_HEAP" -Xmx"$STORM_HEAP" \
    -Dstorm.home="$STORM_HOME" -Dstorm.log.dir="$STORM_LOGS" -Dlogfile.name="$d.log" \
    -Dlog4j.configurationFile="$STORM_HOME/log4j2/cluster.xml" -Djava.net.preferIPv4Stack=true \
    -cp "$(storm_cp)" "$(storm_main "$d")" $(storm_args "$d") >"$STORM_LOGS/$d.out" 2>&1 </dev/null) &
  echo $! >"$RUN/storm-$d.pid"
}

storm_wait() { # daemon: up when its port answers (the supervisor also when it has registered)
  local d=$1 pid; pid=$(read_pid "storm-$d")
  local ok=(storm_answers "$(storm_port "$d")")
  if ! wait_until 90 "$d" "${ok[@]}"; then
    tail -n 30 "$STORM_LOGS/$d.out" "$STORM_LOGS/$d.log" >&2 2>/dev/null || true
    pid_alive "$pid" && kill "$pid" 2>/dev/null
    rm -f "$RUN/storm-$d.pid"
    die "storm $d did not start within 90 s (logs: $STORM_LOGS/$d.log, $STORM_LOGS/$d.out)"
  fi
}

storm_start() {
  local running=() d pid
  for d in "${STORM_DAEMONS[@]}"; do
    pid=$(read_pid "storm-$d")
    if pid_alive "$pid"; then running+=("$d"); fi
  done
  show "storm: home $STORM_HOME"
  if [ ${#running[@]} -eq ${#STORM_DAEMONS[@]} ]; then
    show "storm: already running (nimbus $STORM_HOST:$NIMBUS_PORT)"; return
  elif [ ${#running[@]} -gt 0 ]; then
    die "storm is partly running (${running[*]}): run 'bin/services stop storm' first"
  fi
  check_port_free "storm zookeeper" "$ZK_PORT"
  check_port_free "storm nimbus" "$NIMBUS_PORT"
  check_port_free "storm supervisor" "$SUPERVISOR_PORT"
  local i
  for ((i = 0; i < SLOTS; i++)); do check_port_free "storm worker slot" "$((SLOT_PORT + i))"; done
  storm_fetch
  storm_bind_jar
  storm_prepare
  local t0; t0=$(now_ms)
  storm_launch zookeeper
  storm_wait zookeeper
  # Nimbus and the supervisor need only ZooKeeper: start them side by side.
  storm_launch nimbus
  storm_launch supervisor
  storm_wait nimbus
  storm_wait supervisor
  local ms=$(( $(now_ms) - t0 ))
  [ -z "$MARK" ] || echo storm >>"$MARK"
  for d in "${STORM_DAEMONS[@]}"; do
    pid=$(read_pid "storm-$d")
    printf 'storm %s: pid %s, %s MB RSS, %s:%s\n' "$d" "$pid" "$(rss_mb "$pid")" "$STORM_HOST" "$(storm_port "$d")"
  done
  printf 'storm: started in %d.%01d s; worker slots %s..%s; submit with bin/submit (NEWSX_NIMBUS_PORT=%s)\n' \
    $((ms / 1000)) $((ms % 1000 / 100)) "$SLOT_PORT" "$((SLOT_PORT + SLOTS - 1))" "$NIMBUS_PORT"
}

# PIDs of the workers this installation's supervisor launched: every process whose command line names this
# storm.home and the worker's main class (the LogWriter wrapper of each worker among them). The PIDs the
# supervisor records under workers/*/pids are not trusted: they outlive their workers, and a reused PID would
# make stop end an unrelated process.
storm_worker_pids() {
  local f pid cmd
  for f in /proc/[0-9]*/cmdline; do
    pid=${f#/proc/}; pid=${pid%/cmdline}
    cmd=$( { tr '\0' ' ' <"$f"; } 2>/dev/null) || continue
    case $cmd in
      *"-Dstorm.home=$STORM_HOME "*org.apache.storm.daemon.worker.Worker*|*"-Dstorm.home=$STORM_HOME "*org.apache.storm.LogWriter*) echo "$pid";;
    esac
  done | sort -un
}

storm_stop() {
  local d pid any=""
  # The supervisor first, so it does not relaunch the workers ended below.
  for d in supervisor nimbus zookeeper; do
    pid=$(read_pid "storm-$d")
    if pid_alive "$pid"; then stop_pid "$pid" "storm $d" 30; show "storm $d: stopped (pid $pid)"; any=1; fi
    rm -f "$RUN/storm-$d.pid"
  done
  for pid in $(storm_worker_pids); do
    stop_pid "$pid" "storm worker" 30; show "storm worker: stopped (pid $pid)"; any=1
  done
  # The supervisor's own record of its assignments: left behind, the next start relaunches the workers of a
  # topology killed just before this stop, until the supervisor hears from Nimbus. Nimbus's state (in
  # ZooKeeper) is the truth and is kept: topologies still running come back at the next start.
  rm -rf "$STORM_DATA/local/supervisor/localstate"
  [ -n "$any" ] || show "storm: not running"
}

storm_status() {
  local d pid rc=0
  for d in "${STORM_DAEMONS[@]}"; do
    pid=$(read_pid "storm-$d")
    if pid_alive "$pid" && storm_answers "$(storm_port "$d")"; then
      show "storm $d: up   pid $pid  $(rss_mb "$pid") MB RSS  $STORM_HOST:$(storm_port "$d")"
    elif pid_alive "$pid"; then
      show "storm $d: starting or unhealthy  pid $pid"; rc=1
    else
      show "storm $d: down"; rc=1
    fi
  done
  for pid in $(storm_worker_pids); do
    # each worker JVM runs under a LogWriter JVM that carries its command line too
    if tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q 'org\.apache\.storm\.LogWriter'; then
      show "storm worker log writer: pid $pid  $(rss_mb "$pid") MB RSS"
    else
      show "storm worker: pid $pid  $(rss_mb "$pid") MB RSS"
    fi
  done
  return $rc
}

storm_reset() {
  storm_stop
  rm -rf "$STORM_DATA"
  show "storm: data wiped"
}
