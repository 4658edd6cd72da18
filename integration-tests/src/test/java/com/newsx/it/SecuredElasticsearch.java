package com.newsx.it;

import com.newsx.commands.services.ServiceCheck;
import com.newsx.topology.es.EsAuth;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * An Elasticsearch node with security on, on loopback ports of its own: the settings of the compose cluster's node
 * ({@code docker/elasticsearch/elasticsearch.yml}: TLS on HTTP and transport, the certificates of
 * {@code docker/make-env}) and its role for the crawl ({@code docker/elasticsearch/roles.yml}), with the crawl's user
 * {@code newsx} in the file realm. It runs from the distribution bin/services fetched (the Maven Central build, which
 * has the security module), with the analysis plugin bin/services installed there; as root, as bin/services' user
 * for Elasticsearch, which refuses root.
 */
final class SecuredElasticsearch implements AutoCloseable {
    private final ServiceProcess process;
    private final String url;

    private SecuredElasticsearch(ServiceProcess process, String url) {
        this.process = process;
        this.url = url;
    }

    static SecuredElasticsearch start(MadeSecrets secrets, Path dir) throws Exception {
        Path home = Services.servicesDir().resolve("elasticsearch-" + version());
        if (!Files.isExecutable(home.resolve("bin/elasticsearch"))) {
            throw new IllegalStateException("no Elasticsearch at " + home + ": bin/services start fetches it");
        }
        int port = ServiceProcess.freePort();
        Path config = Files.createDirectories(dir.resolve("config"));
        try (Stream<Path> files = Files.list(home.resolve("config"))) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Files.copy(f, config.resolve(f.getFileName()));
            }
        }
        Path certs = Files.createDirectories(config.resolve("certs"));
        for (String f : List.of("ca.pem", "elasticsearch.pem", "elasticsearch.key")) {
            Files.copy(secrets.elasticsearch().resolve(f), certs.resolve(f));
        }
        Path docker = Services.repoRoot().resolve("docker/elasticsearch");
        Files.copy(docker.resolve("roles.yml"), config.resolve("roles.yml"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        List<String> yml = new ArrayList<>();
        for (String line : Files.readAllLines(docker.resolve("elasticsearch.yml"), StandardCharsets.UTF_8)) {
            if (!line.startsWith("network.host:")) { // the compose node's every interface: loopback here
                yml.add(line);
            }
        }
        yml.addAll(List.of("network.host: 127.0.0.1", "http.port: " + port, "transport.port: " + ServiceProcess.freePort(),
                "path.data: " + dir.resolve("data"), "path.logs: " + dir.resolve("logs"),
                "cluster.routing.allocation.disk.threshold_enabled: false"));
        Files.write(config.resolve("elasticsearch.yml"), yml, StandardCharsets.UTF_8);

        String javaHome = System.getProperty("java.home");
        Map<String, String> env = Map.of("ES_JAVA_HOME", javaHome, "ES_PATH_CONF", config.toString(),
                "ES_JAVA_OPTS", "-Xms384m -Xmx384m");
        Services.ScriptRun users = Services.run(env, home.resolve("bin/elasticsearch-users").toString(), "useradd",
                "newsx", "-p", secrets.password("ES_CRAWLER_PASSWORD"), "-r", "newsx_crawler");
        if (users.code() != 0) {
            throw new IllegalStateException("elasticsearch-users failed:\n" + users.out());
        }

        List<String> command = new ArrayList<>();
        boolean root = "root".equals(System.getProperty("user.name"));
        if (root) {
            String user = Optional.ofNullable(System.getenv("NEWSX_ES_USER")).orElse("newsx-es");
            // the node's files are its user's; the folders above them let it pass
            Services.run(null, "chown", "-R", user, dir.toString());
            for (Path d = dir.getParent(); d != null && d.getNameCount() > 0; d = d.getParent()) {
                if (Files.getOwner(d).getName().equals("root") && !Files.getPosixFilePermissions(d).contains(
                        java.nio.file.attribute.PosixFilePermission.OTHERS_EXECUTE)) {
                    Files.setPosixFilePermissions(d, PosixFilePermissions.fromString("rwx--x--x"));
                }
            }
            command.addAll(List.of("runuser", "-u", user, "--", "env"));
            env.forEach((k, v) -> command.add(k + "=" + v));
        }
        command.add(home.resolve("bin/elasticsearch").toString());
        ServiceProcess p = ServiceProcess.start("elasticsearch (security on)", command, env, dir.resolve("es.out"));
        SecuredElasticsearch es = new SecuredElasticsearch(p, "https://127.0.0.1:" + port);
        long t0 = System.nanoTime();
        try {
            es.awaitHealth(EsAuth.of("newsx", secrets.password("ES_CRAWLER_PASSWORD"), null, secrets.ca()), Duration.ofSeconds(240));
            System.out.printf("elasticsearch (security on) at %s let the crawl's user in after %.1f s%n", es.url,
                    (System.nanoTime() - t0) / 1e9);
        } catch (RuntimeException | Error e) {
            es.close();
            throw e;
        }
        return es;
    }

    /** Waits until the crawl's user gets the cluster's health over https. */
    private void awaitHealth(EsAuth auth, Duration within) throws InterruptedException {
        ServiceCheck check = new ServiceCheck(Duration.ofSeconds(2), Duration.ofSeconds(5));
        Instant deadline = Instant.now().plus(within);
        Optional<String> problem = Optional.of("not started");
        while (Instant.now().isBefore(deadline) && process.alive()) {
            problem = check.elasticsearch(url, auth);
            if (problem.isEmpty()) {
                return;
            }
            Thread.sleep(1000);
        }
        throw new IllegalStateException("the secured Elasticsearch did not answer the crawl's user within "
                + within.toSeconds() + " s: " + problem.orElse("") + "\n" + process.tail());
    }

    String url() {
        return url;
    }

    private static String version() throws IOException {
        String pom = Files.readString(Services.repoRoot().resolve("pom.xml"), StandardCharsets.UTF_8);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<elasticsearch.version>([^<]+)<").matcher(pom);
        if (!m.find()) {
            throw new IllegalStateException("no elasticsearch.version in the parent pom");
        }
        return m.group(1);
    }

    @Override
    public void close() {
        process.close();
    }
}
