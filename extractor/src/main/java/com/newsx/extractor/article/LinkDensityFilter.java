package com.newsx.extractor.article;


import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Drops lines that are mostly link text (menus, related-article lists, tag clouds): the link density feature
 * that neither seed algorithm uses. A short run of linked lines with the story's prose right above and right below
 * it is part of the story when those lines are headings or list items ({@code filter.linkdensity.insideProse}):
 * the linked product names of a roundup's headings, a list of linked books or tools the text introduces; menus and
 * related lists sit at the story's edges, and a linked paragraph between two paragraphs is an inline teaser.
 * The cells of a data table in the region are the table's data, linked or not ({@code filter.link-density.table-cells-max}):
 * a table of companies, products or events links its names to them; menus are not laid out as rows of cells.
 * A heading or list item with words of its own besides its link, between prose lines of the region, is the story's
 * ({@code filter.link-density.own-words-max}): "Tent poles or trekking poles" with "poles" linked, a linked
 * product name and its price; menu entries and related headlines are links from end to end.
 * A list or heading standing directly in the element that holds the story's paragraphs is the story's too, linked or
 * not: a list of linked tools, events or sources the text introduces, a
 * table of contents, a linked product name as a section heading. Inline related boxes come in their own container.
 */
final class LinkDensityFilter implements LineFilter {
    /** Headings and list items: a linked paragraph between two paragraphs is an inline "related" teaser. */
    private static final Set<String> ITEMS = Set.of("h1", "h2", "h3", "h4", "h5", "h6", "li",
            "dt", "dd");

    private static final Set<String> HEADINGS = Set.of("h1", "h2", "h3", "h4", "h5", "h6");
    /** Prose lines that make an element the holder of the story's paragraphs (lists in the story). */
    private static final int MIN_PARAGRAPHS = 2;

    private final double maxLinkDensity;
    private final int maxHeadings;
    private final int maxInsideRun;
    private final int proseMinChars;
    private final double tableMaxLinkDensity;
    private final double itemMaxLinkDensity;

    LinkDensityFilter(FilterSettings settings, int proseMinChars) {
        this.maxLinkDensity = settings.linkDensityMax();
        this.maxInsideRun = settings.linkDensityInsideProseMaxLines();
        this.maxHeadings = settings.linkDensityInsideProseHeadings();
        this.proseMinChars = proseMinChars;
        this.tableMaxLinkDensity = settings.linkDensityTableCellsMax();
        this.itemMaxLinkDensity = settings.linkDensityOwnWordsMax();
    }

    @Override
    public void apply(PageContext page, boolean[] keep) {
        List<TextLine> lines = page.index().lines();
        Map<Integer, Boolean> dataTables = new HashMap<>();
        int firstProse = -1;
        int lastProse = -1;
        // The elements holding the story's paragraphs: parents of the blocks of two kept prose lines or more (a
        // teaser box's single line of prose does not make its links the story's).
        Map<Integer, Integer> proseBlocks = new HashMap<>();
        for (int k = 0; k < keep.length; k++) {
            if (isProse(lines, keep, k)) {
                firstProse = firstProse < 0 ? k : firstProse;
                lastProse = k;
                proseBlocks.merge(page.index().parent(lines.get(k).owner()), 1, Integer::sum);
            }
        }
        Set<Integer> paragraphHolders = new HashSet<>();
        proseBlocks.forEach((holder, n) -> {
            if (n >= MIN_PARAGRAPHS) {
                paragraphHolders.add(holder);
            }
        });
        int i = 0;
        while (i < keep.length) {
            if (!keep[i] || !isLinked(page, lines, i, firstProse, lastProse, dataTables, paragraphHolders)) {
                i++;
                continue;
            }
            // A run of kept linked lines (lines dropped before do not break it) ...
            int from = i;
            int to = i;
            int count = 0;
            int j = i;
            boolean itemsOnly = true;
            while (j < keep.length
                    && (!keep[j] || isLinked(page, lines, j, firstProse, lastProse, dataTables, paragraphHolders))) {
                if (keep[j]) {
                    to = j;
                    count++;
                    itemsOnly &= ITEMS.contains(page.index().element(lines.get(j).owner()).normalName());
                }
                j++;
            }
            // ... between two prose lines of the story stays (a heading or two of the story may stand between).
            boolean inside = itemsOnly && count <= maxInsideRun && proseNear(page, lines, keep, from, -1)
                    && proseNear(page, lines, keep, j - 1, 1);
            if (!inside) {
                for (int k = from; k <= to; k++) {
                    keep[k] = false;
                }
            }
            i = j;
        }
    }

    /** Whether line {@code i} is a linked line this filter drops, unless it stands inside the story's prose. */
    private boolean isLinked(PageContext page, List<TextLine> lines, int i, int firstProse, int lastProse,
                             Map<Integer, Boolean> dataTables, Set<Integer> paragraphHolders) {
        TextLine line = lines.get(i);
        if (line.linkDensity() <= maxLinkDensity) {
            return false;
        }
        if (isDataCell(page.index(), line.owner(), dataTables)) {
            return false;
        }
        if (i <= firstProse || i >= lastProse) {
            return true;
        }
        if (line.linkDensity() <= itemMaxLinkDensity
                && ITEMS.contains(page.index().element(line.owner()).normalName())) {
            return false;
        }
        return !(paragraphHolders.contains(storyBlockParent(page.index(), line.owner())));
    }

    /**
     * The parent of the list or heading holding element {@code el} (of the outermost list when lists nest), or -1
     * when {@code el} is in neither.
     */
    private static int storyBlockParent(DomIndex index, int el) {
        if (HEADINGS.contains(index.element(el).normalName())) {
            return index.parent(el);
        }
        // The item: the line's block or an ancestor close above it (a paragraph or division inside the item).
        int a = el;
        for (int up = 0; a >= 0 && !"li".equals(index.element(a).normalName()); up++) {
            if (up == 2) {
                return -1;
            }
            a = index.parent(a);
        }
        int list = -1;
        for (; a >= 0; a = index.parent(a)) {
            String tag = index.element(a).normalName();
            if ("ul".equals(tag) || "ol".equals(tag)) {
                list = a;
            } else if (!"li".equals(tag)) {
                break;
            }
        }
        return list < 0 ? -1 : index.parent(list);
    }

    /**
     * Whether element {@code el} lies in a cell of a data table: a row of at least two cells, in a table holding no
     * other table (tables laying out a page nest, and their cells hold menus) and text of its own besides links.
     */
    private boolean isDataCell(DomIndex index, int el, Map<Integer, Boolean> dataTables) {
        int cell = el;
        while (cell >= 0 && !isCell(index.element(cell).normalName())) {
            if ("table".equals(index.element(cell).normalName())) {
                return false;
            }
            cell = index.parent(cell);
        }
        if (cell < 0) {
            return false;
        }
        int row = index.parent(cell);
        if (row < 0 || !"tr".equals(index.element(row).normalName()) || index.element(row).childrenSize() < 2) {
            return false;
        }
        int table = row;
        while (table >= 0 && !"table".equals(index.element(table).normalName())) {
            table = index.parent(table);
        }
        return table >= 0 && dataTables.computeIfAbsent(table, t -> isDataTable(index, t));
    }

    private boolean isDataTable(DomIndex index, int table) {
        if (index.linkDensity(table) > tableMaxLinkDensity) {
            return false; // a grid of links ("guides to check out") laid out as a table holds no data of its own
        }
        for (int k = table + 1; k <= index.end(table); k++) {
            if ("table".equals(index.element(k).normalName())) {
                return false;
            }
        }
        for (int a = index.parent(table); a >= 0; a = index.parent(a)) {
            if (isCell(index.element(a).normalName())) {
                return false; // a table inside a layout table's cell
            }
        }
        return true;
    }

    private static boolean isCell(String tag) {
        return "td".equals(tag) || "th".equals(tag);
    }

    /**
     * Whether the first kept line past {@code from} in direction {@code step} is prose, looking past up to
     * {@code filter.link-density.inside-prose-headings} unlinked headings ("Top picks:", "3. Pliers").
     */
    private boolean proseNear(PageContext page, List<TextLine> lines, boolean[] keep, int from, int step) {
        int headings = 0;
        for (int k = from + step; k >= 0 && k < keep.length; k += step) {
            if (!keep[k]) {
                continue;
            }
            if (isProse(lines, keep, k)) {
                return true;
            }
            TextLine line = lines.get(k);
            boolean heading = line.linkDensity() <= maxLinkDensity
                    && (HEADINGS.contains(page.index().element(line.owner()).normalName())
                    || line.text().endsWith(":"));
            if (!heading || ++headings > maxHeadings) {
                return false;
            }
        }
        return false;
    }

    private boolean isProse(List<TextLine> lines, boolean[] keep, int i) {
        if (i < 0 || !keep[i]) {
            return false;
        }
        TextLine line = lines.get(i);
        return line.chars() >= proseMinChars && line.punct() >= 1 && line.linkDensity() <= maxLinkDensity;
    }
}
