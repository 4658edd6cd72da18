#!/usr/bin/env bash
# Entry point of the compose 'submit' service. With submission arguments (the default command): creates (or updates)
# the crawl's Elasticsearch user as 'elastic', applies the index templates to $NEWSX_ES_URL as that user, then submits
# the topology. With --list, --status, --kill or --rebalance: runs that bin/submit command. 'seed URL...' puts seed
# URLs on the crawl's Kafka topic (bin/seed). Credentials and CA from the environment compose gives it
# (NEWSX_ES_USERNAME/PASSWORD/CA_CERT, NEWSX_KAFKA_USERNAME/PASSWORD/CA_CERT, ELASTIC_PASSWORD; docker/.env).
set -euo pipefail
es=${NEWSX_ES_URL:-https://elasticsearch:9200}
jar=/newsx/newsx-topology-storm.jar
# The commands run as bin/submit and bin/seed run them (classes and jars of commands/, which bring Storm's client and
# the logging), with the cluster's storm.yaml on the classpath as 'storm jar' would put it; the topology jar is
# only uploaded.
cp="${STORM_CONF_DIR:-/conf}:/newsx/commands/classes:/newsx/commands/lib/*"
# curl reads the user and password from a config file of its own: not from its command line, which ps shows.
es_curl() { # user password curl-arguments...
  local user=$1 password=$2 config rc=0; shift 2
  config=$(mktemp)
  [ -z "$user" ] || printf 'user = "%s:%s"\n' "$user" "$password" >"$config"
  curl -fsS -K "$config" ${NEWSX_ES_CA_CERT:+--cacert "$NEWSX_ES_CA_CERT"} "$@" || rc=$?
  rm -f "$config"
  return $rc
}
if [ "${1:-}" = seed ]; then
  shift
  # compose's Kafka asks for SASL_SSL; the user, password and CA come from the environment (a later --set wins)
  exec java -cp "$cp" com.newsx.commands.seed.SeedCommand --bootstrap "${NEWSX_KAFKA_BOOTSTRAP:-kafka:9092}" \
    --set kafka.security.protocol=SASL_SSL "$@"
fi
case " $* " in
  *" --list "*|*" --status "*|*" --kill "*|*" --rebalance "*|*" --help "*) ;;
  *)
    if [ -n "${ELASTIC_PASSWORD:-}" ] && [ -n "${NEWSX_ES_USERNAME:-}" ]; then
      # the crawl's user with its role (docker/elasticsearch/roles.yml); hex passwords need no JSON escaping
      printf '{"password":"%s","roles":["newsx_crawler"]}' "${NEWSX_ES_PASSWORD:?}" \
        | es_curl elastic "$ELASTIC_PASSWORD" -X POST "$es/_security/user/$NEWSX_ES_USERNAME" \
          -H 'Content-Type: application/json' --data-binary @- >/dev/null
      echo "Elasticsearch user $NEWSX_ES_USERNAME (role newsx_crawler) set on $es"
    fi
    for f in /newsx/templates/*.template.json; do
      name=$(basename "$f" .template.json)
      es_curl "${NEWSX_ES_USERNAME:-}" "${NEWSX_ES_PASSWORD:-}" -X PUT "$es/_index_template/$name" \
        -H 'Content-Type: application/json' --data-binary "@$f" >/dev/null
      echo "index template $name applied to $es"
    done
    ;;
esac
exec java -cp "$cp" com.newsx.commands.cluster.ClusterCommand --jar "$jar" --nimbus nimbus:6627 "$@"
