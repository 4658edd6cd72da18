package com.newsx.topology.doc;

import com.newsx.extractor.links.UrlHost;
import com.newsx.extractor.records.Cell;
import com.newsx.extractor.records.RecordTable;
import com.newsx.extractor.text.DateParser;
import com.newsx.extractor.text.ParsedDate;

import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The news-records documents of a list page: one per data record, keeping all its cells, and naming the
 * cells a news reader looks for - the linked headline, its link, an image, a date, a snippet - by what they
 * hold rather than where they stand, since the schema's columns differ from site to site.
 */
public final class RecordDocuments {
    public static final String INDEX = "news-records";

    private final DateParser dates;

    public RecordDocuments(DateParser dates) {
        this.dates = dates;
    }

    /**
     * The first {@code max} rows of a page's tables, main region first: the regions past them dropped, the one they
     * end in cut (a hostile page's hundred thousand rows are not as many documents).
     */
    public static List<RecordTable> firstRows(List<RecordTable> tables, int max) {
        List<RecordTable> kept = new ArrayList<>(tables.size());
        int left = max;
        for (RecordTable t : tables) {
            if (left <= 0) {
                break;
            }
            kept.add(t.rows().size() <= left ? t : new RecordTable(t.schema(), t.rows().subList(0, left)));
            left -= t.rows().size();
        }
        return kept;
    }

    public List<IndexDoc> of(String index, String pageUrl, List<RecordTable> tables, Instant fetchTime) {
        List<IndexDoc> docs = new ArrayList<>();
        String host = UrlHost.of(pageUrl);
        for (int region = 0; region < tables.size(); region++) {
            RecordTable t = tables.get(region);
            for (int row = 0; row < t.rows().size(); row++) {
                docs.add(new IndexDoc(index, DocumentId.ofRecord(pageUrl, region, row),
                        record(pageUrl, host, region, row, t.schema(), t.rows().get(row), fetchTime)));
            }
        }
        return docs;
    }

    Map<String, Object> record(String pageUrl, String host, int region, int row, List<String> schema, List<Cell> cells,
                               Instant fetchTime) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("page_url", pageUrl);
        d.put("host", host);
        d.put("region", region);
        d.put("row", row);
        d.put("schema", schema);
        List<String> texts = cells.stream().map(Cell::text).filter(s -> !s.isBlank()).toList();
        d.put("cells", texts);
        Cell headline = null;
        for (Cell c : cells) {
            if (c.href() != null && !c.text().isBlank() && (headline == null || c.text().length() > headline.text().length())) {
                headline = c;
            }
        }
        if (headline != null) {
            d.put("title", headline.text());
            try {
                d.put("link", URI.create(pageUrl).resolve(headline.href().replace(" ", "%20")).toString());
            } catch (IllegalArgumentException e) {
                d.put("link", headline.href()); // unresolvable: kept as written rather than losing the record
            }
        }
        cells.stream().filter(c -> c.src() != null).findFirst().ifPresent(c -> d.put("image", c.src()));
        for (String s : texts) {
            var date = s.length() <= 40 ? dates.parse(s) : Optional.<ParsedDate>empty();
            if (date.isPresent()) {
                d.put("date_text", s);
                d.put("publish_time", date.get().toIso()); // as the page states it: bin/search --since reads it
                break;
            }
        }
        String title = headline == null ? "" : headline.text();
        texts.stream().filter(s -> !s.equals(title) && s.length() > Math.max(20, title.length()))
                .findFirst().ifPresent(s -> d.put("snippet", s));
        d.put("fetch_time", fetchTime.toString());
        return d;
    }
}
