package com.newsx.extractor.records;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The two shapes RecordMining misses when it takes each child of the region as one record. Nested records
 * (the open problem of the method): a grid whose rows each hold several records comes out as one record
 * per row; when the rows' children repeat one structure (same signature, several items each, similar by
 * simple tree matching), each child is a record. Generalized records: a
 * record made of k adjacent siblings (title row, then detail row) shows as a period k in the siblings'
 * signatures; each period is one record.
 */
public final class NestedRecords {
    private final double repeatShare;
    private final double minSimilarity;
    private final boolean ignoreZebra;
    private final SimpleTreeMatching<TreeNode> stm =
            new SimpleTreeMatching<>(TreeNode::tag, TreeNode::children, 32);

    /**
     * @param repeatShare   share of children (or periods) that must follow the repeated structure
     * @param minSimilarity STM similarity the inner records of one row must have to the row's first one
     */
    public NestedRecords(double repeatShare, double minSimilarity) {
        this(repeatShare, minSimilarity, true);
    }

    /**
     * @param ignoreZebra siblings alternating only in a striping class (odd/even, row/rowalt) are one record each,
     *                    not a period ({@code records.generalized.ignoreZebra})
     */
    public NestedRecords(double repeatShare, double minSimilarity, boolean ignoreZebra) {
        this.repeatShare = repeatShare;
        this.minSimilarity = minSimilarity;
        this.ignoreZebra = ignoreZebra;
    }

    /** The records inside each record, or null when the records do not repeat a common inner structure. */
    public List<TreeNode> split(List<TreeNode> records) {
        Map<String, Integer> signatures = new HashMap<>();
        int children = 0;
        int multi = 0;
        for (TreeNode r : records) {
            if (r.children.size() >= 2) {
                multi++;
            }
            for (TreeNode c : r.children) {
                signatures.merge(c.signature(), 1, Integer::sum);
                children++;
            }
        }
        if (multi < records.size() * repeatShare || children < 2 * records.size()) {
            return null;
        }
        String frequent = mostFrequent(signatures);
        if (signatures.get(frequent) < children * repeatShare) {
            return null;
        }
        List<TreeNode> out = new ArrayList<>(children);
        int alike = 0;
        for (TreeNode r : records) {
            TreeNode first = null;
            boolean rowAlike = true;
            for (TreeNode c : r.children) {
                if (c.signature().equals(frequent)) {
                    out.add(c);
                    // Cells of a table row (title, date, author) share a tag but not a structure: no split.
                    if (first == null) {
                        first = c;
                    } else if (c.leafCount() < 2 || stm.similarity(first, c, first.size, c.size) < minSimilarity) {
                        rowAlike = false;
                    }
                }
            }
            if (rowAlike && first != null && first.leafCount() >= 2) {
                alike++;
            }
        }
        return alike >= records.size() * repeatShare ? out : null;
    }

    /**
     * Generalized records for the smallest period k in 2..maxPeriod whose most frequent run of k signatures
     * mixes different signatures and covers most of the siblings; each record starts at a sibling with the
     * run's first signature and extends to the next such sibling (so an optional member does not shift the
     * records after it). Siblings before the first start are not records. Null when there is no such period.
     */
    public List<TreeNode> generalize(List<TreeNode> records, int maxPeriod) {
        int n = records.size();
        if (records.stream().map(TreeNode::signature).distinct().count() < 2) {
            return null;
        }
        for (int k = 2; k <= maxPeriod && 2 * k <= n; k++) {
            int agree = 0;
            for (int i = k; i < n; i++) {
                if (records.get(i).signature().equals(records.get(i - k).signature())) {
                    agree++;
                }
            }
            if (agree < (n - k) * repeatShare) {
                continue;
            }
            String start = startOfMixedRun(records, k);
            if (start == null || ignoreZebra && isZebra(records, start, k)) {
                continue;
            }
            List<TreeNode> out = new ArrayList<>();
            List<TreeNode> current = null;
            for (TreeNode r : records) {
                if (r.signature().equals(start)) {
                    if (current != null) {
                        out.add(TreeNode.group(current));
                    }
                    current = new ArrayList<>();
                }
                if (current != null) {
                    current.add(r);
                }
            }
            if (current != null) {
                out.add(TreeNode.group(current));
            }
            return out.size() >= 2 ? out : null;
        }
        return null;
    }

    /**
     * Whether the first run of k siblings from a {@code start} sibling is zebra striping: one tag, classes that
     * differ only in striping words (odd, even, alt) or digits. Such rows are k records, not one.
     */
    private static boolean isZebra(List<TreeNode> records, String start, int k) {
        for (int i = 0; i + k <= records.size(); i++) {
            if (records.get(i).signature().equals(start)) {
                String stripe = unstriped(records.get(i));
                for (int j = i + 1; j < i + k; j++) {
                    if (!records.get(j).tag().equals(records.get(i).tag()) || !unstriped(records.get(j)).equals(stripe)) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    /** The signature without striping words, digits and separators. */
    private static String unstriped(TreeNode n) {
        String s = n.signature().toLowerCase(java.util.Locale.ROOT)
                .replace("odd", "").replace("even", "").replace("alternate", "").replace("alt", "");
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isLetter(c) || c == '.') {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** First signature of the most frequent mixed run of k siblings, if such runs cover most siblings. */
    private String startOfMixedRun(List<TreeNode> records, int k) {
        Map<String, Integer> runs = new HashMap<>();
        Map<String, String> firstOf = new HashMap<>();
        for (int i = 0; i + k <= records.size(); i++) {
            StringBuilder seq = new StringBuilder();
            boolean mixed = false;
            for (int j = i; j < i + k; j++) {
                seq.append(records.get(j).signature()).append('|');
                mixed |= !records.get(j).signature().equals(records.get(i).signature());
            }
            if (mixed) {
                runs.merge(seq.toString(), 1, Integer::sum);
                firstOf.putIfAbsent(seq.toString(), records.get(i).signature());
            }
        }
        if (runs.isEmpty()) {
            return null;
        }
        String top = mostFrequent(runs);
        return runs.get(top) * k >= repeatShare * records.size() ? firstOf.get(top) : null;
    }

    private static String mostFrequent(Map<String, Integer> counts) {
        String best = null;
        int n = -1;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (e.getValue() > n || (e.getValue() == n && e.getKey().compareTo(best) < 0)) {
                best = e.getKey();
                n = e.getValue();
            }
        }
        return best;
    }
}
