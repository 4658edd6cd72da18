#!/usr/bin/env bash
# Entry point of the compose 'submit' service. With submission arguments (the default command): applies the
# index templates to $NEWSX_ES_URL, then submits the topology. With --list, --status, --kill or --rebalance:
# runs that bin/submit command. 'seed URL...' puts seed URLs on the crawl's Kafka topic (bin/seed).
set -euo pipefail
es=${NEWSX_ES_URL:-http://elasticsearch:9200}
jar=/newsx/newsx-topology-storm.jar
# The commands run as bin/submit and bin/seed run them (classes and jars of commands/, which bring Storm's client and
# the logging), with the cluster's storm.yaml on the classpath as 'storm jar' would put it; the topology jar is
# only uploaded.
cp="${STORM_CONF_DIR:-/conf}:/newsx/commands/classes:/newsx/commands/lib/*"
if [ "${1:-}" = seed ]; then
  shift
  exec java -cp "$cp" com.newsx.commands.seed.SeedCommand --bootstrap "${NEWSX_KAFKA_BOOTSTRAP:-kafka:9092}" "$@"
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
exec java -cp "$cp" com.newsx.commands.cluster.ClusterCommand --jar "$jar" --nimbus nimbus:6627 "$@"
