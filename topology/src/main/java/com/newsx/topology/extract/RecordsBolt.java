package com.newsx.topology.extract;

import com.codahale.metrics.Histogram;
import com.newsx.extractor.records.RecordTable;
import com.newsx.extractor.result.Article;
import com.newsx.extractor.stages.CleanedPage;
import com.newsx.extractor.stages.PageStages;
import com.newsx.extractor.text.DateParser;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.doc.ArticleDocument;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.DocumentId;
import com.newsx.topology.doc.ExtractionFailure;
import com.newsx.topology.doc.PageDocuments;
import com.newsx.topology.doc.PageRecords;
import com.newsx.topology.doc.RecordDocuments;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.Streams;
import com.newsx.topology.timeindex.TimeIndex;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The data records of list and home pages (DRMining, RecordMining, RecordSchemaGen), one document per record,
 * all of a page's records in one tuple, with what they are ({@link PageRecords}: the status step deletes the records
 * of the page's last visit that this one did not write again). A page whose regions give no table falls back to its
 * article, as the single-step extractor does, and leaves no records. A page gives at most {@code records.max-per-page}
 * records.
 */
public final class RecordsBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient PageStages stages;
    private transient RecordDocuments recordDocs;
    private transient TimeIndex recordIndex;
    private transient TimeIndex articleIndex;
    private transient Histogram micros;
    private transient int maxRecords;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        CrawlerSettings settings = CrawlerSettings.of(topoConf);
        this.out = collector;
        this.stages = new PageStages(settings.extractor());
        this.recordDocs = new RecordDocuments(new DateParser());
        this.maxRecords = settings.records().maxPerPage();
        this.recordIndex = settings.es().records();
        this.articleIndex = settings.es().articles();
        this.micros = BoltMetrics.register(context, "records_us");
    }

    @Override
    public void execute(Tuple t) {
        long start = System.nanoTime();
        String url = t.getStringByField("url");
        try {
            CleanedPage page = stages.indexed((CleanedPage) t.getValueByField("page"));
            List<RecordTable> tables = RecordDocuments.firstRows(stages.records(page), maxRecords);
            // when the page was fetched (a replay: when the crawl fetched it, its record's WARC-Date)
            Instant now = Instant.ofEpochMilli(t.getLongByField("fetched_at"));
            if (!tables.isEmpty()) {
                // a list page's records are what it lists at this visit: the index of this visit's period (its
                // first visit's would keep a home page's records forever in an index retention deletes)
                String index = recordIndex.at(now);
                // with what it leaves, so that its last visit's records it no longer lists are deleted
                out.emit(Streams.DOCUMENTS, t, new Values(url, PageDocuments.of(recordDocs.of(index, url, tables, now),
                        PageRecords.of(index, tables)).withVisit(t.getLongByField("visit"))));
            } else {
                Article a = stages.fuse(page, stages.lineBlock(page), stages.punctuationDensity(page));
                if (a.body() == null) {
                    // no records this visit: those of its last visit go
                    out.emit(Streams.STATUS, t, Streams.status(url, CrawlStatus.FETCHED_NOTHING,
                            page.type().jsonName() + " page with neither article text nor records", 200, 0,
                            PageRecords.none().fields()));
                } else {
                    String index = articleIndex.at(t.getLongByField("first_seen")); // as the fuse step picks it
                    out.emit(Streams.DOCUMENTS, t, new Values(url, PageDocuments.one(index, DocumentId.of(url),
                            ArticleDocument.of(url, a, page.type().jsonName(), now)).leaving(PageRecords.none()).withVisit(t.getLongByField("visit"))));
                }
            }
        } catch (Throwable e) {
            ExtractionFailure.rethrowUnlessPagesFault(e); // a StackOverflowError on deep nesting is the page's
            out.emit(Streams.STATUS, t, Streams.status(url, CrawlStatus.ERROR, ExtractionFailure.reason("record extraction", e),
                    200, 0));
        }
        micros.update((System.nanoTime() - start) / 1000);
        out.ack(t);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.DOCUMENTS, Streams.DOCUMENT_FIELDS);
        declarer.declareStream(Streams.STATUS, Streams.STATUS_FIELDS);
    }
}
