package com.newsx.extractor.records;

import com.newsx.extractor.config.ExtractorConfig;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/** Times parse and record extraction on a synthetic page of about 20 MB (a benchmark, not a test). */
public final class LargePageMain {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("<html><body><nav><a href=/>Home</a></nav><div id=list>");
        int i = 0;
        while (sb.length() < 20_000_000) {
            sb.append("<div class=item><h3><a href=/i").append(i).append(">Item title number ").append(i)
                    .append("</a></h3><p>Some description of the item, long enough to matter ").append(i)
                    .append("</p><span class=price>$").append(i % 100).append(".99</span></div>");
            i++;
        }
        sb.append("</div></body></html>");
        long t0 = System.nanoTime();
        Document doc = Jsoup.parse(sb.toString());
        long t1 = System.nanoTime();
        var tables = new RecordExtractor(RecordSettings.from(ExtractorConfig.defaults())).extract(doc);
        long t2 = System.nanoTime();
        System.out.printf("%d items, parse %.0f ms, extract %.0f ms, main table %d rows x %d columns%n", i,
                (t1 - t0) / 1e6, (t2 - t1) / 1e6, tables.get(0).rows().size(), tables.get(0).schema().size());
    }
}
