package com.newsx.extractor.article;

import com.newsx.extractor.text.DateParser;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The comment thread under a post: sibling entries of one markup (tag and class) after the post, each headed by a
 * name and a time ("# re: Title 2005-06-02 08:00 | name", "2楼 发布时间 2006/07/01 09:02:11") over a short text. Old
 * blog hosts and forums put 40 of them under a post of a few hundred characters, so that they outweigh the story in
 * every measure of text; the repeated, dated structure tells them apart. Where the headline stands inside the first
 * entry (a forum's opening post), that entry is the post and the rest the thread. The post must come first: a thread
 * with no prose above it (an archive of dated teasers) is left alone.
 */
final class CommentThreads {
    /** Lines of an entry read for its header (name and time), and the characters of a header line at most. */
    private static final int HEADER_LINES = 3;
    private static final int HEADER_MAX_CHARS = 120;

    private final int minEntries;
    private final double datedShare;
    private final int entryMaxChars;
    private final int proseMinChars;
    private final DateParser dates = new DateParser();

    CommentThreads(ThreadSettings settings, int proseMinChars) {
        this.minEntries = settings.minEntries();
        this.datedShare = settings.datedShare();
        this.entryMaxChars = settings.entryMaxChars();
        this.proseMinChars = proseMinChars;
    }

    /** Per line, whether it belongs to a comment thread; null when the page has none. */
    boolean[] lines(DomIndex index, int titleLine) {
        int[] timed = timeLines(index);
        if (timed == null) {
            return null;
        }
        int needed = (int) Math.ceil(datedShare * minEntries);
        int[][] children = index.children();
        boolean[] thread = null;
        Map<String, Integer> counts = new HashMap<>();
        for (int p = 0; p < index.size(); p++) {
            int[] kids = children[p];
            if (kids.length < minEntries || timed[p] < needed) {
                continue; // too few entries, or too few lines under it to head them with times
            }
            counts.clear();
            String best = null;
            int bestCount = 0;
            for (int k : kids) {
                if (index.chars(k) == 0) {
                    continue;
                }
                String sig = signature(index, k);
                int c = counts.merge(sig, 1, Integer::sum);
                if (c > bestCount) {
                    bestCount = c;
                    best = sig;
                }
            }
            if (bestCount < minEntries) {
                continue;
            }
            int[] members = new int[bestCount];
            int m = 0;
            for (int k : kids) {
                if (index.chars(k) > 0 && signature(index, k).equals(best)) {
                    members[m++] = k;
                }
            }
            thread = mark(index, members, titleLine, thread);
        }
        return thread;
    }

    /**
     * Per element, the lines under it that could head an entry with a time of day (short, with a colon, as
     * {@link #headedByATime} asks); null when the page has fewer than a thread needs: a cheap count that spares most
     * pages the search for entries and never rules out one that search would find.
     */
    private int[] timeLines(DomIndex index) {
        int[] counts = null;
        int total = 0;
        for (TextLine line : index.lines()) {
            String t = line.text();
            if (t.length() <= HEADER_MAX_CHARS && (t.indexOf(':') >= 0 || t.indexOf('：') >= 0)) {
                if (counts == null) {
                    counts = new int[index.size()];
                }
                counts[line.owner()]++;
                total++;
            }
        }
        if (total < datedShare * minEntries) {
            return null;
        }
        for (int i = index.size() - 1; i > 0; i--) {
            counts[index.parent(i)] += counts[i];
        }
        return counts;
    }

    private static String signature(DomIndex index, int el) {
        var e = index.element(el);
        return e.attributesSize() == 0 ? e.normalName() : e.normalName() + "." + e.className();
    }

    /** Marks the thread's lines when the entries are one; returns the (possibly new) marks. */
    private boolean[] mark(DomIndex index, int[] members, int titleLine, boolean[] thread) {
        List<TextLine> lines = index.lines();
        int k = members.length;
        // entry j spans the elements from members[j] up to the next member (a flat thread's header and body)
        int[] from = new int[k];
        int[] to = new int[k];
        int[] chars = new int[k];
        Arrays.fill(from, -1);
        int last = index.end(members[k - 1]);
        for (int i = 0; i < lines.size(); i++) {
            int owner = lines.get(i).owner();
            if (owner < members[0]) {
                continue;
            }
            if (owner > last) {
                break;
            }
            int j = entryOf(members, owner);
            if (from[j] < 0) {
                from[j] = i;
            }
            to[j] = i;
            chars[j] += lines.get(i).chars();
        }
        int first = 0;
        if (titleLine >= 0 && from[0] >= 0 && titleLine >= from[0]) {
            if (titleLine > to[0]) {
                return thread; // the headline inside a later entry, or below them all: these entries are the story
            }
            first = 1; // the headline opens the first entry: the opening post, the rest replies to it
        }
        if (first == 0 && k > 1 && postFirst(chars)) {
            first = 1; // the post itself in the markup of its comments, the headline found elsewhere
        }
        int n = k - first;
        boolean post = first == 1 ? proseBefore(lines, titleLine, to[0], from[0])
                : proseBefore(lines, titleLine, from[0] - 1, 0);
        if (n < minEntries || !post) {
            return thread;
        }
        int dated = 0;
        int[] sizes = new int[n];
        for (int j = first; j < k; j++) {
            sizes[j - first] = chars[j];
            if (from[j] >= 0 && headedByATime(lines, from[j], to[j])) {
                dated++;
            }
        }
        Arrays.sort(sizes);
        if (dated < datedShare * n || sizes[n / 2] > entryMaxChars) {
            return thread;
        }
        boolean[] marks = thread != null ? thread : new boolean[lines.size()];
        for (int j = first; j < k; j++) {
            for (int i = from[j]; i >= 0 && i <= to[j]; i++) {
                marks[i] = true;
            }
        }
        return marks;
    }

    /** The first entry is long (over entryMaxChars) and three times the others' median: the post. */
    private boolean postFirst(int[] chars) {
        int[] others = Arrays.copyOfRange(chars, 1, chars.length);
        Arrays.sort(others);
        return chars[0] > entryMaxChars && chars[0] > 3 * others[others.length / 2];
    }

    private static int entryOf(int[] members, int owner) {
        int at = Arrays.binarySearch(members, owner);
        return at >= 0 ? at : -at - 2;
    }

    /** A prose line of the post between the headline (or the page's top, from) and upTo. */
    private boolean proseBefore(List<TextLine> lines, int titleLine, int upTo, int from) {
        for (int i = Math.max(from, titleLine + 1); i <= upTo && i < lines.size(); i++) {
            TextLine l = lines.get(i);
            if (l.chars() >= proseMinChars && l.punct() > 0 && l.linkDensity() <= 0.5) {
                return true;
            }
        }
        return false;
    }

    /** One of the entry's first short lines, or its last, shows a date with a time of day. */
    private boolean headedByATime(List<TextLine> lines, int from, int to) {
        for (int i = from; i <= to; i++) {
            if (i >= from + HEADER_LINES && i != to) {
                continue;
            }
            String t = lines.get(i).text();
            if (t.length() <= HEADER_MAX_CHARS && (t.indexOf(':') >= 0 || t.indexOf('：') >= 0)) {
                for (DateParser.Match d : dates.findAll(t)) {
                    if (d.date().hasTime()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
