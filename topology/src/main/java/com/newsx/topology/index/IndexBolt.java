package com.newsx.topology.index;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import co.elastic.clients.elasticsearch.core.bulk.BulkOperation;
import co.elastic.clients.util.BinaryData;
import co.elastic.clients.util.ContentType;
import com.codahale.metrics.Counter;
import com.newsx.topology.config.CopySettings;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.copies.EsCandidates;
import com.newsx.topology.copies.StoryLinker;
import com.newsx.topology.copies.StoryLookups;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.PageDocuments;
import com.newsx.topology.es.EsBulk;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.storm.Streams;
import com.newsx.topology.timeindex.AliasedIndices;
import com.newsx.topology.timeindex.TimeIndex;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;

import java.util.List;
import java.util.Map;

/**
 * Writes each page's documents to Elasticsearch in bulk ({@link EsBulk}) and acks the page only once every one of
 * them is stored, then records it as indexed (ids come from the normalised URL, so a replay overwrites). A
 * document the cluster refuses for good (a mapping error) is recorded as an error; an unreachable or overloaded
 * cluster fails the tuple, and Kafka replays the page later. Articles first get their story fields from a batched
 * copy lookup ({@link StoryLookups}); a lookup that fails for good fails the page too. Documents come addressed to
 * their time-based index; the first of a period creates it under its alias ({@link AliasedIndices}).
 */
public final class IndexBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient ElasticsearchAsyncClient es;
    private transient EsBulk<Page> bulk;
    private transient Counter indexed;
    private transient Counter documents;
    private transient Counter bulkErrors;
    /** Sets duplicate_of and story_id on articles, a batch per lookup; null when copies.enabled is false. */
    private transient StoryLookups<Page> stories;
    private transient String articleIndex;
    private transient AliasedIndices indices;

    /** A page's tuple and what is still outstanding of its documents. */
    private static final class Page {
        final Tuple tuple;
        /** The time-based index of its article (which waits for its story), if it has one. */
        String articleIndex;
        int left;
        String refused;
        boolean retry;

        Page(Tuple tuple, int left) {
            this.tuple = tuple;
            this.left = left;
        }
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        CrawlerSettings settings = CrawlerSettings.of(topoConf);
        EsSettings store = settings.es();
        EsSettings.Bulk b = store.bulk();
        this.out = collector;
        this.es = EsClients.connectAsync(store.url());
        this.bulk = new EsBulk<Page>(es, b.maxOps(), b.maxBytes(), b.flushMs(), b.maxRequests())
                .retrying(b.retries(), b.retryMs());
        CopySettings copies = settings.copies();
        this.articleIndex = store.indices().articles();
        this.indices = new AliasedIndices(es, List.of(articleIndex, store.indices().records()));
        if (copies.enabled()) {
            // batched and retried as the bulk writes are: a lookup goes with about one bulk request's articles
            this.stories = new StoryLookups<>(new StoryLinker(copies), new EsCandidates(es, articleIndex), b.maxOps(),
                    b.flushMs(), b.maxRequests(), b.retries(), b.retryMs(), System::currentTimeMillis);
            context.registerGauge("copy_lookups", () -> stories.lookups());
            context.registerGauge("copy_lookup_failures", () -> stories.failures());
            context.registerGauge("copy_lookup_waiting", () -> stories.waiting());
        }
        this.indexed = context.registerCounter("indexed_pages");
        this.documents = context.registerCounter("indexed_documents");
        this.bulkErrors = context.registerCounter("bulk_errors");
        context.registerGauge("bulk_waiting", () -> bulk.waiting());
        context.registerGauge("bulk_in_flight", () -> bulk.inFlight());
    }

    @Override
    public void execute(Tuple t) {
        if (Streams.isPulse(t)) {
            if (stories != null) {
                stories.tick();
            }
            bulk.maybeFlush();
        } else {
            bulk.awaitRoom(this::drainOutcomes);
            if (stories != null) {
                stories.awaitRoom(this::drainStories);
            }
            PageDocuments docs = (PageDocuments) t.getValueByField("documents");
            String missing = ensureIndices(docs);
            if (missing != null) {
                out.reportError(new IllegalStateException(missing));
                out.fail(t); // a period's index could not be created (Elasticsearch away): the page comes again
                return;
            }
            Page page = new Page(t, docs.size());
            for (PageDocuments.Doc d : docs.docs()) {
                if (stories != null && TimeIndex.belongsTo(articleIndex, d.index())) {
                    page.articleIndex = d.index();
                    stories.add(d.id(), d.json(), page);
                } else {
                    write(d.index(), d.id(), d.json(), page);
                }
            }
            if (docs.size() == 0) {
                finish(page);
            }
        }
        drainStories();
    }

    /** Creates the time-based indices the page's documents go to, on their first document; null or why not. */
    private String ensureIndices(PageDocuments docs) {
        for (PageDocuments.Doc d : docs.docs()) {
            String problem = indices.ensure(d.index());
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    private void write(String index, String id, byte[] source, Page page) {
        BinaryData json = BinaryData.of(source, ContentType.APPLICATION_JSON);
        bulk.add(BulkOperation.of(o -> o.index(i -> i.index(index).id(id).document(json))), page, source.length);
    }

    /** Articles whose story is decided go to the bulk; those whose lookup failed for good fail their page. */
    private void drainStories() {
        if (stories != null) {
            boolean reported = false;
            for (StoryLookups.Outcome<Page> o : stories.drain()) {
                if (o.ok()) {
                    write(o.tag().articleIndex, o.id(), o.json(), o.tag());
                } else {
                    if (!reported) {
                        out.reportError(new IllegalStateException(o.error()));
                        reported = true;
                    }
                    Page p = o.tag();
                    p.retry = true;
                    if (--p.left == 0) {
                        finish(p);
                    }
                }
            }
        }
        drainOutcomes();
    }

    private void drainOutcomes() {
        boolean reported = false;
        for (EsBulk.Outcome<Page> o : bulk.drain()) {
            Page p = o.tag();
            p.left--;
            if (!o.ok()) {
                bulkErrors.inc();
                if (!reported) {
                    out.reportError(new IllegalStateException("bulk index failed: " + o.error()));
                    reported = true;
                }
                if (o.retryable()) {
                    p.retry = true;
                } else if (p.refused == null) {
                    p.refused = o.error();
                }
            } else {
                documents.inc();
            }
            if (p.left == 0) {
                finish(p);
            }
        }
    }


    private void finish(Page p) {
        String url = p.tuple.getStringByField("url");
        if (p.retry) {
            out.fail(p.tuple); // the cluster was unreachable or overloaded: Kafka replays the page
        } else if (p.refused != null) {
            out.emit(Streams.STATUS, p.tuple, Streams.status(url, CrawlStatus.ERROR, "index refused: " + p.refused, 200, 0));
            out.ack(p.tuple);
        } else {
            indexed.inc();
            out.emit(Streams.STATUS, p.tuple, Streams.status(url, CrawlStatus.INDEXED, null, 200, 0));
            out.ack(p.tuple);
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.STATUS, Streams.STATUS_FIELDS);
    }

    @Override
    public void cleanup() {
        if (es != null) {
            EsClients.close(es);
        }
    }
}
