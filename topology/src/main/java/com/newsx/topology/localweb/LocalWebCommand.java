package com.newsx.topology.localweb;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code LocalWebCommand --manifest M.jsonl [--port P]}: serves the saved pages of a manifest
 * ({"id","path","url"} per line) under their own URLs, for a crawler that uses this server as its HTTP proxy.
 * Prints the proxy address, then serves until killed. The demo crawls its pages through it.
 */
public final class LocalWebCommand {
    private LocalWebCommand() {
    }

    public static void main(String[] args) throws Exception {
        Path manifest = null;
        int port = 0;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--manifest" -> manifest = Path.of(args[++i]);
                case "--port" -> port = Integer.parseInt(args[++i]);
                default -> {
                    System.err.println("usage: LocalWebCommand --manifest M.jsonl [--port P]");
                    System.exit(2);
                }
            }
        }
        if (manifest == null) {
            System.err.println("usage: LocalWebCommand --manifest M.jsonl [--port P]");
            System.exit(2);
        }
        LocalWeb web = new LocalWeb(port);
        Path base = manifest.toAbsolutePath().getParent();
        ObjectMapper json = new ObjectMapper();
        for (String line : Files.readAllLines(manifest)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode e = json.readTree(line);
            // No charset in the header: as on much of the web, the page itself must say (or be detected).
            web.page(e.path("url").asText(), "text/html", Files.readAllBytes(base.resolve(e.path("path").asText())));
        }
        System.out.println(web.proxy());
        System.out.flush();
        Thread.currentThread().join();
    }
}
