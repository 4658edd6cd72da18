package com.newsx.commands.seed;

import com.newsx.args.Args;
import com.newsx.commands.services.ServiceCheck;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.KafkaSettings;
import com.newsx.topology.doc.UrlMessage;
import com.newsx.topology.kafka.KafkaAccessError;
import com.newsx.topology.kafka.KafkaClientProperties;
import com.newsx.topology.net.RefusalReport;
import com.newsx.topology.url.SeedCheck;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * {@code bin/seed [--config FILE] [--set KEY=VALUE]... [--bootstrap HOST:PORT] [--topic T] URL... } (or URLs on
 * standard input, one per line): puts seed URLs on the crawl's Kafka topic, first warning on stderr of those the
 * crawl's filter step would refuse under the settings given, read as bin/crawl reads them ({@link SeedCheck}).
 */
public final class SeedCommand {
    private SeedCommand() {
    }

    /**
     * kafka.bootstrap, unless NEWSX_KAFKA_PORT names the port of a local Kafka started by bin/services on
     * another port (as bin/search follows NEWSX_ES_PORT), so one environment variable moves every command.
     */
    static String defaultBrokers(KafkaSettings kafka) {
        String port = System.getenv("NEWSX_KAFKA_PORT");
        return port == null || port.isBlank() ? kafka.bootstrap() : "127.0.0.1:" + port.strip();
    }

    /** conf/crawler.properties, then --config FILE, then each --set KEY=VALUE in order, as bin/crawl reads them. */
    static CrawlerSettings settings(Args a) throws java.io.IOException {
        CrawlerConfig conf = a.has("--config") ? CrawlerConfig.fromFile(Path.of(a.value("--config"))) : CrawlerConfig.defaults();
        for (String kv : a.values("--set")) {
            String[] pair = Args.pair("--set", kv, "key=value");
            conf = conf.with(Map.of(pair[0], pair[1]));
        }
        return CrawlerSettings.from(conf);
    }

    public static void main(String[] args) throws Exception {
        Args a;
        try {
            a = Args.spec().values("--config", "--bootstrap", "--topic").repeated("--set").words().parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("seed: " + e.getMessage() + " (see --help)");
            System.exit(2);
            return;
        }
        if (a.help()) {
            System.out.println("usage: bin/seed [--config FILE] [--set KEY=VALUE]... [--bootstrap HOST:PORT] [--topic T] URL..."
                    + "   (or URLs on stdin)\n"
                    + "  default brokers: kafka.bootstrap, or 127.0.0.1:$NEWSX_KAFKA_PORT when that is set (as for bin/services)\n"
                    + "  warns of URLs the crawl would refuse under these settings (give it bin/crawl's), and seeds them all the same\n"
                    + "  a secured Kafka: the crawl's kafka.security.protocol, kafka.username, kafka.ca-cert, the password in\n"
                    + "  kafka.password-file or NEWSX_KAFKA_PASSWORD (docs/cluster.md, 'Before a deployment')");
            return;
        }
        CrawlerSettings settings;
        try {
            settings = settings(a);
        } catch (IllegalArgumentException | java.io.IOException e) { // a mistyped setting, a file not there
            System.err.println("seed: " + e.getMessage());
            System.exit(2);
            return;
        }
        KafkaSettings kafka = settings.kafka();
        String brokers = a.value("--bootstrap", defaultBrokers(kafka));
        String topic = a.value("--topic", kafka.urlsTopic());
        List<String> urls = new ArrayList<>(a.words());
        if (urls.isEmpty()) {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
                in.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).forEach(urls::add);
            }
        }
        if (urls.isEmpty()) {
            System.err.println("seed: no URLs given (see --help)");
            System.exit(2);
        }
        Optional<String> down = new ServiceCheck().kafka(brokers, kafka.auth());
        if (down.isPresent()) {
            System.err.println("seed: " + down.get());
            System.exit(1);
        }
        SeedCheck.warnings(RefusalReport.of(settings.url()), SeedCheck.of(settings).refusals(urls), urls.size())
                .forEach(line -> System.err.println("seed: " + line));
        Map<String, Object> props = KafkaClientProperties.producer(brokers, kafka.auth());
        props.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, 15_000);
        try (KafkaProducer<String, String> p = new KafkaProducer<>(props)) {
            for (String url : urls) {
                p.send(new ProducerRecord<>(topic, url, UrlMessage.seed(url).toJson())).get(30, TimeUnit.SECONDS);
                System.out.println("seeded " + url);
            }
        } catch (ExecutionException | TimeoutException | org.apache.kafka.common.KafkaException e) {
            // refused credentials, an untrusted certificate, no answer: one line that says which and what to set
            Throwable cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
            System.err.println("seed: the URLs were not all taken: " + KafkaAccessError.describe(brokers, kafka.auth(), cause));
            System.exit(1);
        }
    }
}
