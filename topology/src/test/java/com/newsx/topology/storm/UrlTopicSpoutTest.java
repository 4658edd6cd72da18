package com.newsx.topology.storm;

import com.newsx.topology.CrawlTopology;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;
import org.apache.kafka.common.config.types.Password;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The urls spout travels without Kafka credentials and gets them where it opens, from that process's settings. */
class UrlTopicSpoutTest {
    private static final String SECRET = "only-in-the-password-file";

    @TempDir
    Path dir;

    @Test
    void theTopologyCarriesNoPasswordAndTheOpeningSpoutReadsIt() throws Exception {
        Path password = Files.writeString(dir.resolve("kafka-password"), SECRET + "\n");
        Path ca = Files.writeString(dir.resolve("ca.pem"), "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n");
        CrawlerSettings settings = CrawlerSettings.from(CrawlerConfig.defaults().with(Map.of(
                "kafka.security.protocol", "SASL_SSL", "kafka.username", "crawler",
                "kafka.password-file", password.toString(), "kafka.ca-cert", ca.toString())));
        StormTopology topology = CrawlTopology.build(settings);
        Map<String, Object> conf = CrawlTopology.stormConfig(settings);

        // what Nimbus stores and the UI shows: the serialised components, their JSON configuration, the settings
        String shipped = new String(Utils.thriftSerialize(topology), StandardCharsets.ISO_8859_1) + conf;
        assertFalse(shipped.contains(SECRET), "the password travels with the topology");
        assertTrue(shipped.contains(password.toString()), "the file's name does, for the workers to read");
        assertFalse(shipped.contains("sasl.jaas.config"), "no login line in the spout's properties");

        UrlTopicSpout<?, ?> spout = Utils.javaDeserialize(
                topology.get_spouts().get(Streams.URLS).get_spout_object().get_serialized_java(), UrlTopicSpout.class);
        assertFalse(spout.kafkaProperties().containsKey("security.protocol"));
        spout.secure(conf); // as open does, in the worker
        Map<String, Object> props = spout.kafkaProperties();
        assertEquals("SASL_SSL", props.get("security.protocol"));
        assertEquals("SCRAM-SHA-512", props.get("sasl.mechanism"));
        assertEquals(ca.toAbsolutePath().toString(), props.get("ssl.truststore.location"));
        Password login = (Password) props.get("sasl.jaas.config");
        assertTrue(login.value().contains("username=\"crawler\"") && login.value().contains(SECRET), "read from the file");
        assertFalse(props.toString().contains(SECRET), "the spout's logged configuration hides it: " + props);
    }
}
