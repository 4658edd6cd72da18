package com.newsx.extractor.records;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;

/**
 * Data records of a list page: HtmlTree, LeafSimilarity, DataRegionMining over every threshold, RecordMining
 * under each sub-cluster (with nested, generalized and continued records as alternatives), the main region chosen by
 * {@link MainRegionScore}, and RecordSchemaGen for each region kept. Returns the main region first. Links
 * and image sources are absolute when the document has a base URI. Stateless, so safe to share between
 * threads.
 */
public final class RecordExtractor {
    private final DataRegionMining drMining;
    private final RecordMining recordMining;
    private final NestedRecords nested;
    private final ContinuedList continued;
    private final MainRegionScore regionScore;
    private final RecordSchemaGen schemaGen;
    private final int maxPeriod;
    private final double edgeMinShare;
    private final int minRegionLeaves;
    private final int maxRegions;
    private final double innerRegionPenalty;
    private final int headlineWidth;
    private final int maxListed;
    private final boolean indexEvery;
    private final RegionRoles roles;
    private static final int RESCORED = 50;

    public RecordExtractor(RecordSettings settings) {
        this.drMining = new DataRegionMining(settings.sepSigma(), settings.ocqBeta());
        this.recordMining = new RecordMining(settings.factor());
        // Siblings alternating only in a striping class (odd/even, row/rowalt) are one record each, not a period.
        this.nested = new NestedRecords(settings.nestedRepeatShare(), settings.nestedMinSimilarity(), true);
        this.continued = new ContinuedList(settings.nestedRepeatShare());
        this.regionScore = new MainRegionScore(settings.region());
        this.schemaGen = new RecordSchemaGen(settings.maxCount(), settings.stmMaxDepth(), settings.stmMaxRecordNodes());
        this.maxPeriod = settings.generalizedMaxPeriod();
        this.edgeMinShare = settings.edgeMinMedianShare();
        this.minRegionLeaves = settings.region().minLeaves();
        this.maxRegions = settings.region().max();
        this.innerRegionPenalty = settings.region().innerPenalty();
        this.headlineWidth = settings.region().headlineWidth();
        this.maxListed = settings.region().maxListed();
        this.indexEvery = settings.region().indexEvery();
        this.roles = new RegionRoles(settings.region().substantialText(), settings.region().headlineWidth());
    }

    public List<RecordTable> extract(Document cleanedDoc) {
        return tables(regions(HtmlTree.of(cleanedDoc)));
    }

    /**
     * The tables of regions already found; with {@link #regions} and
     * {@code PageTypeClassifier.features(tree, regions, url)} one tree serves both records and page type.
     */
    public List<RecordTable> tables(List<DataRegion> regions) {
        List<RecordTable> out = new ArrayList<>(regions.size());
        for (DataRegion r : regions) {
            out.add(schemaGen.table(r.records()));
        }
        return out;
    }

    /**
     * The tables of every data region with its role (the main region first, named main when the page has one); the
     * regions as {@link #everyRegion} lists them.
     */
    public List<RegionTable> regionTables(List<DataRegion> every) {
        List<RegionTable> out = new ArrayList<>(every.size());
        for (int i = 0; i < every.size(); i++) {
            DataRegion r = every.get(i);
            RegionRole role = i == 0 && r.score() > 0 ? RegionRole.MAIN : roles.role(r);
            out.add(new RegionTable(role, schemaGen.table(r.records())));
        }
        return out;
    }

    /** The data regions of the tree, main region first, none overlapping another. */
    public List<DataRegion> regions(HtmlTree tree) {
        return regions(tree, SearchQuery.NONE);
    }

    /**
     * As above; the records of a results page's list carry the words of its query. At most {@code
     * records.region.max}: the main region and the next best scored, as the index keeps them.
     */
    public List<DataRegion> regions(HtmlTree tree, SearchQuery query) {
        return indexed(everyRegion(tree, query));
    }

    /** The regions of {@link #everyRegion}'s list that {@link #regions} gives: the scored ones, at most the maximum. */
    public List<DataRegion> indexed(List<DataRegion> every) {
        int n = 0;
        while (n < every.size() && n < maxRegions && every.get(n).score() > 0) {
            n++;
        }
        return every.subList(0, n);
    }

    /**
     * The regions of {@link #everyRegion}'s list whose records the index keeps: {@link #indexed}, or with {@code
     * records.region.index-every} all of them (when the page has a main region).
     */
    public List<DataRegion> forIndex(List<DataRegion> every) {
        List<DataRegion> indexed = indexed(every);
        return indexEvery && !indexed.isEmpty() ? every : indexed;
    }

    /**
     * Every data region of the tree, none overlapping another (seed 001 mines them all): first the scored
     * candidates, best first (the main region, then the regions the index keeps after it), then the repeated
     * structures that score nothing as a main region (menus, tag clouds, short link lists), most records first; at
     * most {@code records.region.max-listed}.
     */
    public List<DataRegion> everyRegion(HtmlTree tree, SearchQuery query) {
        Mined mined = mine(tree, query);
        List<DataRegion> candidates = mined.scored();
        // Only the best few can end up main; checking them against all is linear in the candidates.
        List<DataRegion> top = candidates.subList(0, Math.min(candidates.size(), RESCORED));
        List<DataRegion> rescored = new ArrayList<>(top.size());
        for (DataRegion c : top) {
            double score = insideOneRecord(c, candidates) ? c.score() * innerRegionPenalty : c.score();
            rescored.add(new DataRegion(c.parent(), c.records(), score));
        }
        rescored.sort(Comparator.comparingDouble(DataRegion::score).reversed());
        List<DataRegion> out = new ArrayList<>();
        addDisjoint(out, rescored);
        List<DataRegion> unscored = new ArrayList<>(mined.unscored());
        unscored.sort(Comparator.comparingInt((DataRegion r) -> r.records().size()).reversed());
        addDisjoint(out, unscored);
        return out;
    }

    /** Appends, in order, the regions that overlap none already in {@code out}, up to the listed maximum. */
    private void addDisjoint(List<DataRegion> out, List<DataRegion> regions) {
        for (DataRegion r : regions) {
            if (out.size() >= maxListed) {
                return;
            }
            if (out.stream().noneMatch(k -> overlaps(k, r))) {
                out.add(r);
            }
        }
    }

    /**
     * Every candidate region, best score first. Candidates come from every threshold h, in both readings of
     * DRMining (sub-clusters of S below h, and the subtree runs of S at or above h), not only from the
     * partition Ocq prefers: RecordMining below each run's common ancestor, keeping the best-scored of the
     * plain, nested, generalized and continued ({@link ContinuedList}) readings of the records.
     * {@link MainRegionScore} then picks the main region by what the records hold ({@link RecordEvidence}).
     */
    public List<DataRegion> candidates(HtmlTree tree) {
        return candidates(tree, SearchQuery.NONE);
    }

    /** As above, the regions scored by how many of their records carry the query's words too. */
    public List<DataRegion> candidates(HtmlTree tree, SearchQuery query) {
        return mine(tree, query).scored();
    }

    /**
     * What mining a tree gives: the candidates with a score, best first, and the regular repeated structures that
     * score nothing as a main region (too few records of substantial text).
     */
    private record Mined(List<DataRegion> scored, List<DataRegion> unscored) {
    }

    private Mined mine(HtmlTree tree, SearchQuery query) {
        QueryLeaves queryLeaves = QueryLeaves.of(tree.leaves(), query);
        RecordEvidence evidence = RecordEvidence.of(tree.leaves(), headlineWidth);
        int[] s = LeafSimilarity.sequence(tree.leaves());
        Map<TreeNode, Boolean> seenAncestor = new IdentityHashMap<>();
        Map<TreeNode, Boolean> seen = new IdentityHashMap<>();
        List<DataRegion> out = new ArrayList<>();
        List<DataRegion> unscored = new ArrayList<>();
        List<int[]> runs = new ArrayList<>();
        int maxS = 0;
        for (DataRegionMining.Partition p : drMining.partitions(s)) {
            runs.addAll(p.clusters());
        }
        for (int v : s) {
            maxS = Math.max(maxS, v);
        }
        for (int h = 1; h <= maxS; h++) {
            runs.addAll(DataRegionMining.subtrees(s, h));
        }
        for (int[] run : runs) {
            // A run of gaps [from, to) spans the leaves from .. to.
            if (run[1] - run[0] + 1 < minRegionLeaves) {
                continue;
            }
            TreeNode lca = HtmlTree.lowestCommonAncestor(tree.leaves().get(run[0]), tree.leaves().get(run[1]));
            if (seenAncestor.put(lca, Boolean.TRUE) != null) {
                continue;
            }
            TreeNode parent = recordMining.recordParent(lca);
            if (seen.put(parent, Boolean.TRUE) != null) {
                continue;
            }
            List<TreeNode> records = recordMining.records(parent);
            List<TreeNode> best = records;
            double score = regionScore.score(parent, records, queryLeaves, evidence);
            for (List<TreeNode> variant : Arrays.asList(nested.split(records),
                    nested.generalize(records, maxPeriod), continued.items(records))) {
                double v = variant == null ? 0 : regionScore.score(parent, variant, queryLeaves, evidence);
                if (v > score) {
                    score = v;
                    best = variant;
                }
            }
            best = RecordMining.trimSmallEdges(RecordMining.trimEdges(best), edgeMinShare);
            if (score > 0) {
                out.add(new DataRegion(parent, best, score));
            } else if (regionScore.isRegular(best)) {
                unscored.add(new DataRegion(parent, best, 0));
            }
        }
        out.sort(Comparator.comparingDouble(DataRegion::score).reversed());
        return new Mined(out, unscored);
    }

    /**
     * The region exactly as the paper chooses it: the largest sub-cluster of the partition DRMining rates
     * best by Ocq, and RecordMining below it; null when S has no such partition. Kept for comparison and
     * explanations: on the lists dev set it is the main region on few pages, because the validity index
     * looks at the shape of S only, not at what the records hold.
     */
    public DataRegion paperRegion(HtmlTree tree) {
        int[] s = LeafSimilarity.sequence(tree.leaves());
        DataRegionMining.Partition chosen = drMining.choose(s);
        if (chosen == null) {
            return null;
        }
        int[] run = chosen.largest();
        TreeNode lca = HtmlTree.lowestCommonAncestor(tree.leaves().get(run[0]), tree.leaves().get(run[1]));
        TreeNode parent = recordMining.recordParent(lca);
        List<TreeNode> records = recordMining.records(parent);
        return new DataRegion(parent, records, regionScore.score(parent, records));
    }

    /**
     * A list inside one record of a regular region (the links under one search result) is a detail of that
     * record, not the page's main list.
     */
    private boolean insideOneRecord(DataRegion inner, List<DataRegion> all) {
        for (DataRegion outer : all) {
            if (outer == inner || !outer.parent().isAncestorOf(inner.parent())
                    || !regionScore.isRegular(outer.records())) {
                continue;
            }
            for (TreeNode r : outer.records()) {
                if (r != inner.parent() && r.isAncestorOf(inner.parent())) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean overlaps(DataRegion a, DataRegion b) {
        return a.parent().isAncestorOf(b.parent()) || b.parent().isAncestorOf(a.parent());
    }
}
