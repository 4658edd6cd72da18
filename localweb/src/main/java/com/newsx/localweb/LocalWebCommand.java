package com.newsx.localweb;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.newsx.args.Args;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code LocalWebCommand (--manifest M.jsonl | --demo-web [--seed N]) [--port P]}: serves either the saved
 * pages of a manifest ({"id","path","url"} per line) under their own URLs, or the generated demo news web
 * ({@link DemoNewsWeb}). The first line printed is the listen address, host:port, which a crawler uses as
 * its HTTP proxy or as the address it resolves the web's host names to; for the demo web, lines
 * "home URL" and "sitemap URL" follow. Then it serves until killed.
 */
public final class LocalWebCommand {
    private static final String USAGE = """
            usage: LocalWebCommand (--manifest M.jsonl | --demo-web [--seed N]) [--port P]
              --manifest M.jsonl  serve saved pages under their URLs ({"id","path","url"} per line, paths relative to M)
              --demo-web          serve the generated demo news web (a GBK Chinese site and a UTF-8 English one)
              --seed N            the demo web's seed (default %d); the same seed gives the same pages
              --port P            listen on 127.0.0.1:P (default: any free port)
            Prints host:port on its first line (use it as fetch.proxy, or resolve the web's names to it),
            then for the demo web "home URL" and "sitemap URL" lines; serves until killed.""".formatted(DemoNewsWeb.DEFAULT_SEED);

    private LocalWebCommand() {
    }

    public static void main(String[] args) throws Exception {
        Path manifest = null;
        boolean demo = false;
        long seed = DemoNewsWeb.DEFAULT_SEED;
        int port = 0;
        try {
            Args a = Args.spec().values("--manifest", "--seed", "--port").flags("--demo-web").parse(args);
            if (a.help()) {
                System.out.println(USAGE);
                return;
            }
            manifest = a.has("--manifest") ? Path.of(a.value("--manifest")) : null;
            demo = a.has("--demo-web");
            seed = a.has("--seed") ? Long.parseLong(a.value("--seed")) : seed;
            port = a.has("--port") ? Integer.parseInt(a.value("--port")) : port;
            if (demo == (manifest != null)) {
                throw new IllegalArgumentException("give exactly one of --manifest and --demo-web");
            }
        } catch (IllegalArgumentException e) {
            System.err.println("localweb: " + e.getMessage() + "\n" + USAGE);
            System.exit(2);
        }
        LocalWeb web;
        try {
            web = new LocalWeb(port);
        } catch (IOException e) {
            System.err.println("localweb: cannot listen on 127.0.0.1:" + port + ": " + e.getMessage());
            System.exit(1);
            return;
        }
        StringBuilder out = new StringBuilder(web.proxy()).append('\n');
        if (demo) {
            // The URLs carry the port actually bound, so they are known only now.
            DemoNewsWeb news = DemoNewsWeb.generate(seed, web.port());
            news.serveOn(web);
            news.homeUrls().forEach(u -> out.append("home ").append(u).append('\n'));
            news.sitemapUrls().forEach(u -> out.append("sitemap ").append(u).append('\n'));
        } else {
            try {
                serveManifest(web, manifest);
            } catch (IOException e) {
                System.err.println("localweb: cannot read " + manifest + " or a page it names: " + e);
                System.exit(1);
            }
        }
        System.out.print(out);
        System.out.flush();
        Thread.currentThread().join();
    }

    private static void serveManifest(LocalWeb web, Path manifest) throws IOException {
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
    }
}
