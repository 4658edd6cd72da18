package com.newsx.commands.local;

import com.newsx.args.Args;
import com.newsx.topology.config.CrawlerConfig;
import com.newsx.topology.config.CrawlerSettings;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * The crawler settings a command works with, read as bin/crawl reads them: conf/crawler.properties, then
 * {@code --config FILE} (only the keys it sets), then each {@code --set KEY=VALUE} in order, and {@code --es URL}
 * last, as a short form of {@code --set es.url=URL}.
 */
final class CommandSettings {
    private CommandSettings() {
    }

    /** Throws IllegalArgumentException naming a malformed --set, an unknown key or a mistyped value. */
    static CrawlerSettings read(Args a) throws IOException {
        CrawlerConfig conf = a.has("--config") ? CrawlerConfig.fromFile(Path.of(a.value("--config"))) : CrawlerConfig.defaults();
        for (String kv : a.values("--set")) {
            String[] pair = Args.pair("--set", kv, "key=value");
            conf = conf.with(Map.of(pair[0], pair[1]));
        }
        if (a.has("--es")) {
            conf = conf.with(Map.of("es.url", a.value("--es")));
        }
        return CrawlerSettings.from(conf);
    }
}
