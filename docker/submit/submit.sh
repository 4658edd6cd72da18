#!/usr/bin/env bash
# Entry point of the compose 'submit' service. With submission arguments (the default command): applies the
# index templates to $NEWSX_ES_URL, then submits the topology. With --list, --status, --kill or --rebalance:
# runs that bin/submit command. 'seed URL...' puts seed URLs on the crawl's Kafka topic (bin/seed).
set -euo pipefail
es=${NEWSX_ES_URL:-http://elasticsearch:9200}
jar=/newsx/newsx-topology-storm.jar
if [ "${1:-}" = seed ]; then
  shift
  # storm jar: the seed command needs the logging API that the cluster, not the jar, provides
  exec storm jar "$jar" com.newsx.topology.seed.SeedCommand --bootstrap "${NEWSX_KAFKA_BOOTSTRAP:-kafka:9092}" "$@"
fi
case " $* " in
  *" --list "*|*" --status "*|*" --kill "*|*" --rebalance "*|*" --help "*) ;;
  *)
    for f in /newsx/templates/*.template.json; do
      name=$(basename "$f" .template.json)
      curl -fsS -X PUT "$es/_index_template/$name" -H 'Content-Type: application/json' --data-binary "@$f" >/dev/null
      echo "index template $name applied to $es"
    done
    ;;
esac
exec storm jar "$jar" com.newsx.topology.cluster.ClusterCommand --nimbus nimbus:6627 "$@"
