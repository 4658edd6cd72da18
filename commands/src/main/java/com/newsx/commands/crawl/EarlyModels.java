package com.newsx.commands.crawl;

import com.newsx.extractor.settings.ExtractorSettings;
import com.newsx.extractor.stages.PageStages;

/**
 * Reads the fuse step's language models on a thread of their own as soon as the settings are known, while Storm's
 * in-process cluster starts (seconds of mostly waiting on its ZooKeeper and the Kafka group), instead of in the fuse
 * bolt's prepare, after it. The models are shared per JVM: the bolt's own preload then finds them read, or waits for
 * this read to end. A failure here is left to the bolt, which reads them again and reports it.
 */
final class EarlyModels {
    private EarlyModels() {
    }

    static Thread start(ExtractorSettings settings) {
        Thread t = new Thread(() -> {
            try {
                new PageStages(settings).preload();
            } catch (RuntimeException e) {
                // the fuse bolt reads them again in its prepare, where a failure stops the crawl with its reason
            }
        }, "early-models");
        t.setDaemon(true);
        t.start();
        return t;
    }
}
