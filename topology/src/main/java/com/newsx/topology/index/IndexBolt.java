package com.newsx.topology.index;

import co.elastic.clients.elasticsearch.ElasticsearchAsyncClient;
import com.codahale.metrics.Counter;
import com.newsx.topology.config.CopySettings;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.EsSettings;
import com.newsx.topology.copies.EsCandidates;
import com.newsx.topology.copies.StoryLinker;
import com.newsx.topology.copies.StoryLookups;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.PageDocuments;
import com.newsx.topology.doc.PageRecords;
import com.newsx.topology.es.EsBulk;
import com.newsx.topology.es.EsClients;
import com.newsx.topology.es.WriteHold;
import com.newsx.topology.revisit.ArticleRevision;
import com.newsx.topology.revisit.StoredArticles;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.ServiceOutages;
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
 * them is stored, then records it as indexed. Ids come from the normalised URL, and each document is written as its
 * visit's version ({@link VisitWrite}): a replay of the visit that wrote it already is refused (counted in
 * {@code replays_refused}) and taken as stored, a revisit writes a new version. A
 * document the cluster refuses for good (a value its field cannot take, too large) is recorded as an error; an outage
 * (the cluster unreachable or overloaded, the index blocked, closed, missing, or its mapping behind its template:
 * {@code EsFailure}) is retried in place, then the
 * page's documents not yet stored are held and tried again ({@link WriteHold}, {@code es.bulk.hold-bytes}: the page
 * is not fetched again for an outage it outlives); only past the hold does it fail the tuple, never recording the page
 * as final, and its replay defers the URL as the outage's ({@code ServiceOutages}). Articles first get their
 * story fields from a batched copy lookup ({@link StoryLookups}), which rides out an outage the same way: retried,
 * then held in the same {@link WriteHold}, and past the hold it fails the page as a write does; a lookup refused for
 * the article's own fault records the page's error as a refused write does.
 * With late revisits of articles ({@code frontier.article-revisit-s}), an article is first compared with its stored
 * version ({@link StoredArticles}, {@link ArticleRevision}): unchanged, nothing is written; changed, it is written as
 * the next version. The page's status says where its article document is (article_index, article_id), for a revisit
 * that finds it gone.
 * Documents come addressed to their time-based index; the first of a period creates it under its alias
 * ({@link AliasedIndices}).
 */
public final class IndexBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient ElasticsearchAsyncClient es;
    private transient EsBulk<Page> bulk;
    private transient Counter indexed;
    private transient Counter documents;
    private transient Counter bulkErrors;
    /** Writes refused because this visit (or a later one) stored the document already: a replay's, not written. */
    private transient Counter replaysRefused;
    /** Sets duplicate_of and story_id on articles, a batch per lookup; null when copies.enabled is false. */
    private transient StoryLookups<Page> stories;
    private transient String articleIndex;
    /** The stored versions of articles about to be written; null unless articles are revisited. */
    private transient StoredArticles<Page> stored;
    private transient Counter unchanged;
    private transient Counter changed;
    private transient AliasedIndices indices;
    private transient WriteHold hold;

    /** A page's tuple and what is still outstanding of its documents. */
    private static final class Page {
        final Tuple tuple;
        /** When it came: its documents are held at most a share of the message timeout from then. */
        final long came = System.currentTimeMillis();
        /** The stamp of the visit that made its documents: their external version (0 or less: none). */
        final long visit;
        int left;
        String refused;
        boolean retry;
        /** Where its article document goes (its time-based index; null: no article), and what a revisit found of it. */
        String articleIndex;
        String articleId;
        ArticleRevision.Change change = ArticleRevision.Change.NEW;
        int versions;

        Page(Tuple tuple, int left, long visit) {
            this.tuple = tuple;
            this.left = left;
            this.visit = visit;
        }
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        prepare(CrawlerSettings.of(topoConf), BoltMetrics.of(context), collector);
    }

    /** Prepares the bolt from its settings; a unit test hands in its own metrics and collector. */
    void prepare(CrawlerSettings settings, BoltMetrics metrics, OutputCollector collector) {
        EsSettings store = settings.es();
        EsSettings.Bulk b = store.bulk();
        this.out = collector;
        this.es = EsClients.connectAsync(store.url(), store.auth());
        this.hold = new WriteHold(b.holdBytes(), settings.topology().holdMs());
        this.bulk = new EsBulk<Page>(es, b.maxOps(), b.maxBytes(), b.flushMs(), b.maxRequests())
                .retrying(b.retries(), b.retryMs())
                .holding(hold, p -> p.came);
        CopySettings copies = settings.copies();
        this.articleIndex = store.indices().articles();
        this.indices = new AliasedIndices(es, List.of(articleIndex, store.indices().records()));
        if (copies.enabled()) {
            // batched, retried and held as the bulk writes are: a lookup goes with about one bulk request's articles,
            // and through an outage its articles wait in the writes' hold (one bound of bytes per task)
            this.stories = new StoryLookups<Page>(new StoryLinker(copies), new EsCandidates(es, articleIndex,
                    copies.detection()),
                    b.maxOps(), b.flushMs(), b.maxRequests(), b.retries(), b.retryMs(), System::currentTimeMillis)
                    .holding(hold, p -> p.came);
            metrics.gauge("copy_lookups", () -> stories.lookups());
            metrics.gauge("copy_lookup_failures", () -> stories.failures());
            metrics.gauge("copy_lookup_waiting", () -> stories.waiting());
        }
        this.indexed = metrics.counter("indexed_pages");
        this.documents = metrics.counter("indexed_documents");
        this.bulkErrors = metrics.counter("bulk_errors");
        this.replaysRefused = metrics.counter("replays_refused");
        metrics.gauge("bulk_waiting", () -> bulk.waiting());
        metrics.gauge("bulk_in_flight", () -> bulk.inFlight());
        metrics.gauge("held_bytes", () -> hold.bytes());
        metrics.gauge("held_documents", () -> hold.documents());
        metrics.gauge("hold_given_up", () -> hold.given());
        if (settings.frontier().articleRevisitMs() > 0) {
            this.stored = new StoredArticles<>(es, b.maxOps(), b.flushMs());
            this.unchanged = metrics.counter("articles_unchanged");
            this.changed = metrics.counter("articles_changed");
        }
    }

    @Override
    public void execute(Tuple t) {
        if (Streams.isPulse(t)) {
            if (stories != null) {
                stories.tick();
            }
            if (stored != null) {
                stored.maybeFlush();
            }
            bulk.maybeFlush();
        } else {
            bulk.awaitRoom(this::drainOutcomes);
            if (stories != null) {
                // lookups held through an outage can keep the bolt here a while: the held writes go on being tried
                stories.awaitRoom(() -> {
                    drainStories();
                    bulk.maybeFlush();
                });
            }
            PageDocuments docs = (PageDocuments) t.getValueByField("documents");
            String missing = ensureIndices(docs);
            if (missing != null) {
                ServiceOutages.WORKER.seen(); // its replay is the outage's, not the URL's
                out.reportError(new IllegalStateException(missing));
                out.fail(t); // a period's index could not be created (Elasticsearch away): the page comes again
                return;
            }
            Page page = new Page(t, docs.size(), docs.visit());
            for (PageDocuments.Doc d : docs.docs()) {
                if (TimeIndex.belongsTo(articleIndex, d.index())) {
                    page.articleIndex = d.index();
                    page.articleId = d.id();
                    if (stored != null) {
                        stored.ask(page, d.index(), d.id(), d.json());
                    } else {
                        article(d.index(), d.id(), d.json(), page);
                    }
                } else {
                    write(d.index(), d.id(), d.json(), page);
                }
            }
            if (docs.size() == 0) {
                finish(page);
            }
        }
        drainStored();
        drainStories();
    }

    /** An article to write: through the copy lookup when copies are on. */
    private void article(String index, String id, byte[] json, Page page) {
        if (stories != null) {
            stories.add(id, json, page);
        } else {
            write(index, id, json, page);
        }
    }

    /** Articles compared with their stored versions: written as new or the next version, or (unchanged) not at all. */
    private void drainStored() {
        if (stored == null) {
            return;
        }
        long now = System.currentTimeMillis();
        boolean reported = false;
        for (StoredArticles.Answer<Page> a : stored.drain()) {
            Page p = a.tag();
            if (a.error() != null) {
                if (!reported) {
                    out.reportError(new IllegalStateException(a.error()));
                    reported = true;
                }
                p.retry = true; // the page is fetched again, and compared again
                if (--p.left == 0) {
                    finish(p);
                }
                continue;
            }
            ArticleRevision.Revision r;
            try {
                r = ArticleRevision.revise(a.json(), a.stored(), now);
            } catch (java.io.IOException | ClassCastException e) {
                article(a.index(), a.id(), a.json(), p); // not an article document of ours: written as it is
                continue;
            }
            p.change = r.change();
            p.versions = r.versionCount();
            if (r.change() == ArticleRevision.Change.UNCHANGED) {
                unchanged.inc();
                if (--p.left == 0) {
                    finish(p);
                }
            } else {
                if (r.change() == ArticleRevision.Change.CHANGED) {
                    changed.inc();
                }
                article(a.index(), a.id(), r.json(), p);
            }
        }
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
        bulk.add(VisitWrite.op(index, id, source, page.visit), page, source.length);
    }

    /**
     * Articles whose story is decided go to the bulk; those whose lookup failed for good (past the hold) fail their
     * page, and a lookup refused for the article's fault is its page's error, as a refused write is.
     */
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
                    if (o.refused()) {
                        if (p.refused == null) {
                            p.refused = o.error();
                        }
                    } else {
                        ServiceOutages.WORKER.seen(); // its replay is the outage's, not the URL's
                        p.retry = true;
                    }
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
            if (VisitWrite.refusedReplay(o, p.visit)) {
                replaysRefused.inc(); // stored by this visit's lost try (or a later visit): not written twice
            } else if (!o.ok()) {
                bulkErrors.inc();
                if (!reported) {
                    out.reportError(new IllegalStateException("bulk index failed: " + o.error()));
                    reported = true;
                }
                if (o.retryable()) {
                    ServiceOutages.WORKER.seen(); // its replay is the outage's, not the URL's
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
            out.emit(Streams.STATUS, p.tuple, Streams.status(url, CrawlStatus.INDEXED,
                    ArticleRevision.reason(p.change, p.versions), 200, 0,
                    withRecords(articleFields(p), ((PageDocuments) p.tuple.getValueByField("documents")).records())));
            out.ack(p.tuple);
        }
    }

    /**
     * A list page's status also says what records its visit left: the status step deletes its last visit's others
     * before it writes that (the records are stored by now).
     */
    private static java.util.HashMap<String, Object> withRecords(java.util.HashMap<String, Object> fields,
                                                                 PageRecords records) {
        if (records == null) {
            return fields;
        }
        java.util.HashMap<String, Object> f = fields == null ? new java.util.HashMap<>() : fields;
        f.putAll(records.fields());
        return f;
    }

    /** Where the page's article document is, for a revisit that finds the page gone (null: no article). */
    private static java.util.HashMap<String, Object> articleFields(Page p) {
        if (p.articleId == null) {
            return null;
        }
        java.util.HashMap<String, Object> f = new java.util.HashMap<>();
        f.put("article_index", p.articleIndex);
        f.put("article_id", p.articleId);
        if (p.versions > 0) {
            f.put("version_count", p.versions);
        }
        return f;
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
