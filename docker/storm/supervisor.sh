#!/bin/sh
# Entry point of the compose 'supervisor' service: the Storm image's own entry point (which drops root for the
# storm user), with worker.childopts given on the supervisor's command line (storm supervisor -c, which wins over
# storm.yaml). Its collector and JIT flags are the crawl's, conf/jvm/crawl.options (mounted at /newsx/jvm), the file
# bin/crawl and bin/services read; NEWSX_STORM_WORKER_JVM, when set, replaces them (empty: the JVM's own).
# The rest: Storm's default worker options include GC flags that Java 17 refuses; deep pages need a large stack.
set -eu
if [ "$#" -ge 2 ] && [ "$1" = storm ] && [ "$2" = supervisor ]; then
  if [ -n "${NEWSX_STORM_WORKER_JVM+set}" ]; then
    jvm=$NEWSX_STORM_WORKER_JVM
  else
    # one option a line; blank lines and lines starting with # left out
    jvm=$(sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' -e '/^#/d' -e '/^$/d' /newsx/jvm/crawl.options | paste -sd' ' -)
  fi
  set -- "$@" -c "worker.childopts=-Xmx%HEAP-MEM%m -Xss16m${jvm:+ $jvm} -XX:+HeapDumpOnOutOfMemoryError -XX:HeapDumpPath=artifacts/heapdump"
fi
exec /docker-entrypoint.sh "$@"
