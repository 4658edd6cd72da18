package com.newsx.topology.parse;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Histogram;
import com.newsx.extractor.stages.CleanedPage;
import com.newsx.extractor.stages.PageStages;
import com.newsx.topology.config.CrawlerSettings;
import com.newsx.topology.config.ScopeSettings;
import com.newsx.topology.config.SourceSettings;
import com.newsx.topology.doc.CrawlStatus;
import com.newsx.topology.doc.ExtractionFailure;
import com.newsx.topology.net.CanonicalUrl;
import com.newsx.topology.net.CrawlScope;
import com.newsx.topology.net.UrlNormaliser;
import com.newsx.topology.schedule.RevisitSchedule;
import com.newsx.topology.schedule.SourceVisits;
import com.newsx.topology.sources.FeedLinks;
import com.newsx.topology.sources.SourceEntry;
import com.newsx.topology.sources.SourcePages;
import com.newsx.topology.sources.SourceRead;
import com.newsx.topology.storm.BoltMetrics;
import com.newsx.topology.storm.FetchStamp;
import com.newsx.topology.storm.JoinPoint;
import com.newsx.topology.storm.PageLinks;
import com.newsx.topology.storm.Streams;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The cleaning step ({@link PageStages#clean}): decode, pre-parse cleaning, parse, fields, DOM cleaning, line
 * index, page type and outlinks, once per page. Article pages go to both body algorithms at once (one emit, two
 * subscribers), with the canonical URL their article is indexed under ({@link CanonicalUrl}; that URL is marked
 * seen), list and home pages to the records step, in-scope outlinks to Kafka, and a source's visit (the
 * hashes of its links) to the status step, which schedules its next visit. Within a worker the cleaned page passes
 * by reference; across workers {@link CleanedPageSerializer} writes it compactly.
 */
public final class CleanBolt extends BaseRichBolt {
    private transient OutputCollector out;
    private transient PageStages stages;
    private transient Outlinks outlinks;
    private transient UrlNormaliser normaliser;
    private transient CanonicalUrl canonicals;
    private transient Counter canonicalElsewhere;
    private transient Histogram cleanMicros;
    private transient Counter articles;
    private transient Counter lists;
    private transient Counter failed;
    private transient JoinPoint joinPoint;
    private transient SourcePages sources;
    private transient Outlinks sourceLinks;
    private transient int maxDepth;
    private transient String agentName;
    private transient PageLinks pages;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        CrawlerSettings settings = CrawlerSettings.of(topoConf);
        ScopeSettings scope = settings.scope();
        this.out = collector;
        this.pages = PageLinks.WORKER;
        this.stages = new PageStages(settings.extractor());
        this.normaliser = UrlNormaliser.of(settings.url());
        this.canonicals = new CanonicalUrl(normaliser);
        this.outlinks = new Outlinks(CrawlScope.parse(scope.mode(), scope.maxDepth()), scope.maxOutlinksPerPage(),
                normaliser);
        this.maxDepth = scope.maxDepth();
        this.cleanMicros = BoltMetrics.register(context, "clean_us");
        this.articles = context.registerCounter("article_pages");
        this.lists = context.registerCounter("list_pages");
        this.failed = context.registerCounter("extract_errors");
        this.canonicalElsewhere = context.registerCounter("canonical_elsewhere");
        // feeds and sitemaps: read here, their links followed at their own depth (a source costs no depth)
        SourceSettings sourceSettings = settings.sources();
        this.sources = new SourcePages(sourceSettings);
        this.sourceLinks = new Outlinks(CrawlScope.parse(scope.mode(), scope.maxDepth()), sourceSettings.maxEntries(),
                normaliser);
        this.agentName = settings.fetch().robots().agentName();
        this.joinPoint = new JoinPoint(context.getComponentTasks(Streams.FUSE), new HashSet<>(context.getThisWorkerTasks()));
    }

    @Override
    public void execute(Tuple t) {
        String url = t.getStringByField("url");
        int depth = t.getIntegerByField("depth");
        String seed = t.getStringByField("seed");
        if (readSource(t, url, depth, seed)) {
            return;
        }
        // meta robots and X-Robots-Tag: noindex keeps the page out of the index, nofollow keeps its links out of the crawl
        RobotsDirectives robots = RobotsDirectives.of(t.getStringByField("robots_tag"), t.getBinaryByField("bytes"),
                agentName);
        if (robots.noindex() && robots.nofollow()) {
            noindex(t, url, robots);
            return;
        }
        long start = System.nanoTime();
        CleanedPage page;
        try {
            page = stages.clean(t.getBinaryByField("bytes"), t.getStringByField("content_type"), url);
        } catch (Throwable e) {
            ExtractionFailure.rethrowUnlessPagesFault(e); // an ExtractionException, a StackOverflowError on deep nesting
            failed.inc();
            out.emit(Streams.STATUS, t, Streams.status(url, CrawlStatus.ERROR, ExtractionFailure.reason("extraction", e),
                    200, 0));
            out.ack(t);
            return;
        }
        cleanMicros.update((System.nanoTime() - start) / 1000);
        String canonical = page.toRecords() || robots.noindex() ? null
                : canonicals.of(url, CanonicalLink.of(t.getBinaryByField("bytes"), url)).orElse(null);
        boolean elsewhere = canonical != null && !canonical.equals(url);
        Set<String> links = robots.nofollow() ? Set.of() : outlinks.of(page.links(), url, seed, depth);
        if (elsewhere && links.contains(canonical)) {
            links = new LinkedHashSet<>(links);
            links.remove(canonical); // its article is this page's: not fetched for it again
        }
        if (!links.isEmpty()) {
            emitLinks(t, url, new Values(url, depth + 1, seed, links.toArray(new String[0]), null));
        }
        boolean source = SourceVisits.isSource(page.type(), depth, maxDepth);
        boolean namesFeed = (page.toRecords() || depth == 0 || source) && !robots.nofollow()
                && emitFeedLinks(t, url, depth, seed);
        if (source) {
            out.emit(Streams.VISIT, t, visit(t, url, links, SourceVisits.kindOfPage(depth, namesFeed), 0));
        }
        if (robots.noindex()) {
            noindex(t, url, robots);
            return;
        }
        if (page.toRecords()) {
            lists.inc();
            out.emit(Streams.LIST, t, new Values(url, page, t.getLongByField("first_seen"), t.getLongByField("visit"),
                    t.getLongByField("fetched_at")));
        } else {
            articles.inc();
            if (elsewhere) {
                // seen before its article is indexed, so that the page's own link to it does not outrun the mark
                canonicalElsewhere.inc();
                HashMap<String, Object> of = new HashMap<>();
                of.put("canonical_of", url);
                out.emit(Streams.STATUS, t, Streams.status(canonical, CrawlStatus.CANONICAL,
                        "the canonical URL of " + url, 0, 0, of));
            }
            // a fresh, larger stamp per cleaning: the join tells a replay's halves from (and puts them before) those
            // an earlier attempt left waiting
            out.emit(Streams.ARTICLE, t, new Values(url, page, joinPoint.taskFor(url), canonical,
                    t.getLongByField("first_seen"), FetchStamp.WORKER.next(), t.getLongByField("visit"),
                    t.getLongByField("fetched_at")));
        }
        out.ack(t);
    }

    /**
     * The page's links to the outlinks step, registered first: its outcome is not recorded final until they are
     * stored ({@link PageLinks}).
     */
    private void emitLinks(Tuple t, String url, Values links) {
        pages.sending(url);
        out.emit(Streams.OUTLINK, t, links);
    }

    /** The page asked not to be indexed: recorded with the reason, nothing of it goes on. */
    private void noindex(Tuple t, String url, RobotsDirectives robots) {
        out.emit(Streams.STATUS, t, Streams.status(url, CrawlStatus.FETCHED_NOTHING, "noindex"
                + (robots.nofollow() ? ", nofollow" : "") + " (" + robots.source() + ")", 200, 0));
        out.ack(t);
    }

    /** A feed or sitemap is read, not cleaned: its entries are queued at its depth, its outcome recorded. */
    private boolean readSource(Tuple t, String url, int depth, String seed) {
        SourceRead read = sources.read(url, t.getStringByField("content_type"), t.getBinaryByField("bytes"),
                System.currentTimeMillis());
        if (read == null) {
            return false;
        }
        if (read.ok()) {
            SourcePages.Links links = SourcePages.links(read, link -> sourceLinks.of(List.of(link), url, seed, depth - 1));
            if (links.urls().length > 0) {
                emitLinks(t, url, new Values(url, depth, seed, links.urls(), links.hints()));
            }
            // a feed or sitemap is a source whatever its depth (its entries cost none): visited again for new entries
            long[] dates = read.entries().stream().mapToLong(SourceEntry::published).toArray();
            out.emit(Streams.VISIT, t, visit(t, url, List.of(links.urls()), RevisitSchedule.Kind.FEED,
                    SourceVisits.ratePerHour(dates, System.currentTimeMillis())));
        }
        out.emit(Streams.STATUS, t, Streams.status(url, read.ok() ? CrawlStatus.SOURCE_READ : CrawlStatus.ERROR,
                read.summary(), 200, 0, t.getStringByField("etag"), t.getStringByField("last_modified")));
        out.ack(t);
        return true;
    }

    /** A source's visit: its links' ids, its kind, the rate its dates tell and this answer's validators. */
    private static Values visit(Tuple t, String url, Collection<String> links, RevisitSchedule.Kind kind,
                                double rateHint) {
        return new Values(url, SourceVisits.linkIds(links).toArray(new String[0]), kind.name(), rateHint,
                t.getStringByField("etag"), t.getStringByField("last_modified"));
    }

    /**
     * The feeds a home or section page announces are followed at its depth, as sources cost none; true if it
     * announces any.
     */
    private boolean emitFeedLinks(Tuple t, String url, int depth, String seed) {
        List<String> feeds = FeedLinks.ofPage(t.getBinaryByField("bytes"), url);
        if (!feeds.isEmpty()) {
            Set<String> links = sourceLinks.of(feeds, url, seed, depth - 1);
            if (!links.isEmpty()) {
                emitLinks(t, url, new Values(url, depth, seed, links.toArray(new String[0]), null));
            }
        }
        return !feeds.isEmpty();
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(Streams.ARTICLE, Streams.ARTICLE_FIELDS);
        declarer.declareStream(Streams.LIST, Streams.CLEANED_FIELDS);
        declarer.declareStream(Streams.OUTLINK, Streams.OUTLINK_FIELDS);
        declarer.declareStream(Streams.VISIT, Streams.VISIT_FIELDS);
        declarer.declareStream(Streams.STATUS, Streams.STATUS_FIELDS);
    }
}
