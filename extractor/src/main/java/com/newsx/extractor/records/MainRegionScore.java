package com.newsx.extractor.records;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How likely a candidate region is the page's main data region. The main records are many, each carries
 * substantial text and usually a link, they repeat one structure at similar sizes, each is a small part of
 * the page, and they sit in the content area, not in navigation, header, footer or aside:
 * <pre>
 * score = n^countExponent * sqrt(chars / n) * (1 + linked) / 2 * (1 + multiItem) / 2 * regularity * sizeConsistency
 *         * granularity * fields * (boilerplatePenalty if inside nav/header/footer/aside)
 *         * (1 + queryWeight * share of records carrying the page's query)
 *         * stories * headlines * dates * documents
 * </pre>
 * with n the records of at least {@code substantialText} (display width) and chars their text, linked and
 * multiItem the shares of records holding a link and more than one leaf; 0 when n &lt; {@code minRecords}.
 * The last three weigh what the records hold ({@link RecordEvidence}): stories = 1 - oneStoryWeight * (share of
 * records holding more than storiesPerRecord stories), so blocks of several stories each (a portal's sections, a list cut into
 * blocks) lose to the stories themselves; headlines = 1 - headlineWeight * (share of records not led by a headline),
 * so menus and section titles lose to headlines; dates = 1 + dateWeight * (share of dated records); documents = 1 +
 * documentWeight * (share of records linking a document, {@link DocumentUrl}): a list's records link stories or
 * products, a menu's link sections.
 */
public final class MainRegionScore {
    private final int minRecords;
    private final int substantialText;
    private final double boilerplatePenalty;
    private final double maxRecordShare;
    private final double fullFields;
    private final double queryWeight;
    private final double countExponent;
    private final int storiesPerRecord;
    private final double oneStoryWeight;
    private final double headlineWeight;
    private final double dateWeight;
    private final double documentWeight;

    public MainRegionScore(RecordSettings.RegionSettings settings) {
        this.minRecords = settings.minRecords();
        this.substantialText = settings.substantialText();
        this.boilerplatePenalty = settings.boilerplatePenalty();
        this.maxRecordShare = settings.maxRecordShare();
        this.fullFields = settings.fullFields();
        this.queryWeight = settings.queryWeight();
        this.countExponent = settings.countExponent();
        this.storiesPerRecord = settings.storiesPerRecord();
        this.oneStoryWeight = settings.oneStoryWeight();
        this.headlineWeight = settings.headlineWeight();
        this.dateWeight = settings.dateWeight();
        this.documentWeight = settings.documentWeight();
    }

    public double score(TreeNode parent, List<TreeNode> records) {
        return score(parent, records, null, null);
    }

    /**
     * As above; {@code query} says which leaves hold a word of the page's query (null when it has none): the region
     * scores 1 + queryWeight times the share of its records that hold one. {@code evidence} (null: not weighed)
     * tells the stories, headlines and dates of the records.
     */
    public double score(TreeNode parent, List<TreeNode> records, QueryLeaves query, RecordEvidence evidence) {
        double score = scoreWithoutQuery(parent, records, evidence);
        if (score > 0 && evidence != null) {
            score *= evidence(records, evidence);
        }
        if (score == 0 || query == null) {
            return score;
        }
        int carrying = 0;
        for (TreeNode r : records) {
            if (query.any(r.firstLeaf(), r.leafEnd())) {
                carrying++;
            }
        }
        return score * (1 + queryWeight * carrying / records.size());
    }

    private double scoreWithoutQuery(TreeNode parent, List<TreeNode> records, RecordEvidence evidence) {
        if (records.size() < minRecords) {
            return 0;
        }
        int substantial = 0;
        long substantialChars = 0;
        int linked = 0;
        int multiItem = 0;
        double fieldCount = 0;
        for (TreeNode r : records) {
            if (r.textLength >= substantialText) {
                substantial++;
                substantialChars += r.textLength;
            }
            if (r.links > 0 || r.linkTextLength > 0) {
                linked++;
            }
            // A linked headline alone is a whole record (a story of a headline list), not a menu's one-item entry.
            boolean story = r.leafCount() == 1 && evidence != null && evidence.stories(r) == 1;
            if (r.leafCount() > 1 || story) {
                multiItem++;
            }
            fieldCount += story ? Math.max(r.leafCount(), fullFields) : r.leafCount();
        }
        if (substantial < minRecords) {
            return 0;
        }
        double n = records.size();
        double score = Math.pow(substantial, countExponent) * Math.sqrt(substantialChars / (double) substantial)
                * (0.5 + 0.5 * linked / n) * (0.5 + 0.5 * multiItem / n)
                * regularity(records) * sizeConsistency(records) * granularity(records) * fields(fieldCount / n);
        return inBoilerplate(parent) ? score * boilerplatePenalty : score;
    }

    /** The stories, headlines, dates and documents factors of the formula above. */
    private double evidence(List<TreeNode> records, RecordEvidence evidence) {
        int severalStories = 0;
        int notLed = 0;
        int dated = 0;
        int documents = 0;
        for (TreeNode r : records) {
            if (oneStoryWeight > 0 && evidence.stories(r) > storiesPerRecord) {
                severalStories++;
            }
            if (headlineWeight > 0 && !evidence.ledByHeadline(r)) {
                notLed++;
            }
            if (dateWeight > 0 && evidence.dated(r)) {
                dated++;
            }
            if (documentWeight > 0 && evidence.linksDocument(r)) {
                documents++;
            }
        }
        double n = records.size();
        return (1 - oneStoryWeight * severalStories / n) * (1 - headlineWeight * notLed / n) * (1 + dateWeight * dated / n)
                * (1 + documentWeight * documents / n);
    }

    /**
     * Structured records carry several fields (title, price, date, snippet ...): with fewer than
     * {@code records.region.full-fields} leaves on average (a record of one story counting as full) a region scores
     * proportionally less, so a footer of three-line link cards does not outweigh the results. 0 switches the factor
     * off.
     */
    private double fields(double perRecord) {
        if (fullFields <= 0) {
            return 1;
        }
        return Math.min(1.0, perRecord / fullFields);
    }

    /** Records that repeat one structure at consistent sizes and are small parts of the page. */
    public boolean isRegular(List<TreeNode> records) {
        return records.size() >= minRecords && regularity(records) >= 0.8 && sizeConsistency(records) >= 0.5
                && granularity(records) >= 1;
    }

    /**
     * 1 while a record holds at most {@code maxRecordShare} of the page's leaves, then falling with the square
     * of the excess: the sections of a page (header, content, footer) repeat too, but are not records.
     */
    double granularity(List<TreeNode> records) {
        TreeNode root = records.get(0);
        while (root.parent != null) {
            root = root.parent;
        }
        long leaves = 0;
        for (TreeNode r : records) {
            leaves += r.leafCount();
        }
        double share = leaves / (double) records.size() / Math.max(1, root.leafCount());
        return share <= maxRecordShare ? 1 : Math.pow(maxRecordShare / share, 2);
    }

    /**
     * Share of the records with the most frequent signature (tag, first class, first child's tag): records
     * repeat a structure.
     */
    static double regularity(List<TreeNode> records) {
        Map<String, Integer> counts = new HashMap<>();
        int best = 0;
        for (TreeNode r : records) {
            best = Math.max(best, counts.merge(r.signature() + "/" + childSignature(r), 1, Integer::sum));
        }
        return (double) best / records.size();
    }

    private static String childSignature(TreeNode r) {
        return r.children.isEmpty() ? "" : r.children.get(0).tag;
    }

    /** Median over mean record size: one huge "record" among small ones means the split is wrong. */
    static double sizeConsistency(List<TreeNode> records) {
        int[] sizes = new int[records.size()];
        long sum = 0;
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = records.get(i).size;
            sum += sizes[i];
        }
        Arrays.sort(sizes);
        return Math.min(1.0, sizes[sizes.length / 2] * sizes.length / (double) sum);
    }

    /**
     * Inside navigation, header, footer or aside by their HTML5 tags. (Class names were tried too: wrappers
     * named "nav_..." or "...header" hold whole pages often enough that they cost more than they gained.)
     */
    static boolean inBoilerplate(TreeNode node) {
        for (TreeNode n = node; n != null; n = n.parent) {
            switch (n.tag) {
                case "nav", "header", "footer", "aside" -> {
                    return true;
                }
                default -> {
                }
            }
        }
        return false;
    }
}
