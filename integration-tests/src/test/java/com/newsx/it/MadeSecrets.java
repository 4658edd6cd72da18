package com.newsx.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The secrets of the compose cluster as {@code docker/make-env} makes them (a CA, Elasticsearch's and Kafka's
 * certificates, random passwords in a .env file), made in a test's own folder: the tests that run the compose
 * cluster's settings on loopback use exactly these.
 */
final class MadeSecrets {
    private final Path dir;
    private final Map<String, String> env;

    private MadeSecrets(Path dir, Map<String, String> env) {
        this.dir = dir;
        this.env = env;
    }

    static MadeSecrets in(Path dir) throws Exception {
        Services.ScriptRun run = Services.run(null, Services.repoRoot().resolve("docker/make-env").toString(),
                "--dir", dir.toString());
        if (run.code() != 0) {
            throw new IllegalStateException("docker/make-env failed:\n" + run.out());
        }
        Map<String, String> env = new HashMap<>();
        for (String line : Files.readAllLines(dir.resolve(".env"), StandardCharsets.UTF_8)) {
            int eq = line.indexOf('=');
            if (!line.startsWith("#") && eq > 0) {
                env.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        return new MadeSecrets(dir, env);
    }

    /** A variable of the .env file (ELASTIC_PASSWORD, ES_CRAWLER_PASSWORD, KAFKA_BROKER_PASSWORD, ...). */
    String password(String name) {
        String v = env.get(name);
        if (v == null || v.isBlank()) {
            throw new IllegalStateException("docker/make-env wrote no " + name + " in " + dir.resolve(".env"));
        }
        return v;
    }

    /** A file holding a password of the .env file, as a password-file setting names one. */
    Path passwordFile(String name) throws IOException {
        return Files.writeString(dir.resolve(name.toLowerCase() + ".txt"), password(name) + "\n");
    }

    /** The CA's certificate, which the crawl's clients trust. */
    Path ca() {
        return dir.resolve("secrets/ca.pem");
    }

    Path kafka() {
        return dir.resolve("secrets/kafka");
    }

    Path elasticsearch() {
        return dir.resolve("secrets/elasticsearch");
    }
}
