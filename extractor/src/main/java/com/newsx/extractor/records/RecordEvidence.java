package com.newsx.extractor.records;

import java.util.List;

/**
 * What a page's leaves tell about the records that hold them, counted once per tree so that any record is asked in
 * constant time: how many stories it holds (linked headlines, a new link target each), whether it carries a date,
 * whether its first words are a headline, whether it links a document. A story list's records hold one story each, usually dated, led by the
 * headline; a block of a portal's sections holds several stories under a short title, a menu item none.
 */
final class RecordEvidence {
    /** Leading leaves narrower than this (a rank number, a bullet) do not count as a record's first words. */
    private static final int MIN_WORDS_WIDTH = 4;
    /** How many of a record's first texts may lead to its headline. */
    private static final int FIRST_WORDS = 3;

    private final List<TreeNode> leaves;
    private final int headlineWidth;
    /** stories[i]: leaves before leaf i that start a story. */
    private final int[] stories;
    /** dates[i]: leaves before leaf i that read as a date. */
    private final int[] dates;
    /** documents[i]: leaves before leaf i that link a document ({@link DocumentUrl}). */
    private final int[] documents;

    private RecordEvidence(List<TreeNode> leaves, int headlineWidth, int[] stories, int[] dates, int[] documents) {
        this.leaves = leaves;
        this.headlineWidth = headlineWidth;
        this.stories = stories;
        this.dates = dates;
        this.documents = documents;
    }

    /**
     * @param headlineWidth display width from which a text is a headline (CJK characters count two): menu entries,
     *                      section titles and "more" links are narrower
     */
    static RecordEvidence of(List<TreeNode> leaves, int headlineWidth) {
        int[] stories = new int[leaves.size() + 1];
        int[] dates = new int[leaves.size() + 1];
        int[] documents = new int[leaves.size() + 1];
        String lastTarget = null;
        String lastHref = null;
        boolean lastIsDocument = false;
        for (int i = 0; i < leaves.size(); i++) {
            TreeNode leaf = leaves.get(i);
            boolean story = false;
            // A story starts at a linked headline whose target differs from the last one's (a title link and the
            // image or URL line linking the same page are one story).
            if (leaf.href() != null && leaf.textLength() >= headlineWidth) {
                story = !leaf.href().equals(lastTarget);
                lastTarget = leaf.href();
            }
            stories[i + 1] = stories[i] + (story ? 1 : 0);
            dates[i + 1] = dates[i] + (DateShape.isDate(leaf.text()) ? 1 : 0);
            if (leaf.href() != null && !leaf.href().equals(lastHref)) { // an image and a title link one page
                lastHref = leaf.href();
                lastIsDocument = DocumentUrl.isDocument(lastHref);
            }
            documents[i + 1] = documents[i] + (leaf.href() != null && lastIsDocument ? 1 : 0);
        }
        return new RecordEvidence(leaves, headlineWidth, stories, dates, documents);
    }

    /** Linked headlines of distinct targets in the record. */
    int stories(TreeNode record) {
        return count(stories, record);
    }

    boolean dated(TreeNode record) {
        return count(dates, record) > 0;
    }

    /** Whether the record links a document (a story, a product), not only sections, menus' pages or tags. */
    boolean linksDocument(TreeNode record) {
        return count(documents, record) > 0;
    }

    /**
     * Whether one of the record's first words (its first {@value #FIRST_WORDS} texts of some width that are not dates:
     * a kicker, a "Sponsored" or a channel name may stand before the headline) is as wide as a headline, linked or not.
     */
    boolean ledByHeadline(TreeNode record) {
        int words = 0;
        for (int i = Math.max(0, record.firstLeaf()); i < record.leafEnd() && i < leaves.size(); i++) {
            TreeNode leaf = leaves.get(i);
            if (leaf.textLength() < MIN_WORDS_WIDTH || dates[i + 1] > dates[i]) {
                continue;
            }
            if (leaf.textLength() >= headlineWidth) {
                return true;
            }
            if (++words == FIRST_WORDS) {
                return false;
            }
        }
        return false;
    }

    private int count(int[] before, TreeNode record) {
        int from = Math.max(0, record.firstLeaf());
        int to = Math.min(record.leafEnd(), before.length - 1);
        return to > from ? before[to] - before[from] : 0;
    }
}
